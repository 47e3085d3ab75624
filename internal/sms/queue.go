package sms

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/jobs"
)

// Task types.
const (
	TypeSend  = "sms:send"  // one message's sending
	TypeSweep = "sms:sweep" // queues messages left queued
)

// queuedChannel is the PostgreSQL channel on which a queued message is
// announced, as "<organization id>/<message id>", when the transaction that
// wrote it commits.
const queuedChannel = "sms_queued"

// e164 is the shape of a number a carrier takes: +, then up to 15 digits,
// the first not 0.
var e164 = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)

// validate checks what Queue stores. Errors: Invalid naming each bad field
// (from, to, body, dedupe_key).
func validate(in Outgoing) error {
	var problems []apperr.FieldError
	for _, f := range []struct{ name, v string }{{"from", in.From}, {"to", in.To}} {
		if !e164.MatchString(f.v) {
			problems = append(problems, apperr.FieldError{Field: f.name, Message: "must be an E.164 number such as +5511999990000"})
		}
	}
	switch n := utf8.RuneCountInString(in.Body); {
	case !utf8.ValidString(in.Body) || strings.ContainsRune(in.Body, 0):
		problems = append(problems, apperr.FieldError{Field: "body", Message: "must be valid UTF-8 text without NUL characters"})
	case strings.TrimSpace(in.Body) == "":
		problems = append(problems, apperr.FieldError{Field: "body", Message: "is required"})
	case n > MaxBodyChars:
		problems = append(problems, apperr.FieldError{Field: "body", Message: fmt.Sprintf("must be at most %d characters, got %d", MaxBodyChars, n)})
	}
	if k := in.DedupeKey; len(k) > MaxDedupeKeyLen || !utf8.ValidString(k) || strings.ContainsRune(k, 0) {
		problems = append(problems, apperr.FieldError{Field: "dedupe_key", Message: fmt.Sprintf("must be valid text of at most %d bytes", MaxDedupeKeyLen)})
	}
	if len(problems) == 0 {
		return nil
	}
	e := apperr.Field(problems[0].Field, problems[0].Message)
	e.Fields = problems
	return e
}

const messageColumns = `id, direction, from_number, to_number, body, provider, provider_message_id,
	action_id, session_id, status, error, created_at`

func scanMessage(row pgx.Row) (Message, error) {
	var m Message
	err := row.Scan(&m.ID, &m.Direction, &m.FromNumber, &m.ToNumber, &m.Body, &m.Provider, &m.ProviderMessageID,
		&m.ActionID, &m.SessionID, &m.Status, &m.Error, &m.CreatedAt)
	m.CreatedAt = m.CreatedAt.UTC()
	return m, err
}

// insertSQL writes a queued outbound message; a message of the organization
// with the same dedupe key makes it write nothing (and return no row).
const insertSQL = `INSERT INTO sms_messages (id, organization_id, direction, from_number, to_number, body, provider,
	action_id, session_id, status, dedupe_key)
VALUES ($1, $2, 'outbound', $3, $4, $5, $6, $7, $8, 'queued', NULLIF($9, ''))
ON CONFLICT (organization_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
RETURNING ` + messageColumns

// Queue stores an outbound message, queued, through q (the caller's
// transaction, so the message exists exactly when the caller's change
// does), and announces it so a send task runs once q commits (see the
// package comment). When in.DedupeKey names a message the organization
// already has, that message is returned with created false, and nothing is
// written or sent again; this holds under parallel calls (the second waits
// for the first's transaction). The caller's principal needs
// auth.WriteActions (workers act as auth.System). Errors: Invalid naming
// from, to, body or dedupe_key; Forbidden; the database's (which should
// abort q).
func (s *Service) Queue(ctx context.Context, q db.Querier, in Outgoing) (Message, bool, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return Message{}, false, err
	}
	if err := validate(in); err != nil {
		return Message{}, false, err
	}
	// The insert finds the key taken, or the select finds it free again when
	// the transaction holding it rolled back: a few rounds settle it.
	for range 3 {
		m, err := scanMessage(q.QueryRow(ctx, insertSQL, ids.New(), orgID, in.From, in.To, in.Body, s.provider.Name(),
			in.ActionID, in.SessionID, in.DedupeKey))
		if err == nil {
			if _, err := q.Exec(ctx, `SELECT pg_notify($1, $2)`, queuedChannel, orgID.String()+"/"+m.ID.String()); err != nil {
				return Message{}, false, db.Wrap("announce sms", err)
			}
			return m, true, nil
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return Message{}, false, db.Wrap("queue sms", err)
		}
		m, err = scanMessage(q.QueryRow(ctx, `SELECT `+messageColumns+` FROM sms_messages
			WHERE organization_id = $1 AND dedupe_key = $2`, orgID, in.DedupeKey))
		if err == nil {
			return m, false, nil
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return Message{}, false, db.Wrap("queue sms: read the existing message", err)
		}
	}
	return Message{}, false, apperr.Conflictf("Another request with the same dedupe key kept changing; try again")
}

type sendPayload struct {
	OrganizationID uuid.UUID `json:"organization_id"` // the fairness semaphore reads it
	MessageID      uuid.UUID `json:"message_id"`
}

// TaskID is the Asynq task id of a message's sending.
func TaskID(messageID uuid.UUID) string { return "sms:" + messageID.String() }

// Enqueue queues the sending of a message. A task already queued (or
// running, or waiting for a retry) for it counts as queued. Errors: Redis'.
func (s *Service) Enqueue(ctx context.Context, orgID, messageID uuid.UUID) error {
	b, err := json.Marshal(sendPayload{OrganizationID: orgID, MessageID: messageID})
	if err != nil {
		return err
	}
	_, err = s.queue.EnqueueContext(ctx, jobs.NewTask(ctx, TypeSend, b),
		asynq.TaskID(TaskID(messageID)), asynq.Queue(jobs.QueueDefault),
		asynq.MaxRetry(s.cfg.MaxRetry), asynq.Timeout(s.cfg.Timeout))
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return nil
	}
	return err
}

// Listen queues the sending of each message as the transaction that queued
// it commits, until ctx ends. Each time it starts listening it first queues
// the messages already waiting, those queued while no process listened.
// Any number of processes may listen: the task id keeps one task per
// message.
func (s *Service) Listen(ctx context.Context) {
	db.Listen(ctx, s.pool, queuedChannel, func(ctx context.Context) {
		if _, err := s.Sweep(ctx, time.Now()); err != nil && ctx.Err() == nil {
			s.log.Warn("waiting SMS messages not queued for sending; the sweep will queue them", "err", err)
		}
	}, func(ctx context.Context, payload string) {
		o, m, ok := strings.Cut(payload, "/")
		orgID, err1 := uuid.Parse(o)
		msgID, err2 := uuid.Parse(m)
		if !ok || err1 != nil || err2 != nil {
			return
		}
		// The message is committed: Redis being down must not hold the
		// listener long, and the sweep queues what this could not.
		ectx, cancel := context.WithTimeout(ctx, enqueueTimeout)
		defer cancel()
		if err := s.Enqueue(ectx, orgID, msgID); err != nil {
			s.log.Warn("SMS sending not queued; the sweep will queue it", "message_id", msgID, "err", err)
		}
	})
}

// HandleSweep queues the sending of every message queued for longer than
// SweepAfter and not being sent now.
func (s *Service) HandleSweep(ctx context.Context, _ *asynq.Task) error {
	_, err := s.Sweep(ctx, time.Now().Add(-s.cfg.SweepAfter))
	return err
}

// Sweep queues the sending of the outbound messages, of every organization,
// queued before queuedBefore and not claimed by a run now, oldest first, up
// to a batch, and returns how many it queued (or found queued). A system
// operation: it authorizes nothing. Errors: the database's, Redis'.
func (s *Service) Sweep(ctx context.Context, queuedBefore time.Time) (int, error) {
	rows, err := s.pool.Query(ctx, `SELECT organization_id, id FROM sms_messages
		WHERE status = 'queued' AND created_at < $1 AND (claimed_until IS NULL OR claimed_until < clock_timestamp())
		ORDER BY created_at LIMIT $2`, queuedBefore, sweepBatch)
	if err != nil {
		return 0, db.Wrap("list waiting sms", err)
	}
	waiting, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) ([2]uuid.UUID, error) {
		var p [2]uuid.UUID
		return p, r.Scan(&p[0], &p[1])
	})
	if err != nil {
		return 0, db.Wrap("list waiting sms", err)
	}
	for i, p := range waiting {
		if err := s.Enqueue(ctx, p[0], p[1]); err != nil {
			return i, fmt.Errorf("queue sending of sms %s: %w", p[1], err)
		}
	}
	return len(waiting), nil
}
