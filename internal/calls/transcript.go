package calls

import (
	"cmp"
	"context"
	"encoding/json"
	"slices"
	"time"

	"github.com/google/uuid"
)

// Entry is one item of a call's transcript in append order: a turn or an
// action. Position counts turns and actions together from 0 in the order
// they were appended, so a reader following a running call can tell a gap
// or a repeat.
type Entry struct {
	Position int       `json:"position"`
	Turn     *Turn     `json:"turn,omitempty"`
	Action   *Action   `json:"action,omitempty"`
	At       time.Time `json:"at"` // a turn's start (start of the call plus its offset), an action's execution
}

// A stored turn or action carries its position as "seq" in its jsonb
// element. Rows written before positions were stored have none: Entries
// orders those by time. The key is read here only; Turn and Action, and so
// every API, never show it.
type storedTurn struct {
	Turn
	Seq *int `json:"seq,omitempty"`
}

type storedAction struct {
	Action
	Seq *int `json:"seq,omitempty"`
}

// seqs are the stored positions of a call's turns and actions (-1: none),
// read with the transcript and the actions.
type seqs struct{ turns, actions []int }

// decodeTurns reads a transcript column into c.Transcript and c.seq.turns.
func decodeTurns(b []byte, c *Call) error {
	var stored []storedTurn
	if err := json.Unmarshal(b, &stored); err != nil {
		return err
	}
	if stored == nil {
		return nil // null
	}
	c.Transcript, c.seq.turns = make([]Turn, len(stored)), make([]int, len(stored))
	for i, t := range stored {
		c.Transcript[i], c.seq.turns[i] = t.Turn, seqOf(t.Seq)
	}
	return nil
}

// decodeActions reads an actions column into c.Actions and c.seq.actions.
func decodeActions(b []byte, c *Call) error {
	var stored []storedAction
	if err := json.Unmarshal(b, &stored); err != nil {
		return err
	}
	if stored == nil {
		return nil
	}
	c.Actions, c.seq.actions = make([]Action, len(stored)), make([]int, len(stored))
	for i, a := range stored {
		a.ExecutedAt = a.ExecutedAt.UTC()
		c.Actions[i], c.seq.actions[i] = a.Action, seqOf(a.Seq)
	}
	return nil
}

func seqOf(p *int) int {
	if p == nil {
		return -1
	}
	return *p
}

// turnStart is the time a turn's offset counts from.
func turnStart(c Call) time.Time {
	if c.StartedAt != nil {
		return *c.StartedAt
	}
	return c.CreatedAt
}

// Entries returns the turns and actions of a call read with both (Get,
// GetSession), in append order. Items stored without a position (written
// before positions were kept) come first, at positions from 0 in timeOrder:
// every later append numbered itself after them.
func (c Call) Entries() []Entry {
	start := turnStart(c)
	out := make([]Entry, 0, len(c.Transcript)+len(c.Actions))
	var oldTurns []Turn
	var oldActions []Action
	var legacy []Entry // the old turns, then the old actions
	for i := range c.Transcript {
		t := &c.Transcript[i]
		e := Entry{Position: seqAt(c.seq.turns, i), Turn: t, At: start.Add(time.Duration(t.OffsetMS) * time.Millisecond)}
		if e.Position < 0 {
			oldTurns, legacy = append(oldTurns, *t), append(legacy, e)
		} else {
			out = append(out, e)
		}
	}
	for i := range c.Actions {
		a := &c.Actions[i]
		e := Entry{Position: seqAt(c.seq.actions, i), Action: a, At: a.ExecutedAt}
		if e.Position < 0 {
			oldActions, legacy = append(oldActions, *a), append(legacy, e)
		} else {
			out = append(out, e)
		}
	}
	turnPos, actionPos := timeOrder(start, oldTurns, oldActions)
	for i, p := range append(turnPos, actionPos...) {
		legacy[i].Position = p
	}
	out = append(legacy, out...)
	slices.SortStableFunc(out, func(a, b Entry) int { return cmp.Compare(a.Position, b.Position) })
	return out
}

// timeOrder numbers turns (at start plus their offset) and actions (at
// their execution) merged by time, each list kept in its own order, an
// action before a turn of the same time: the order the runtime records
// them in (an action runs before the turn that reports it). Import stores
// these positions.
func timeOrder(start time.Time, turns []Turn, actions []Action) (turnPos, actionPos []int) {
	turnPos, actionPos = make([]int, len(turns)), make([]int, len(actions))
	t, a := 0, 0
	for t < len(turns) || a < len(actions) {
		if a < len(actions) && (t == len(turns) || !actions[a].ExecutedAt.After(start.Add(time.Duration(turns[t].OffsetMS)*time.Millisecond))) {
			actionPos[a] = t + a
			a++
		} else {
			turnPos[t] = t + a
			t++
		}
	}
	return turnPos, actionPos
}

func seqAt(s []int, i int) int {
	if i < len(s) {
		return s[i]
	}
	return -1
}

// notifyTranscript tells the notifier of committed entries.
func (s *Service) notifyTranscript(ctx context.Context, orgID, callID uuid.UUID, entries []Entry) {
	if s.notifier != nil && len(entries) > 0 {
		s.notifier.TranscriptAppended(ctx, orgID, callID, entries)
	}
}
