package actions

import (
	"context"
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

func (s *Service) phoneBookKind() *Kind[PhoneBookSpec, PhoneBook, PhoneBookInput] {
	return &Kind[PhoneBookSpec, PhoneBook, PhoneBookInput]{svc: s, name: KindPhoneBook, noun: "phone book",
		wrap: func(m Meta, sp PhoneBookSpec) PhoneBook {
			return PhoneBook{Meta: m, PhoneBookSpec: sp, Entries: []PhoneBookEntry{}}
		},
		check: func(_ context.Context, _ db.Querier, c *checker, _ uuid.UUID, sp *PhoneBookSpec) error {
			c.text("description", sp.Description, 0, maxDescription)
			return nil
		},
		checkInput: func(c *checker, in PhoneBookInput) {
			if in.Entries != nil {
				checkEntries(c, in.Entries)
			}
		},
		written: func(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID, in PhoneBookInput) error {
			if in.Entries == nil {
				return nil
			}
			return s.replaceEntries(ctx, tx, orgID, id, in.Entries)
		},
		load:     s.loadEntries,
		copied:   copyEntries,
		deleting: s.refuseDialledEntries,
	}
}

// checkEntries checks a whole list of entries, naming entries[i].
func checkEntries(c *checker, entries []PhoneBookEntryInput) {
	if len(entries) > maxEntries {
		c.Add("entries", "must hold at most %d entries", maxEntries)
		return
	}
	seen := map[uuid.UUID]int{}
	for i, e := range entries {
		checkEntry(c, fmt.Sprintf("entries[%d].", i), e, true)
		if e.ID != nil {
			id, ok := entryID(e)
			if !ok {
				c.Add(fmt.Sprintf("entries[%d].id", i), "must be the id of one of the book's entries (a UUID)")
				continue
			}
			if j, dup := seen[id]; dup {
				c.Add(fmt.Sprintf("entries[%d].id", i), "repeats the id of entries[%d]", j)
			}
			seen[id] = i
		}
	}
}

// entryID is the id an entry was given, if it is a UUID.
func entryID(e PhoneBookEntryInput) (uuid.UUID, bool) {
	if e.ID == nil {
		return uuid.Nil, false
	}
	id, err := uuid.Parse(*e.ID)
	return id, err == nil && len(*e.ID) == 36
}

// checkEntry checks one entry; on update (full false) a field left out
// keeps its value.
func checkEntry(c *checker, prefix string, e PhoneBookEntryInput, full bool) (e164 string) {
	if e.Label != nil {
		c.text(prefix+"label", *e.Label, 0, maxLabel)
	}
	if e.Number == nil {
		if full {
			c.Add(prefix+"number", "is required")
		}
		return ""
	}
	region := ""
	if e.DefaultRegion != nil {
		region = *e.DefaultRegion
	}
	n, err := NormalizePhone(strings.TrimSpace(*e.Number), region)
	if err != nil {
		c.Add(prefix+"number", "%s", err.Error())
	}
	return n
}

// replaceEntries makes entries the book's numbers, in order. An entry given
// with the id of one of the book's entries keeps it; an entry a call
// transfer dials may not be dropped. The input has been checked.
func (s *Service) replaceEntries(ctx context.Context, tx pgx.Tx, orgID, bookID uuid.UUID, entries []PhoneBookEntryInput) error {
	current, err := entryIDs(ctx, tx, orgID, bookID)
	if err != nil {
		return err
	}
	kept := map[uuid.UUID]bool{}
	for _, e := range entries {
		if id, ok := entryID(e); ok && current[id] {
			kept[id] = true
		}
	}
	var dropped []uuid.UUID
	for id := range current {
		if !kept[id] {
			dropped = append(dropped, id)
		}
	}
	if err := s.refuseDialled(ctx, tx, orgID, dropped); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `DELETE FROM phone_book_entries WHERE organization_id = $1 AND book_id = $2`, orgID, bookID); err != nil {
		return db.Wrap("replace phone book entries", err)
	}
	rows := make([][]any, len(entries))
	for i, e := range entries {
		id := ids.New()
		if given, ok := entryID(e); ok && current[given] {
			id = given
		}
		c := &checker{}
		number := checkEntry(c, "", e, true)
		label := ""
		if e.Label != nil {
			label = *e.Label
		}
		rows[i] = []any{id, orgID, bookID, number, label, i}
	}
	_, err = tx.CopyFrom(ctx, pgx.Identifier{"phone_book_entries"}, []string{"id", "organization_id", "book_id", "number", "label", "position"}, pgx.CopyFromRows(rows))
	return db.Wrap("replace phone book entries", err)
}

func entryIDs(ctx context.Context, q db.Querier, orgID, bookID uuid.UUID) (map[uuid.UUID]bool, error) {
	rows, err := q.Query(ctx, `SELECT id FROM phone_book_entries WHERE organization_id = $1 AND book_id = $2`, orgID, bookID)
	if err != nil {
		return nil, db.Wrap("phone book entries", err)
	}
	list, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
	if err != nil {
		return nil, db.Wrap("phone book entries", err)
	}
	out := make(map[uuid.UUID]bool, len(list))
	for _, id := range list {
		out[id] = true
	}
	return out, nil
}

func (s *Service) loadEntries(ctx context.Context, q db.Querier, orgID uuid.UUID, books []PhoneBook) error {
	at := make(map[uuid.UUID]int, len(books))
	idList := make([]uuid.UUID, len(books))
	for i, b := range books {
		at[b.ID] = i
		idList[i] = b.ID
	}
	rows, err := q.Query(ctx, `SELECT book_id, id, number, label FROM phone_book_entries
		WHERE organization_id = $1 AND book_id = ANY($2) ORDER BY book_id, position, id`, orgID, idList)
	if err != nil {
		return db.Wrap("phone book entries", err)
	}
	defer rows.Close()
	for rows.Next() {
		var book uuid.UUID
		var e PhoneBookEntry
		if err := rows.Scan(&book, &e.ID, &e.Number, &e.Label); err != nil {
			return db.Wrap("phone book entries", err)
		}
		books[at[book]].Entries = append(books[at[book]].Entries, e)
	}
	return db.Wrap("phone book entries", rows.Err())
}

func copyEntries(ctx context.Context, tx pgx.Tx, orgID, from, to uuid.UUID) error {
	rows, err := tx.Query(ctx, `SELECT number, label, position FROM phone_book_entries WHERE organization_id = $1 AND book_id = $2`, orgID, from)
	if err != nil {
		return db.Wrap("copy phone book entries", err)
	}
	copies, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) ([]any, error) {
		var number, label string
		var position int
		err := r.Scan(&number, &label, &position)
		return []any{ids.New(), orgID, to, number, label, position}, err
	})
	if err != nil {
		return db.Wrap("copy phone book entries", err)
	}
	_, err = tx.CopyFrom(ctx, pgx.Identifier{"phone_book_entries"}, []string{"id", "organization_id", "book_id", "number", "label", "position"}, pgx.CopyFromRows(copies))
	return db.Wrap("copy phone book entries", err)
}

// refuseDialledEntries keeps a book whose entries a call transfer dials.
func (s *Service) refuseDialledEntries(ctx context.Context, tx pgx.Tx, orgID, bookID uuid.UUID) error {
	current, err := entryIDs(ctx, tx, orgID, bookID)
	if err != nil {
		return err
	}
	list := make([]uuid.UUID, 0, len(current))
	for id := range current {
		list = append(list, id)
	}
	return s.refuseDialled(ctx, tx, orgID, list)
}

// refuseDialled is a Conflict naming the call transfers that dial one of
// the entries.
func (s *Service) refuseDialled(ctx context.Context, q db.Querier, orgID uuid.UUID, entries []uuid.UUID) error {
	if len(entries) == 0 {
		return nil
	}
	strs := make([]string, len(entries))
	for i, id := range entries {
		strs[i] = id.String()
	}
	rows, err := q.Query(ctx, `SELECT id, name FROM actions WHERE organization_id = $1 AND kind = 'call_transfer'
		AND config->>'destination_type' = 'phone_book_entry' AND config->>'destination' = ANY($2) ORDER BY name, id`, orgID, strs)
	if err != nil {
		return db.Wrap("call transfers dialling entries", err)
	}
	type ref struct {
		ID   uuid.UUID
		Name string
	}
	refs, err := pgx.CollectRows(rows, pgx.RowToStructByPos[ref])
	if err != nil {
		return db.Wrap("call transfers dialling entries", err)
	}
	if len(refs) == 0 {
		return nil
	}
	names := make([]string, len(refs))
	for i, r := range refs {
		names[i] = fmt.Sprintf("%q (%s)", r.Name, r.ID)
	}
	return apperr.Conflictf("phone book entries are dialled by call transfers: %s; point them elsewhere first", strings.Join(names, ", "))
}

// lockBook locks a phone book for an entry change.
func (s *Service) lockBook(ctx context.Context, tx pgx.Tx, orgID, bookID uuid.UUID) (stored, error) {
	return s.PhoneBooks.get(ctx, tx, orgID, bookID, true)
}

// AddEntry adds a number at the end of a phone book. Errors: Invalid
// (number, label, default_region), NotFound (the book), Conflict (the book
// is full), Forbidden.
func (s *Service) AddEntry(ctx context.Context, bookID uuid.UUID, in PhoneBookEntryInput) (PhoneBookEntry, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return PhoneBookEntry{}, err
	}
	c := &checker{}
	in.ID = nil
	number := checkEntry(c, "", in, true)
	if err := c.Err(); err != nil {
		return PhoneBookEntry{}, err
	}
	e := PhoneBookEntry{ID: ids.New(), Number: number}
	if in.Label != nil {
		e.Label = *in.Label
	}
	return db.InTx(ctx, s.pool, "add phone book entry", func(tx pgx.Tx) (PhoneBookEntry, error) {
		if _, err := s.lockBook(ctx, tx, orgID, bookID); err != nil {
			return e, err
		}
		var count, next int
		if err := tx.QueryRow(ctx, `SELECT count(*), coalesce(max(position) + 1, 0) FROM phone_book_entries WHERE organization_id = $1 AND book_id = $2`,
			orgID, bookID).Scan(&count, &next); err != nil {
			return e, db.Wrap("add phone book entry", err)
		}
		if count >= maxEntries {
			return e, apperr.Conflictf("phone book %s already holds %d entries, the most a book may hold", bookID, maxEntries)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO phone_book_entries (id, organization_id, book_id, number, label, position) VALUES ($1, $2, $3, $4, $5, $6)`,
			e.ID, orgID, bookID, e.Number, e.Label, next); err != nil {
			return e, db.Wrap("add phone book entry", err)
		}
		if err := touch(ctx, tx, orgID, bookID); err != nil {
			return e, err
		}
		return e, audit.Record(ctx, tx, audit.Entry{Action: "phone_book.entry_added", TargetType: KindPhoneBook, TargetID: bookID.String(), After: e})
	})
}

// UpdateEntry changes the given fields of an entry. Errors: Invalid,
// NotFound (book or entry), Forbidden.
func (s *Service) UpdateEntry(ctx context.Context, bookID, entryID uuid.UUID, in PhoneBookEntryInput) (PhoneBookEntry, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return PhoneBookEntry{}, err
	}
	c := &checker{}
	in.ID = nil
	number := checkEntry(c, "", in, false)
	if err := c.Err(); err != nil {
		return PhoneBookEntry{}, err
	}
	return db.InTx(ctx, s.pool, "update phone book entry", func(tx pgx.Tx) (PhoneBookEntry, error) {
		if _, err := s.lockBook(ctx, tx, orgID, bookID); err != nil {
			return PhoneBookEntry{}, err
		}
		var before PhoneBookEntry
		err := tx.QueryRow(ctx, `SELECT id, number, label FROM phone_book_entries WHERE organization_id = $1 AND book_id = $2 AND id = $3`,
			orgID, bookID, entryID).Scan(&before.ID, &before.Number, &before.Label)
		if err == pgx.ErrNoRows {
			return before, apperr.NotFoundf("phone book entry %s not found", entryID)
		}
		if err != nil {
			return before, db.Wrap("update phone book entry", err)
		}
		after := before
		if in.Number != nil {
			after.Number = number
		}
		if in.Label != nil {
			after.Label = *in.Label
		}
		if _, err := tx.Exec(ctx, `UPDATE phone_book_entries SET number = $3, label = $4 WHERE organization_id = $1 AND id = $2`,
			orgID, entryID, after.Number, after.Label); err != nil {
			return after, db.Wrap("update phone book entry", err)
		}
		if err := touch(ctx, tx, orgID, bookID); err != nil {
			return after, err
		}
		return after, audit.Record(ctx, tx, audit.Entry{Action: "phone_book.entry_updated", TargetType: KindPhoneBook, TargetID: bookID.String(), Before: before, After: after})
	})
}

// DeleteEntry removes an entry no call transfer dials. Errors: NotFound,
// Conflict (naming the transfers), Forbidden.
func (s *Service) DeleteEntry(ctx context.Context, bookID, entryID uuid.UUID) error {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return err
	}
	_, err = db.InTx(ctx, s.pool, "delete phone book entry", func(tx pgx.Tx) (struct{}, error) {
		if _, err := s.lockBook(ctx, tx, orgID, bookID); err != nil {
			return struct{}{}, err
		}
		var before PhoneBookEntry
		err := tx.QueryRow(ctx, `SELECT id, number, label FROM phone_book_entries WHERE organization_id = $1 AND book_id = $2 AND id = $3`,
			orgID, bookID, entryID).Scan(&before.ID, &before.Number, &before.Label)
		if err == pgx.ErrNoRows {
			return struct{}{}, apperr.NotFoundf("phone book entry %s not found", entryID)
		}
		if err != nil {
			return struct{}{}, db.Wrap("delete phone book entry", err)
		}
		if err := s.refuseDialled(ctx, tx, orgID, []uuid.UUID{entryID}); err != nil {
			return struct{}{}, err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM phone_book_entries WHERE organization_id = $1 AND id = $2`, orgID, entryID); err != nil {
			return struct{}{}, db.Wrap("delete phone book entry", err)
		}
		if err := touch(ctx, tx, orgID, bookID); err != nil {
			return struct{}{}, err
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "phone_book.entry_deleted", TargetType: KindPhoneBook, TargetID: bookID.String(), Before: before})
	})
	return err
}

// ReplaceEntries makes entries the book's numbers in one transaction: a bad
// entry replaces nothing. Errors: Invalid (entries[i].number...), NotFound,
// Conflict (a dropped entry is dialled), Forbidden.
func (s *Service) ReplaceEntries(ctx context.Context, bookID uuid.UUID, entries []PhoneBookEntryInput) (PhoneBook, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return PhoneBook{}, err
	}
	c := &checker{}
	if entries == nil {
		c.Add("entries", "is required: the whole list of entries (may be empty)")
	}
	checkEntries(c, entries)
	if err := c.Err(); err != nil {
		return PhoneBook{}, err
	}
	_, err = db.InTx(ctx, s.pool, "replace phone book entries", func(tx pgx.Tx) (struct{}, error) {
		if _, err := s.lockBook(ctx, tx, orgID, bookID); err != nil {
			return struct{}{}, err
		}
		if err := s.replaceEntries(ctx, tx, orgID, bookID, entries); err != nil {
			return struct{}{}, err
		}
		if err := touch(ctx, tx, orgID, bookID); err != nil {
			return struct{}{}, err
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "phone_book.entries_replaced", TargetType: KindPhoneBook, TargetID: bookID.String(),
			After: map[string]int{"entries": len(entries)}})
	})
	if err != nil {
		return PhoneBook{}, err
	}
	return s.PhoneBooks.read(ctx, orgID, bookID)
}

func touch(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID) error {
	_, err := tx.Exec(ctx, `UPDATE actions SET updated_at = now() WHERE organization_id = $1 AND id = $2`, orgID, id)
	return db.Wrap("touch action", err)
}
