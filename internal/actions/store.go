package actions

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// Input is a kind's create or update body: every field optional, a field
// given (non-nil) replaces the stored one, so one type serves POST and PATCH.
type Input[S any] interface {
	nameValue() *string
	apply(s *S)
}

// Kind stores the records of one action kind in the shared actions table:
// list, get, create, update, duplicate and delete, authorized, validated and
// audited the same way for every kind. S is the kind's own fields (its
// stored config), R its record, I its input.
type Kind[S any, R any, I Input[S]] struct {
	svc  *Service
	name string // stored kind, audit prefix
	noun string // in sentences: "call transfer"
	wrap func(Meta, S) R
	// check validates and normalizes s (empty lists, defaults) in the
	// write's transaction, adding every problem to c.
	check func(ctx context.Context, q db.Querier, c *checker, orgID uuid.UUID, s *S) error

	// Optional hooks of kinds with more than a config.
	checkInput func(c *checker, in I)                                                // fields of in that are not in S
	written    func(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID, in I) error // after insert or update
	load       func(ctx context.Context, q db.Querier, orgID uuid.UUID, recs []R) error
	copied     func(ctx context.Context, tx pgx.Tx, orgID, from, to uuid.UUID) error
	deleting   func(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID) error
	secrets    *secretHooks[S, I]
}

// secretHooks seal a kind's write-only secrets apart from its config.
type secretHooks[S any, I any] struct {
	given    func(in I) map[string]string // nil: unchanged
	setNames func(s *S, names []string)
}

// stored is one row of the actions table.
type stored struct {
	Meta
	config  []byte
	secrets []byte
}

const storedColumns = `id, name, config, secrets, created_at, updated_at`

func scanStored(row pgx.Row) (stored, error) {
	var s stored
	err := row.Scan(&s.ID, &s.Name, &s.config, &s.secrets, &s.CreatedAt, &s.UpdatedAt)
	return s, err
}

func (k *Kind[S, R, I]) notFound(id uuid.UUID) error {
	if id == uuid.Nil {
		// A malformed id from the path: there is no id worth repeating.
		return apperr.NotFoundf("%s not found", k.noun)
	}
	return apperr.NotFoundf("%s %s not found", k.noun, id)
}

func (k *Kind[S, R, I]) decode(st stored) (R, S, error) {
	var spec S
	if err := json.Unmarshal(st.config, &spec); err != nil {
		var zero R
		return zero, spec, fmt.Errorf("stored %s %s: %w", k.name, st.ID, err)
	}
	return k.wrap(st.Meta, spec), spec, nil
}

func (k *Kind[S, R, I]) get(ctx context.Context, q db.Querier, orgID, id uuid.UUID, lock bool) (stored, error) {
	sql := `SELECT ` + storedColumns + ` FROM actions WHERE organization_id = $1 AND kind = $2 AND id = $3`
	if lock {
		sql += ` FOR UPDATE`
	}
	st, err := scanStored(q.QueryRow(ctx, sql, orgID, k.name, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return st, k.notFound(id)
	}
	return st, db.Wrap("get "+k.noun, err)
}

func (k *Kind[S, R, I]) record(ctx context.Context, q db.Querier, orgID uuid.UUID, st stored) (R, error) {
	r, _, err := k.decode(st)
	if err != nil {
		return r, err
	}
	if k.load != nil {
		recs := []R{r}
		if err := k.load(ctx, q, orgID, recs); err != nil {
			return r, err
		}
		r = recs[0]
	}
	return r, nil
}

// List returns a page of the organization's records of the kind, newest
// first, and their total. Errors: Forbidden.
func (k *Kind[S, R, I]) List(ctx context.Context, limit, offset int) ([]R, int64, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return nil, 0, err
	}
	q := k.svc.pool
	rows, err := q.Query(ctx, `SELECT `+storedColumns+`, count(*) OVER () FROM actions
		WHERE organization_id = $1 AND kind = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
		orgID, k.name, limit, offset)
	if err != nil {
		return nil, 0, db.Wrap("list "+k.noun, err)
	}
	var total int64
	out := []R{}
	for rows.Next() {
		var st stored
		if err := rows.Scan(&st.ID, &st.Name, &st.config, &st.secrets, &st.CreatedAt, &st.UpdatedAt, &total); err != nil {
			rows.Close()
			return nil, 0, db.Wrap("list "+k.noun, err)
		}
		r, _, err := k.decode(st)
		if err != nil {
			rows.Close()
			return nil, 0, err
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, db.Wrap("list "+k.noun, err)
	}
	if len(out) == 0 && offset > 0 {
		// Past the end: the window has no row to carry the total.
		if err := q.QueryRow(ctx, `SELECT count(*) FROM actions WHERE organization_id = $1 AND kind = $2`, orgID, k.name).Scan(&total); err != nil {
			return nil, 0, db.Wrap("count "+k.noun, err)
		}
	}
	if k.load != nil && len(out) > 0 {
		if err := k.load(ctx, q, orgID, out); err != nil {
			return nil, 0, err
		}
	}
	return out, total, nil
}

// Get returns one record. Errors: NotFound (unknown id, another kind's or
// another organization's), Forbidden.
func (k *Kind[S, R, I]) Get(ctx context.Context, id uuid.UUID) (R, error) {
	var zero R
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return zero, err
	}
	st, err := k.get(ctx, k.svc.pool, orgID, id, false)
	if err != nil {
		return zero, err
	}
	return k.record(ctx, k.svc.pool, orgID, st)
}

// spec loads a record's fields and its sealed secrets, for the kind's
// operations (simulate, execute). The caller has authorized.
func (k *Kind[S, R, I]) spec(ctx context.Context, orgID, id uuid.UUID) (stored, S, error) {
	st, err := k.get(ctx, k.svc.pool, orgID, id, false)
	if err != nil {
		var zero S
		return st, zero, err
	}
	_, s, err := k.decode(st)
	return st, s, err
}

// auditView is what the audit log keeps of a record: its name and fields,
// never a secret value.
type auditView[S any] struct {
	Name   string `json:"name"`
	Config S      `json:"config"`
}

// prepare applies in to spec and validates the result, with the secrets in
// is giving sealed (nil: keep sealed).
func (k *Kind[S, R, I]) prepare(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, name *string, spec *S, in I) (sealed []byte, replace bool, err error) {
	c := &checker{}
	if n := in.nameValue(); n != nil {
		*name = strings.TrimSpace(*n)
	}
	c.name("name", *name)
	in.apply(spec)
	if k.checkInput != nil {
		k.checkInput(c, in)
	}
	if k.secrets != nil {
		if given := k.secrets.given(in); given != nil {
			names := c.secrets(given)
			k.secrets.setNames(spec, names)
			if c.OK() {
				if sealed, err = k.svc.sealSecrets(ctx, given); err != nil {
					return nil, false, err
				}
			}
			replace = true
		}
	}
	if err := k.check(ctx, tx, c, orgID, spec); err != nil {
		return nil, false, err
	}
	return sealed, replace, c.Err()
}

// Create validates and stores a new record. Errors: Invalid (every problem,
// by path), Forbidden.
func (k *Kind[S, R, I]) Create(ctx context.Context, in I) (R, error) {
	var zero R
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return zero, err
	}
	id, err := db.InTx(ctx, k.svc.pool, "create "+k.noun, func(tx pgx.Tx) (uuid.UUID, error) {
		var spec S
		name := ""
		sealed, _, err := k.prepare(ctx, tx, orgID, &name, &spec, in)
		if err != nil {
			return uuid.Nil, err
		}
		config, err := json.Marshal(spec)
		if err != nil {
			return uuid.Nil, err
		}
		id := ids.New()
		if _, err := tx.Exec(ctx, `INSERT INTO actions (id, organization_id, kind, name, config, secrets) VALUES ($1, $2, $3, $4, $5, $6)`,
			id, orgID, k.name, name, config, sealed); err != nil {
			return id, db.Wrap("create "+k.noun, err)
		}
		if k.written != nil {
			if err := k.written(ctx, tx, orgID, id, in); err != nil {
				return id, err
			}
		}
		return id, audit.Record(ctx, tx, audit.Entry{Action: k.name + ".created", TargetType: k.name, TargetID: id.String(),
			After: auditView[S]{name, spec}})
	})
	if err != nil {
		return zero, err
	}
	return k.read(ctx, orgID, id)
}

func (k *Kind[S, R, I]) read(ctx context.Context, orgID, id uuid.UUID) (R, error) {
	st, err := k.get(ctx, k.svc.pool, orgID, id, false)
	if err != nil {
		var zero R
		return zero, err
	}
	return k.record(ctx, k.svc.pool, orgID, st)
}

// Update changes the fields given and keeps the others. Errors: Invalid,
// NotFound, Forbidden.
func (k *Kind[S, R, I]) Update(ctx context.Context, id uuid.UUID, in I) (R, error) {
	var zero R
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return zero, err
	}
	_, err = db.InTx(ctx, k.svc.pool, "update "+k.noun, func(tx pgx.Tx) (struct{}, error) {
		st, err := k.get(ctx, tx, orgID, id, true)
		if err != nil {
			return struct{}{}, err
		}
		_, before, err := k.decode(st)
		if err != nil {
			return struct{}{}, err
		}
		_, spec, _ := k.decode(st) // a second copy: apply must not touch before
		name := st.Name
		sealed, replace, err := k.prepare(ctx, tx, orgID, &name, &spec, in)
		if err != nil {
			return struct{}{}, err
		}
		if !replace {
			sealed = st.secrets
		}
		config, err := json.Marshal(spec)
		if err != nil {
			return struct{}{}, err
		}
		if _, err := tx.Exec(ctx, `UPDATE actions SET name = $3, config = $4, secrets = $5, updated_at = now() WHERE organization_id = $1 AND id = $2`,
			orgID, id, name, config, sealed); err != nil {
			return struct{}{}, db.Wrap("update "+k.noun, err)
		}
		if k.written != nil {
			if err := k.written(ctx, tx, orgID, id, in); err != nil {
				return struct{}{}, err
			}
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: k.name + ".updated", TargetType: k.name, TargetID: id.String(),
			Before: auditView[S]{st.Name, before}, After: auditView[S]{name, spec}})
	})
	if err != nil {
		return zero, err
	}
	return k.read(ctx, orgID, id)
}

// Duplicate copies a record (secrets and phone book entries included) under
// the first free "<name> (copy)", "<name> (copy 2)"... Errors: NotFound,
// Forbidden.
func (k *Kind[S, R, I]) Duplicate(ctx context.Context, id uuid.UUID) (R, error) {
	var zero R
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return zero, err
	}
	newID, err := db.InTx(ctx, k.svc.pool, "duplicate "+k.noun, func(tx pgx.Tx) (uuid.UUID, error) {
		st, err := k.get(ctx, tx, orgID, id, true)
		if err != nil {
			return uuid.Nil, err
		}
		name, err := copyName(ctx, tx, orgID, k.name, st.Name)
		if err != nil {
			return uuid.Nil, err
		}
		newID := ids.New()
		if _, err := tx.Exec(ctx, `INSERT INTO actions (id, organization_id, kind, name, config, secrets) VALUES ($1, $2, $3, $4, $5, $6)`,
			newID, orgID, k.name, name, st.config, st.secrets); err != nil {
			return newID, db.Wrap("duplicate "+k.noun, err)
		}
		if k.copied != nil {
			if err := k.copied(ctx, tx, orgID, id, newID); err != nil {
				return newID, err
			}
		}
		return newID, audit.Record(ctx, tx, audit.Entry{Action: k.name + ".duplicated", TargetType: k.name, TargetID: newID.String(),
			After: map[string]string{"name": name, "source_id": id.String()}})
	})
	if err != nil {
		return zero, err
	}
	return k.read(ctx, orgID, newID)
}

// Delete removes a record. An action that a published flow or an agent's
// live version runs is kept: Conflict naming each flow. Errors: NotFound,
// Conflict, Forbidden.
func (k *Kind[S, R, I]) Delete(ctx context.Context, id uuid.UUID) error {
	orgID, err := auth.Authorize(ctx, auth.DeleteResources)
	if err != nil {
		return err
	}
	_, err = db.InTx(ctx, k.svc.pool, "delete "+k.noun, func(tx pgx.Tx) (struct{}, error) {
		st, err := k.get(ctx, tx, orgID, id, true)
		if err != nil {
			return struct{}{}, err
		}
		if err := k.svc.inUse(ctx, tx, orgID, k.noun, id); err != nil {
			return struct{}{}, err
		}
		if k.deleting != nil {
			if err := k.deleting(ctx, tx, orgID, id); err != nil {
				return struct{}{}, err
			}
		}
		if _, err := tx.Exec(ctx, `DELETE FROM actions WHERE organization_id = $1 AND id = $2`, orgID, id); err != nil {
			return struct{}{}, db.Wrap("delete "+k.noun, err)
		}
		_, spec, _ := k.decode(st)
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: k.name + ".deleted", TargetType: k.name, TargetID: id.String(),
			Before: auditView[S]{st.Name, spec}})
	})
	return err
}

// copyName picks the first free "<name> (copy)" / "<name> (copy N)" among
// the kind's records, shortening name so the result stays within 120
// characters.
func copyName(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, kind, name string) (string, error) {
	const suffix = " (copy 1000)"
	if r := []rune(name); len(r) > maxName-len(suffix) {
		name = strings.TrimSpace(string(r[:maxName-len(suffix)]))
	}
	rows, err := tx.Query(ctx, `SELECT name FROM actions WHERE organization_id = $1 AND kind = $2 AND starts_with(name, $3)`,
		orgID, kind, name+" (copy")
	if err != nil {
		return "", db.Wrap("copy name", err)
	}
	taken, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return "", db.Wrap("copy name", err)
	}
	used := make(map[string]bool, len(taken))
	for _, n := range taken {
		used[n] = true
	}
	c := name + " (copy)"
	for i := 2; used[c]; i++ {
		c = fmt.Sprintf("%s (copy %d)", name, i)
	}
	return c, nil
}

// maxRulesPerCall bounds the rules of one kind a call's post-call
// processing runs (the oldest first).
const maxRulesPerCall = 200

// ForAgent returns the organization's records of the kind that apply to an
// agent's calls, oldest first: those whose config's agent_ids is empty
// (every agent) or holds the agent. A system read for the platform's own
// steps: the caller is not authorized.
func (k *Kind[S, R, I]) ForAgent(ctx context.Context, orgID, agentID uuid.UUID) ([]R, error) {
	rows, err := k.svc.pool.Query(ctx, `SELECT `+storedColumns+` FROM actions
		WHERE organization_id = $1 AND kind = $2
			AND (CASE WHEN jsonb_typeof(config->'agent_ids') = 'array' THEN jsonb_array_length(config->'agent_ids') ELSE 0 END = 0
				OR config->'agent_ids' @> jsonb_build_array($3::text))
		ORDER BY created_at, id LIMIT $4`, orgID, k.name, agentID.String(), maxRulesPerCall)
	if err != nil {
		return nil, db.Wrap("list "+k.noun+" rules", err)
	}
	defer rows.Close()
	out := []R{}
	for rows.Next() {
		st, err := scanStored(rows)
		if err != nil {
			return nil, db.Wrap("list "+k.noun+" rules", err)
		}
		r, _, err := k.decode(st)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, db.Wrap("list "+k.noun+" rules", err)
	}
	return out, nil
}
