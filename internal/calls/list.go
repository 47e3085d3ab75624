package calls

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
)

// List limits.
const (
	DefaultListLimit = 50
	MaxListLimit     = 200
	MaxSearchLength  = 200 // characters of a search query
)

// Include values of a list: what heavy parts each item carries.
const (
	IncludeTranscript = "transcript" // transcript and post_call
	IncludeActions    = "actions"    // actions
)

// ListFilter selects and pages the caller's calls. Zero values mean "any".
// Limit 0 means DefaultListLimit. Cursor "" is offset mode; "start" or a
// next_cursor value is cursor mode.
type ListFilter struct {
	AgentID string   // a UUID; the agent must be the caller's
	Status  string   // one of Statuses
	Channel string   // one of Channels
	Search  string   // full text over the transcript and the numbers; offset mode only
	Include []string // IncludeTranscript, IncludeActions; each value may be comma-separated
	Limit   int
	Offset  int
	Cursor  string
}

// SessionFilter is the backoffice's call history filter: ListFilter plus the
// direction and a creation-time range (From inclusive, To exclusive).
type SessionFilter struct {
	ListFilter
	Direction string // inbound | outbound
	From, To  time.Time
}

// List returns a page of the caller's calls, newest first (created_at, then
// id, both descending). In offset mode the envelope carries the exact total;
// in cursor mode it walks a keyset at constant cost per page and is stable
// while calls are created. Errors: Invalid (a filter, limit, offset, include
// or cursor, named), NotFound (agent_id of no agent of the organization),
// Forbidden (scope calls:read).
func (s *Service) List(ctx context.Context, f ListFilter) (page.List[Call], error) {
	return s.list(ctx, SessionFilter{ListFilter: f})
}

// ListSessions is List for the backoffice call history, with the direction
// and creation-time filters; a viewer may read it. Errors: as List.
func (s *Service) ListSessions(ctx context.Context, f SessionFilter) (page.List[Call], error) {
	return s.list(ctx, f)
}

// GetSession returns one call of the backoffice call history with its
// transcript, actions and post-call outcome. Errors: NotFound (also another
// organization's call), Forbidden.
func (s *Service) GetSession(ctx context.Context, id uuid.UUID) (Call, error) {
	return s.Get(ctx, id)
}

// listQuery is a validated filter.
type listQuery struct {
	orgID     uuid.UUID
	agentID   uuid.UUID // the filter's agent, when hasAgent
	hasAgent  bool      // an agent_id was given (even the nil UUID, which then matches no agent: 404)
	status    string
	channel   string
	direction string
	from, to  time.Time
	search    string
	include   include
	limit     int
	offset    int
	cursor    string
}

func (s *Service) list(ctx context.Context, f SessionFilter) (page.List[Call], error) {
	orgID, err := auth.Authorize(ctx, auth.ReadCalls)
	if err != nil {
		return page.List[Call]{}, err
	}
	q, err := validate(orgID, f)
	if err != nil {
		return page.List[Call]{}, err
	}
	if q.hasAgent {
		ok, err := s.agents.Exists(ctx, orgID, q.agentID)
		if err != nil {
			return page.List[Call]{}, err
		}
		if !ok {
			return page.List[Call]{}, apperr.NotFoundf("agent %s not found", q.agentID)
		}
	}
	if q.cursor != "" {
		return s.listByCursor(ctx, q)
	}
	return s.listByOffset(ctx, q)
}

func validate(orgID uuid.UUID, f SessionFilter) (listQuery, error) {
	q := listQuery{orgID: orgID, status: f.Status, channel: f.Channel, direction: f.Direction,
		search: strings.TrimSpace(f.Search), limit: f.Limit, offset: f.Offset, cursor: f.Cursor}
	if f.AgentID != "" {
		id, err := ids.ParseField(f.AgentID, "agent_id")
		if err != nil {
			return q, err
		}
		q.agentID, q.hasAgent = id, true
	}
	for _, c := range []struct {
		field, value string
		allowed      []string
	}{{"status", f.Status, Statuses}, {"channel", f.Channel, Channels}, {"direction", f.Direction, Directions}} {
		if c.value != "" {
			if err := apperr.OneOf(c.field, c.value, c.allowed); err != nil {
				return q, err
			}
		}
	}
	if !f.From.IsZero() {
		q.from = f.From.UTC().Truncate(time.Microsecond)
	}
	if !f.To.IsZero() {
		q.to = f.To.UTC().Truncate(time.Microsecond)
	}
	if !q.from.IsZero() && !q.to.IsZero() && !q.from.Before(q.to) {
		return q, apperr.Field("created_to", "must be after created_from")
	}
	if f.Search != "" && q.search == "" {
		return q, apperr.Field("search", "must hold some text")
	}
	if !utf8.ValidString(q.search) || strings.ContainsRune(q.search, 0) || utf8.RuneCountInString(q.search) > MaxSearchLength {
		return q, apperr.Field("search", fmt.Sprintf("must be valid UTF-8 of at most %d characters", MaxSearchLength))
	}
	inc, err := parseInclude(f.Include)
	if err != nil {
		return q, err
	}
	q.include = inc
	if q.limit == 0 {
		q.limit = DefaultListLimit
	}
	if q.limit < 1 || q.limit > MaxListLimit {
		return q, apperr.Field("limit", fmt.Sprintf("must be an integer from 1 to %d", MaxListLimit))
	}
	if q.offset < 0 {
		return q, apperr.Field("offset", "must be an integer of 0 or more")
	}
	if q.cursor != "" {
		if q.search != "" {
			return q, apperr.Field("search", "is not supported in cursor mode; use limit and offset")
		}
		if q.offset != 0 {
			return q, apperr.Invalidf("use either offset or cursor, not both")
		}
	}
	return q, nil
}

// parseInclude reads include values, each a comma-separated list.
func parseInclude(values []string) (include, error) {
	var in include
	for _, v := range values {
		for _, tok := range strings.Split(v, ",") {
			switch strings.TrimSpace(tok) {
			case "":
			case IncludeTranscript:
				in.transcript, in.postCall = true, true
			case IncludeActions:
				in.actions = true
			default:
				return in, apperr.Field("include", fmt.Sprintf("unknown value %q; allowed: %s, %s", strings.TrimSpace(tok), IncludeTranscript, IncludeActions))
			}
		}
	}
	return in, nil
}

// where builds the conditions shared by both modes. Each condition is on a
// column of one of the (organization_id, ..., created_at, id) indexes, or on
// search_tsv next to organization_id for the GIN index.
func (q listQuery) where() ([]string, []any) {
	conds := []string{"c.organization_id = $1"}
	args := []any{q.orgID}
	add := func(format string, v any) {
		args = append(args, v)
		conds = append(conds, fmt.Sprintf(format, len(args)))
	}
	if q.hasAgent {
		add("c.agent_id = $%d", q.agentID)
	}
	if q.status != "" {
		add("c.status = $%d", q.status)
	}
	if q.channel != "" {
		add("c.channel = $%d", q.channel)
	}
	if q.direction != "" {
		add("c.direction = $%d", q.direction)
	}
	if !q.from.IsZero() {
		add("c.created_at >= $%d", q.from)
	}
	if !q.to.IsZero() {
		add("c.created_at < $%d", q.to)
	}
	return conds, args
}

func (q listQuery) columns() string {
	if q.include.any() {
		return callColumns + detailColumns
	}
	return callColumns
}

// listByOffset answers offset mode: the exact total and the page, read in one
// repeatable-read snapshot so they agree.
func (s *Service) listByOffset(ctx context.Context, q listQuery) (page.List[Call], error) {
	conds, args := q.where()
	var tsq string
	if q.search != "" {
		var empty bool
		var err error
		if tsq, empty, err = s.parseSearch(ctx, q.search); err != nil {
			return page.List[Call]{}, err
		}
		if empty {
			// Only stopwords or punctuation: nothing can match.
			return page.Offset([]Call{}, 0, q.limit, q.offset), nil
		}
	}
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return page.List[Call]{}, db.Wrap("list calls", err)
	}
	defer tx.Rollback(ctx)
	var (
		total int64
		items = []Call{}
	)
	if q.search != "" {
		total, items, err = s.searchPage(ctx, tx, q, conds, args, tsq)
	} else {
		total, items, err = s.filterPage(ctx, tx, q, conds, args)
	}
	if err != nil {
		return page.List[Call]{}, err
	}
	if err := tx.Commit(ctx); err != nil {
		return page.List[Call]{}, db.Wrap("list calls", err)
	}
	return page.Offset(items, total, q.limit, q.offset), nil
}

// filterPage counts on the btree index that matches the filters (an
// index-only scan for agent and status), then reads the page: the skipped
// rows are passed over in the index alone (id and created_at are in it) and
// only the page's rows are read from the table.
func (s *Service) filterPage(ctx context.Context, tx pgx.Tx, q listQuery, conds []string, args []any) (int64, []Call, error) {
	cond := strings.Join(conds, " AND ")
	var total int64
	if err := tx.QueryRow(ctx, "SELECT count(*) FROM calls c WHERE "+cond, args...).Scan(&total); err != nil {
		return 0, nil, db.Wrap("count calls", err)
	}
	if int64(q.offset) >= total {
		return total, []Call{}, nil
	}
	args = append(args, q.limit, q.offset)
	sql := fmt.Sprintf(`SELECT %s FROM (SELECT c.id FROM calls c WHERE %s ORDER BY c.created_at DESC, c.id DESC LIMIT $%d OFFSET $%d) p
		JOIN calls c ON c.id = p.id AND c.organization_id = $1 ORDER BY c.created_at DESC, c.id DESC`,
		q.columns(), cond, len(args)-1, len(args))
	items, err := s.readCalls(ctx, tx, q.include, sql, args)
	return total, items, err
}

// searchSetup keeps a search on the GIN index: a sequential scan would read
// every organization's rows, and an ordered walk of the created_at index that
// filters on search_tsv reads the whole organization when the words are
// rare. The bitmap fits in memory so its heap visits need no recheck.
const searchSetup = `SET LOCAL enable_seqscan = off; SET LOCAL work_mem = '32MB'`

// searchPageSQL collects the matches once from the GIN index (id and
// created_at only), then counts them and picks the page's ids from the same
// set: one pass over the matches, whatever the words' frequency.
const searchPageSQL = `WITH m AS MATERIALIZED (SELECT c.id, c.created_at FROM calls c WHERE %s),
	p AS (SELECT id, created_at FROM m ORDER BY created_at DESC, id DESC LIMIT $%d OFFSET $%d)
	SELECT (SELECT count(*) FROM m), coalesce(array_agg(p.id ORDER BY p.created_at DESC, p.id DESC), '{}') FROM p`

// searchPage answers a search in offset mode: the exact total and the page.
// Its cost grows with the number of matches (it reads each once), not with
// the organization's size.
func (s *Service) searchPage(ctx context.Context, tx pgx.Tx, q listQuery, conds []string, args []any, tsq string) (int64, []Call, error) {
	if _, err := tx.Exec(ctx, searchSetup); err != nil {
		return 0, nil, db.Wrap("search calls", err)
	}
	args = append(args, tsq)
	conds = append(conds, fmt.Sprintf("c.search_tsv @@ $%d::tsquery", len(args)))
	args = append(args, q.limit, q.offset)
	var (
		total int64
		ids   []uuid.UUID
	)
	sql := fmt.Sprintf(searchPageSQL, strings.Join(conds, " AND "), len(args)-1, len(args))
	if err := tx.QueryRow(ctx, sql, args...).Scan(&total, &ids); err != nil {
		return 0, nil, db.Wrap("search calls", err)
	}
	if len(ids) == 0 {
		return total, []Call{}, nil
	}
	items, err := s.readCalls(ctx, tx, q.include,
		`SELECT `+q.columns()+` FROM calls c WHERE c.organization_id = $1 AND c.id = ANY($2) ORDER BY c.created_at DESC, c.id DESC`,
		[]any{q.orgID, ids})
	return total, items, err
}

// listByCursor answers cursor mode: a keyset walk down (created_at, id) with
// no OFFSET and no count. Rows created after the walk began sort before its
// position and are never reached, so an export sees every call that existed
// when it started exactly once.
func (s *Service) listByCursor(ctx context.Context, q listQuery) (page.List[Call], error) {
	conds, args := q.where()
	key := q.filterKey()
	if q.cursor != "start" {
		pos, err := decodeCursor(q.cursor, key)
		if err != nil {
			return page.List[Call]{}, err
		}
		args = append(args, pos.at(), pos.ID)
		conds = append(conds, fmt.Sprintf("(c.created_at, c.id) < ($%d, $%d)", len(args)-1, len(args)))
	}
	args = append(args, q.limit+1)
	sql := fmt.Sprintf("SELECT %s FROM calls c WHERE %s ORDER BY c.created_at DESC, c.id DESC LIMIT $%d",
		q.columns(), strings.Join(conds, " AND "), len(args))
	items, err := s.readCalls(ctx, s.pool, q.include, sql, args)
	if err != nil {
		return page.List[Call]{}, err
	}
	next := ""
	if len(items) > q.limit {
		items = items[:q.limit]
		last := items[len(items)-1]
		next = encodeCursor(last.CreatedAt, last.ID, key)
	}
	return page.Cursor(items, q.limit, next), nil
}

type rowQuerier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

func (s *Service) readCalls(ctx context.Context, qr rowQuerier, in include, sql string, args []any) ([]Call, error) {
	rows, err := qr.Query(ctx, sql, args...)
	if err != nil {
		return nil, db.Wrap("list calls", err)
	}
	items, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Call, error) { return scanCall(r, in) })
	if err != nil {
		return nil, db.Wrap("list calls", err)
	}
	if items == nil {
		items = []Call{}
	}
	return items, nil
}

// phoneLike is a query that is only a phone number, e.g. "+55 (11) 98765-4321".
var phoneLike = regexp.MustCompile(`^\+?\(?[0-9][0-9 ().-]*$`)

// searchSQL parses a query with both languages' configurations (stemming and
// accents as the search vector was built) and, when the query looks like a
// phone number, adds its digits as a prefix match on the numbers part of the
// vector. The parsed query goes back as text, so the list query compares
// search_tsv with a constant and the planner uses the GIN index on
// (organization_id, search_tsv).
const searchSQL = `SELECT q::text, numnode(q) FROM (
	SELECT websearch_to_tsquery('calls_pt', $1) || websearch_to_tsquery('calls_en', $1)
		|| CASE WHEN $2::text = '' THEN ''::tsquery ELSE to_tsquery('simple', $2::text) END AS q) s`

// MinPhoneDigits is the fewest digits a phone-number search matches on.
const MinPhoneDigits = 4

// parseSearch returns the text form of the query's tsquery, or empty when the
// query holds no searchable word (only stopwords or punctuation).
func (s *Service) parseSearch(ctx context.Context, search string) (string, bool, error) {
	digits := ""
	if phoneLike.MatchString(search) {
		d := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, search)
		if len(d) >= MinPhoneDigits {
			digits = d + ":*"
		}
	}
	var tsq string
	var nodes int
	if err := s.pool.QueryRow(ctx, searchSQL, search, digits).Scan(&tsq, &nodes); err != nil {
		return "", false, db.Wrap("parse search", err)
	}
	return tsq, nodes == 0, nil
}

// cursorPos is the keyset position a next_cursor encodes: the last item's
// created_at (microseconds since the epoch) and id, the fingerprint of the
// filters it was issued for, and a checksum over all three so an edited
// cursor is refused. The cursor grants nothing: every page is still filtered
// by the caller's organization.
type cursorPos struct {
	T  int64     `json:"t"`
	ID uuid.UUID `json:"i"`
	F  string    `json:"f"`
	S  string    `json:"s"`
}

func (p cursorPos) at() time.Time { return time.UnixMicro(p.T).UTC() }

// Bounds of a decoded position: PostgreSQL timestamps from 1970 up to 9999.
var (
	minCursorMicros = int64(0)
	maxCursorMicros = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC).UnixMicro() - 1
)

func checksum(t int64, id uuid.UUID, filterKey string) string {
	h := sha256.Sum256([]byte("calls.cursor.v1\x00" + strconv.FormatInt(t, 10) + "\x00" + id.String() + "\x00" + filterKey))
	return base64.RawURLEncoding.EncodeToString(h[:9])
}

func encodeCursor(created time.Time, id uuid.UUID, filterKey string) string {
	t := created.UnixMicro()
	return page.EncodeCursor(cursorPos{T: t, ID: id, F: filterKey, S: checksum(t, id, filterKey)})
}

// decodeCursor reads a next_cursor issued for the filters of filterKey.
// Errors: Invalid naming cursor (malformed, edited, or issued for other
// filters).
func decodeCursor(s, filterKey string) (cursorPos, error) {
	var p cursorPos
	if err := page.DecodeCursor(s, &p); err != nil {
		return cursorPos{}, err
	}
	if p.S != checksum(p.T, p.ID, p.F) || p.ID == uuid.Nil || p.T < minCursorMicros || p.T > maxCursorMicros {
		return cursorPos{}, apperr.Field("cursor", "malformed cursor")
	}
	if p.F != filterKey {
		return cursorPos{}, apperr.Field("cursor", "was issued for other filters; keep agent_id, status and channel as they were, or start again with cursor=start")
	}
	return p, nil
}

// filterKey fingerprints the filters a cursor walks, so a cursor reused with
// other filters is refused instead of silently paging another list.
func (q listQuery) filterKey() string {
	var b strings.Builder
	fmt.Fprintf(&b, "a=%s|s=%s|c=%s|d=%s", q.agentID, q.status, q.channel, q.direction)
	if !q.from.IsZero() {
		fmt.Fprintf(&b, "|from=%d", q.from.UnixMicro())
	}
	if !q.to.IsZero() {
		fmt.Fprintf(&b, "|to=%d", q.to.UnixMicro())
	}
	h := sha256.Sum256([]byte(b.String()))
	return base64.RawURLEncoding.EncodeToString(h[:6])
}
