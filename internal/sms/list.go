package sms

import (
	"context"
	"errors"
	"strconv"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
)

// MaxOffset bounds how deep a list pages, so a request cannot make the
// database skip millions of rows.
const MaxOffset = 10000

// Filter selects messages for List; empty fields select all.
type Filter struct {
	Direction string // inbound | outbound
	SessionID string // a call id
	Limit     *int   // 1-200, default 50
	Offset    *int   // 0-10000, default 0
}

// List returns the organization's messages, newest first, in the list
// envelope with the total. Viewers may read them (auth.ReadActions).
// Errors: Forbidden; Invalid naming direction, session_id, limit or offset.
func (s *Service) List(ctx context.Context, f Filter) (page.List[Message], error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return page.List[Message]{}, err
	}
	limit, offset, err := page.Window(f.Limit, f.Offset)
	if err != nil {
		return page.List[Message]{}, err
	}
	if offset > MaxOffset {
		return page.List[Message]{}, apperr.Field("offset", "must be at most "+strconv.Itoa(MaxOffset))
	}
	if f.Direction != "" {
		if err := apperr.OneOf("direction", f.Direction, Directions); err != nil {
			return page.List[Message]{}, err
		}
	}
	var session *uuid.UUID
	if f.SessionID != "" {
		id, err := ids.ParseField(f.SessionID, "session_id")
		if err != nil {
			return page.List[Message]{}, err
		}
		session = &id
	}
	// Only the filters given reach the statement, so each shape gets the
	// plan of its own index.
	where, args := ` FROM sms_messages WHERE organization_id = $1`, []any{orgID}
	if f.Direction != "" {
		args = append(args, f.Direction)
		where += ` AND direction = $` + strconv.Itoa(len(args))
	}
	if session != nil {
		args = append(args, *session)
		where += ` AND session_id = $` + strconv.Itoa(len(args))
	}
	var total int64
	if err := s.pool.QueryRow(ctx, `SELECT count(*)`+where, args...).Scan(&total); err != nil {
		return page.List[Message]{}, db.Wrap("count sms", err)
	}
	n := len(args)
	rows, err := s.pool.Query(ctx, `SELECT `+messageColumns+where+` ORDER BY created_at DESC, id DESC LIMIT $`+
		strconv.Itoa(n+1)+` OFFSET $`+strconv.Itoa(n+2), append(args, limit, offset)...)
	if err != nil {
		return page.List[Message]{}, db.Wrap("list sms", err)
	}
	items, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Message, error) { return scanMessage(r) })
	if err != nil {
		return page.List[Message]{}, db.Wrap("list sms", err)
	}
	return page.Offset(items, total, limit, offset), nil
}

// Get returns one message of the organization. Errors: Forbidden; NotFound
// (another organization's or unknown id).
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Message, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return Message{}, err
	}
	m, err := scanMessage(s.pool.QueryRow(ctx, `SELECT `+messageColumns+` FROM sms_messages
		WHERE organization_id = $1 AND id = $2`, orgID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return m, apperr.NotFoundf("SMS message not found")
	}
	return m, db.Wrap("get sms", err)
}
