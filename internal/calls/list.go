package calls

import (
	"context"
	"crypto/hmac"
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
	AgentID string // a UUID; the agent must be the caller's
	Status  string // one of Statuses
	Channel string // one of Channels
	// CreatedAfter (inclusive) and CreatedBefore (exclusive) bound the
	// creation time; zero = unbounded. After must be before Before.
	CreatedAfter, CreatedBefore time.Time
	Search                      string   // full text over the transcript and the numbers; offset mode only
	Include                     []string // IncludeTranscript, IncludeActions; each value may be comma-separated
	Limit                       int
	Offset                      int
	Cursor                      string
}

// SessionFilter is the backoffice's call history filter: ListFilter plus the
// direction and a creation-time range (From inclusive, To exclusive; the
// backoffice's names for CreatedAfter and CreatedBefore, which win when set).
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
	from, fromField, to, toField := f.From, "created_from", f.To, "created_to"
	if !f.CreatedAfter.IsZero() {
		from, fromField = f.CreatedAfter, "created_after"
	}
	if !f.CreatedBefore.IsZero() {
		to, toField = f.CreatedBefore, "created_before"
	}
	for _, b := range []struct {
		field string
		t     time.Time
		into  *time.Time
	}{{fromField, from, &q.from}, {toField, to, &q.to}} {
		if b.t.IsZero() {
			continue
		}
		t := b.t.UTC().Truncate(time.Microsecond)
		if t.Before(minCreated) || t.After(maxCreated) {
			return q, apperr.Field(b.field, "must be a date-time from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z")
		}
		*b.into = t
	}
	if !q.from.IsZero() && !q.to.IsZero() && !q.from.Before(q.to) {
		return q, apperr.Field(toField, "must be later than "+fromField)
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

// Bounds of a creation-time filter: what a cursor position can hold.
var (
	minCreated = time.Unix(0, 0).UTC()
	maxCreated = time.Date(9999, 12, 31, 23, 59, 59, 999999000, time.UTC)
)

// where builds the conditions shared by both modes. Each condition is on a
// column of one of the (organization_id, ..., created_at, id) indexes.
func (q listQuery) where() ([]string, []any) {
	return q.whereOn("c.organization_id", "c.created_at")
}

// joinsCalls reports whether a filter needs a column only calls holds (a
// search reads call_search and joins calls only then).
func (q listQuery) joinsCalls() bool {
	return q.hasAgent || q.status != "" || q.channel != "" || q.direction != ""
}

// whereOn is where with the organization and creation time read from the
// given columns, the other filters from calls c.
func (q listQuery) whereOn(orgCol, createdCol string) ([]string, []any) {
	conds := []string{orgCol + " = $1"}
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
		add(createdCol+" >= $%d", q.from)
	}
	if !q.to.IsZero() {
		add(createdCol+" < $%d", q.to)
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
	type result struct {
		total int64
		items []Call
	}
	r, err := db.InTxOptions(ctx, s.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, "list calls",
		func(tx pgx.Tx) (result, error) {
			var r result
			var err error
			if q.search != "" {
				r.total, r.items, err = s.searchPage(ctx, tx, q, tsq)
			} else {
				r.total, r.items, err = s.filterPage(ctx, tx, q, conds, args)
			}
			return r, err
		})
	if err != nil {
		return page.List[Call]{}, err
	}
	return page.Offset(r.items, r.total, q.limit, q.offset), nil
}

// filterPage takes the total from the daily counts (see total), then reads
// the page: the skipped rows are passed over in the index that matches the
// filters alone (id and created_at are in it), from whichever end is nearer,
// and only the page's rows are read from the table.
func (s *Service) filterPage(ctx context.Context, tx pgx.Tx, q listQuery, conds []string, args []any) (int64, []Call, error) {
	cond := strings.Join(conds, " AND ")
	total, err := q.total(ctx, tx)
	if err != nil {
		return 0, nil, db.Wrap("count calls", err)
	}
	if int64(q.offset) >= total {
		return total, []Call{}, nil
	}
	if walk, found, err := q.walkBounds(ctx, tx); err != nil || !found {
		return total, []Call{}, err
	} else if walk != q {
		conds, args = walk.where()
		cond = strings.Join(conds, " AND ")
	}
	// A page in the second half is skipped to from the other end: the exact
	// total, from the same snapshot, says how many rows lie after it, and the
	// index is walked backwards, oldest first. The last page of a million
	// costs what the first does; the middle is the worst case.
	limit, offset, order := int64(q.limit), int64(q.offset), "DESC"
	if offset > total/2 {
		offset, order = total-offset-limit, "ASC"
		if offset < 0 {
			limit, offset = limit+offset, 0
		}
	}
	args = append(args, limit, offset)
	sql := fmt.Sprintf(`SELECT %s FROM (SELECT c.id FROM calls c WHERE %s ORDER BY c.created_at %s, c.id %s LIMIT $%d OFFSET $%d) p
		JOIN calls c ON c.id = p.id AND c.organization_id = $1 ORDER BY c.created_at DESC, c.id DESC`,
		q.columns(), cond, order, order, len(args)-1, len(args))
	items, err := s.readCalls(ctx, tx, q.include, sql, args)
	return total, items, err
}

// total counts the calls matching q's filters (every filter but search) in
// the transaction's snapshot. The whole UTC days of the creation range are
// summed from call_counts_daily, which the service keeps exact in the same
// transaction as each call change; only the partial days at the ends of the
// range (a created_after or created_before that is not midnight UTC) are
// counted in calls, on the index of the filters. So an unfiltered total of a
// million calls sums a few thousand rows instead of counting a million.
func (q listQuery) total(ctx context.Context, tx pgx.Tx) (int64, error) {
	dayFrom, dayTo := time.Time{}, time.Time{} // whole days [dayFrom, dayTo); zero = unbounded
	if !q.from.IsZero() {
		dayFrom = q.from.Truncate(24 * time.Hour)
		if dayFrom.Before(q.from) {
			dayFrom = dayFrom.Add(24 * time.Hour)
		}
	}
	if !q.to.IsZero() {
		dayTo = q.to.Truncate(24 * time.Hour)
	}
	if !dayFrom.IsZero() && !dayTo.IsZero() && !dayFrom.Before(dayTo) {
		// No whole day in the range: count its rows.
		return q.countRows(ctx, tx, q.from, q.to)
	}
	var total int64
	if !q.from.IsZero() && q.from.Before(dayFrom) {
		n, err := q.countRows(ctx, tx, q.from, dayFrom)
		if err != nil {
			return 0, err
		}
		total += n
	}
	if !q.to.IsZero() && dayTo.Before(q.to) {
		n, err := q.countRows(ctx, tx, dayTo, q.to)
		if err != nil {
			return 0, err
		}
		total += n
	}
	conds, args := q.countConds(dayFrom, dayTo)
	var days int64
	if err := tx.QueryRow(ctx, "SELECT coalesce(sum(s.count), 0)::bigint FROM call_counts_daily s WHERE "+strings.Join(conds, " AND "), args...).Scan(&days); err != nil {
		return 0, err
	}
	return total + days, nil
}

// countConds selects the call_counts_daily rows s of q's filters and of the
// days [dayFrom, dayTo) (zero = unbounded).
func (q listQuery) countConds(dayFrom, dayTo time.Time) ([]string, []any) {
	conds := []string{"s.organization_id = $1"}
	args := []any{q.orgID}
	add := func(format string, v any) {
		args = append(args, v)
		conds = append(conds, fmt.Sprintf(format, len(args)))
	}
	if q.hasAgent {
		add("s.agent_id = $%d", q.agentID)
	}
	if q.status != "" {
		add("s.status = $%d", q.status)
	}
	if q.channel != "" {
		add("s.channel = $%d", q.channel)
	}
	if q.direction != "" {
		add("s.direction = $%d", q.direction)
	}
	if !dayFrom.IsZero() {
		add("s.day >= $%d::date", dayFrom.Format("2006-01-02"))
	}
	if !dayTo.IsZero() {
		add("s.day < $%d::date", dayTo.Format("2006-01-02"))
	}
	return conds, args
}

// walkBounds narrows the creation range a page walks to the UTC days that
// the daily counts say hold matching calls, for the combinations no index
// serves (channel or direction with agent or status): their walk goes down
// the agent or status index checking the rest on each row, and a
// combination that matches nothing (an agent that never used that channel)
// would otherwise read every row of the agent before answering an empty
// page. It reports false when no call matches at all. The filters a cursor
// is bound to are q's, not the narrowed ones.
func (q listQuery) walkBounds(ctx context.Context, qr db.Querier) (listQuery, bool, error) {
	if !((q.channel != "" || q.direction != "") && (q.hasAgent || q.status != "")) {
		return q, true, nil
	}
	dayFrom, dayTo := time.Time{}, time.Time{}
	if !q.from.IsZero() {
		dayFrom = q.from.Truncate(24 * time.Hour)
	}
	if !q.to.IsZero() {
		dayTo = q.to.Add(-time.Microsecond).Truncate(24 * time.Hour).Add(24 * time.Hour)
	}
	conds, args := q.countConds(dayFrom, dayTo)
	var first, last *time.Time
	if err := qr.QueryRow(ctx, "SELECT min(s.day)::timestamp, max(s.day)::timestamp FROM call_counts_daily s WHERE s.count > 0 AND "+
		strings.Join(conds, " AND "), args...).Scan(&first, &last); err != nil {
		return q, false, db.Wrap("list calls", err)
	}
	if first == nil {
		return q, false, nil
	}
	lo, hi := first.UTC(), last.UTC().Add(24*time.Hour)
	if q.from.Before(lo) {
		q.from = lo
	}
	if q.to.IsZero() || hi.Before(q.to) {
		q.to = hi
	}
	return q, true, nil
}

// countRows counts the calls of q's filters created in [from, to).
func (q listQuery) countRows(ctx context.Context, tx pgx.Tx, from, to time.Time) (int64, error) {
	q.from, q.to = from, to
	conds, args := q.where()
	var n int64
	err := tx.QueryRow(ctx, "SELECT count(*) FROM calls c WHERE "+strings.Join(conds, " AND "), args...).Scan(&n)
	return n, err
}

// searchSetup keeps a search on the GIN index: a sequential scan would read
// every organization's rows, and an ordered walk of the created_at index that
// filters on the vector reads the whole organization when the words are
// rare. The bitmap fits in memory so its heap visits need no recheck.
const searchSetup = `SET LOCAL enable_seqscan = off; SET LOCAL work_mem = '32MB'`

// searchPageSQL collects the matches once from the GIN index of the
// call_search side table (call id and created_at only; the vector is not
// read back), then counts them and picks the page's ids from the same set:
// one pass over the matches, whatever the words' frequency. calls is joined
// only for filters it alone holds.
const searchPageSQL = `WITH m AS MATERIALIZED (SELECT s.call_id AS id, s.created_at FROM %s WHERE %s),
	p AS (SELECT id, created_at FROM m ORDER BY created_at DESC, id DESC LIMIT $%d OFFSET $%d)
	SELECT (SELECT count(*) FROM m), coalesce(array_agg(p.id ORDER BY p.created_at DESC, p.id DESC), '{}') FROM p`

// searchPage answers a search in offset mode: the exact total and the page.
// Its cost grows with the number of matches (it reads each once), not with
// the organization's size.
func (s *Service) searchPage(ctx context.Context, tx pgx.Tx, q listQuery, tsq string) (int64, []Call, error) {
	if _, err := tx.Exec(ctx, searchSetup); err != nil {
		return 0, nil, db.Wrap("search calls", err)
	}
	conds, args := q.whereOn("s.organization_id", "s.created_at")
	from := "call_search s"
	if q.joinsCalls() {
		from += " JOIN calls c ON c.id = s.call_id AND c.organization_id = $1"
	}
	args = append(args, tsq)
	conds = append(conds, fmt.Sprintf("s.tsv @@ $%d::tsquery", len(args)))
	args = append(args, q.limit, q.offset)
	var (
		total int64
		ids   []uuid.UUID
	)
	sql := fmt.Sprintf(searchPageSQL, from, strings.Join(conds, " AND "), len(args)-1, len(args))
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
	key := q.filterKey()
	secret, err := s.cursorKey.Key(ctx)
	if err != nil {
		return page.List[Call]{}, err
	}
	var pos cursorPos
	if q.cursor != "start" {
		if pos, err = decodeCursor(secret, q.cursor, key); err != nil {
			return page.List[Call]{}, err
		}
	}
	walk, found, err := q.walkBounds(ctx, s.pool)
	if err != nil {
		return page.List[Call]{}, err
	}
	if !found {
		return page.Cursor([]Call{}, q.limit, ""), nil
	}
	conds, args := walk.where()
	if q.cursor != "start" {
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
		next = encodeCursor(secret, last.CreatedAt, last.ID, key)
	}
	return page.Cursor(items, q.limit, next), nil
}

func (s *Service) readCalls(ctx context.Context, qr db.Querier, in include, sql string, args []any) ([]Call, error) {
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
// call_search.tsv with a constant and the planner uses the GIN index on
// (organization_id, tsv).
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
// filters it was issued for, and an HMAC-SHA256 over all three under the
// platform's cursor key, so a cursor edited in any way (even re-encoded with
// a well-formed checksum) is refused. The cursor grants nothing: every page
// is still filtered by the caller's organization.
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

// signature is the cursor's MAC, truncated to 128 bits.
func signature(secret []byte, t int64, id uuid.UUID, filterKey string) string {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte("calls.cursor.v2\x00" + strconv.FormatInt(t, 10) + "\x00" + id.String() + "\x00" + filterKey))
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil)[:16])
}

func encodeCursor(secret []byte, created time.Time, id uuid.UUID, filterKey string) string {
	t := created.UnixMicro()
	return page.EncodeCursor(cursorPos{T: t, ID: id, F: filterKey, S: signature(secret, t, id, filterKey)})
}

// decodeCursor reads a next_cursor issued for the filters of filterKey.
// Errors: Invalid naming cursor (malformed, not signed by this platform,
// edited, or issued for other filters).
func decodeCursor(secret []byte, s, filterKey string) (cursorPos, error) {
	var p cursorPos
	if err := page.DecodeCursor(s, &p); err != nil {
		return cursorPos{}, err
	}
	if !hmac.Equal([]byte(p.S), []byte(signature(secret, p.T, p.ID, p.F))) {
		return cursorPos{}, apperr.Field("cursor", "is not a cursor this API issued (edited or damaged); follow next_cursor as returned, or start again with cursor=start")
	}
	if p.ID == uuid.Nil || p.T < minCursorMicros || p.T > maxCursorMicros {
		return cursorPos{}, apperr.Field("cursor", "malformed cursor")
	}
	if p.F != filterKey {
		return cursorPos{}, apperr.Field("cursor", "was issued for other filters; keep agent_id, status, channel, created_after and created_before as they were, or start again with cursor=start")
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
