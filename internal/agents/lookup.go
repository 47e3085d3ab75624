package agents

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
)

// LiveVersions returns the live version (0 before the first publication) of
// each of the organization's agents in ids, in one query, for domains that
// record which version served many calls at once (bulk imports). Errors:
// NotFound naming the first id that is not one of the organization's agents.
func (s *Service) LiveVersions(ctx context.Context, orgID uuid.UUID, ids []uuid.UUID) (map[uuid.UUID]int, error) {
	out := make(map[uuid.UUID]int, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT id, version FROM agents WHERE organization_id = $1 AND id = ANY($2)`, orgID, ids)
	if err != nil {
		return nil, dbErr("agent versions", err)
	}
	var id uuid.UUID
	var v int
	if _, err := pgx.ForEachRow(rows, []any{&id, &v}, func() error { out[id] = v; return nil }); err != nil {
		return nil, dbErr("agent versions", err)
	}
	for _, id := range ids {
		if _, ok := out[id]; !ok {
			return nil, apperr.NotFoundf("agent %s not found", id)
		}
	}
	return out, nil
}

// Summary is the name and type of an agent, for domains that label
// aggregates with them (analytics).
type Summary struct {
	Name      string
	AgentType string
}

// Summaries returns the name and type of each of the organization's agents
// in ids, in one query; ids of other organizations or unknown ones are
// absent from the map.
func (s *Service) Summaries(ctx context.Context, orgID uuid.UUID, ids []uuid.UUID) (map[uuid.UUID]Summary, error) {
	out := make(map[uuid.UUID]Summary, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT id, name, agent_type FROM agents WHERE organization_id = $1 AND id = ANY($2)`, orgID, ids)
	if err != nil {
		return nil, dbErr("agent summaries", err)
	}
	var id uuid.UUID
	var sum Summary
	if _, err := pgx.ForEachRow(rows, []any{&id, &sum.Name, &sum.AgentType}, func() error { out[id] = sum; return nil }); err != nil {
		return nil, dbErr("agent summaries", err)
	}
	return out, nil
}

// IDsOfType returns the ids of the organization's agents of one type
// (archived ones included: their past calls still count).
func (s *Service) IDsOfType(ctx context.Context, orgID uuid.UUID, agentType string) ([]uuid.UUID, error) {
	rows, err := s.pool.Query(ctx, `SELECT id FROM agents WHERE organization_id = $1 AND agent_type = $2`, orgID, agentType)
	if err != nil {
		return nil, dbErr("agents of a type", err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
	return ids, dbErr("agents of a type", err)
}

// Live is what serves an agent's real conversations: its live version, the
// prompt published in it, its language setting ("" when not set) and, for
// a flow-mode version, the published revision of each of its flows (the
// main flow first).
type Live struct {
	Version  int
	Mode     string // flow when the version holds flows, prompt otherwise
	Prompt   string
	Language string
	Flows    []flows.Revision
}

// LiveConfig returns the live version of one of the organization's agents
// for a real conversation, a system read for a caller that has authorized.
// Errors: NotFound, Conflict (archived, or never published: only a
// published version takes calls).
func (s *Service) LiveConfig(ctx context.Context, orgID, id uuid.UUID) (Live, error) {
	var status string
	var version int
	var cfgJSON, flowsJSON []byte
	err := s.pool.QueryRow(ctx, `SELECT a.status, a.version, v.config, v.flows FROM agents a
		LEFT JOIN agent_versions v ON v.organization_id = a.organization_id AND v.agent_id = a.id AND v.version = a.version
		WHERE a.organization_id = $1 AND a.id = $2`, orgID, id).Scan(&status, &version, &cfgJSON, &flowsJSON)
	if errors.Is(err, pgx.ErrNoRows) {
		return Live{}, notFound(id)
	}
	if err != nil {
		return Live{}, dbErr("read live version", err)
	}
	switch {
	case status == "archived":
		return Live{}, apperr.Conflictf("agent %s is archived and takes no calls", id)
	case version == 0 || cfgJSON == nil:
		return Live{}, apperr.Conflictf("agent %s has never been published; publish it before it takes calls", id)
	}
	return liveOf(version, cfgJSON, flowsJSON)
}

// VersionConfig returns a published version of one of the organization's
// agents as LiveConfig does the live one, for a caller that has
// authorized (the test center runs a version that is not live). Errors:
// NotFound (the agent, or a version it never had).
func (s *Service) VersionConfig(ctx context.Context, orgID, id uuid.UUID, version int) (Live, error) {
	var cfgJSON, flowsJSON []byte
	err := s.pool.QueryRow(ctx, `SELECT config, flows FROM agent_versions
		WHERE organization_id = $1 AND agent_id = $2 AND version = $3`, orgID, id, version).Scan(&cfgJSON, &flowsJSON)
	if errors.Is(err, pgx.ErrNoRows) {
		if ok, err := s.Exists(ctx, orgID, id); err != nil {
			return Live{}, err
		} else if !ok {
			return Live{}, notFound(id)
		}
		return Live{}, apperr.NotFoundf("agent %s has no version %d", id, version)
	}
	if err != nil {
		return Live{}, dbErr("read agent version", err)
	}
	return liveOf(version, cfgJSON, flowsJSON)
}

func liveOf(version int, cfgJSON, flowsJSON []byte) (Live, error) {
	var cfg Config
	if err := json.Unmarshal(cfgJSON, &cfg); err != nil {
		return Live{}, fmt.Errorf("decode version config: %w", err)
	}
	out := Live{Version: version, Mode: "prompt", Prompt: cfg.Prompt}
	out.Language, _ = cfg.Settings["language"].(string)
	if len(flowsJSON) > 0 {
		if err := json.Unmarshal(flowsJSON, &out.Flows); err != nil {
			return Live{}, fmt.Errorf("decode version flows: %w", err)
		}
	}
	if len(out.Flows) > 0 {
		out.Mode = "flow"
	}
	return out, nil
}
