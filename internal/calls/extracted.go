package calls

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// MergeExtractedData merges data into the post_call.extracted_data of a
// call whose post-call processing completed: a key of data replaces the
// stored one, others stay, and a null (not found) is stored only for a key
// that holds nothing yet, never over a value. The merge happens in the
// database on the locked row, so two merges at once both land. No event is emitted (call.completed was, with the
// outcome). Errors: Invalid (extracted_data naming the problem: the merged
// object would exceed MaxExtractedJSON bytes, or it holds a NUL character),
// NotFound (also another organization's call), Conflict (processing has not
// completed), Forbidden (the platform writes it: auth.System).
func (s *Service) MergeExtractedData(ctx context.Context, id uuid.UUID, data map[string]any) (Call, error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return Call{}, err
	}
	if data == nil {
		data = map[string]any{}
	}
	raw, err := json.Marshal(data)
	if err != nil {
		return Call{}, apperr.Field("extracted_data", "must be a JSON object")
	}
	if len(raw) > MaxExtractedJSON {
		return Call{}, apperr.Field("extracted_data", fmt.Sprintf("must be at most %d bytes of JSON", MaxExtractedJSON))
	}
	// PostgreSQL's jsonb cannot hold a NUL character.
	if bytes.Contains(raw, []byte(`\u0000`)) {
		return Call{}, apperr.Field("extracted_data", "must not contain NUL characters")
	}
	return s.notify(ctx, "outcome")(db.InTx(ctx, s.pool, "merge extracted data", func(tx pgx.Tx) (Call, error) {
		var status *string
		err := tx.QueryRow(ctx, `SELECT post_call_status FROM calls WHERE organization_id = $1 AND id = $2 FOR UPDATE`, orgID, id).Scan(&status)
		if err == pgx.ErrNoRows {
			return Call{}, apperr.NotFoundf("call %s not found", id)
		}
		if err != nil {
			return Call{}, err
		}
		if status == nil || *status != PostCallCompleted {
			return Call{}, apperr.Conflictf("the post-call processing of call %s has not completed", id)
		}
		// The row is locked: the merge reads, measures and writes the
		// data as it now is, so parallel merges all land.
		tag, err := tx.Exec(ctx, `
			WITH m AS (
				SELECT COALESCE(c.extracted_data, '{}'::jsonb) || COALESCE((
					SELECT jsonb_object_agg(d.key, d.value) FROM jsonb_each($3::jsonb) AS d
					WHERE d.value <> 'null'::jsonb OR COALESCE(c.extracted_data -> d.key, 'null'::jsonb) = 'null'::jsonb
				), '{}'::jsonb) AS data
				FROM calls c WHERE c.organization_id = $1 AND c.id = $2
			)
			UPDATE calls SET extracted_data = m.data, updated_at = clock_timestamp()
			FROM m
			WHERE organization_id = $1 AND id = $2 AND post_call_status = 'completed' AND octet_length(m.data::text) <= $4`,
			orgID, id, raw, MaxExtractedJSON)
		if err != nil {
			return Call{}, err
		}
		if tag.RowsAffected() == 0 {
			return Call{}, apperr.Field("extracted_data", fmt.Sprintf("merged with the call's data must stay at most %d bytes of JSON", MaxExtractedJSON))
		}
		return s.get(ctx, tx, orgID, id, false)
	}))
}
