package actions

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// EvaluationsCSVContentType is the export's media type (UTF-8, no BOM).
const EvaluationsCSVContentType = "text/csv; charset=utf-8"

// EvaluationsCSVHeader is the export's first line.
var EvaluationsCSVHeader = []string{"session_id", "agent_id", "evaluation_id", "evaluation_name", "criterion", "type", "passed", "score", "reason", "evaluated_at"}

// DefaultExportWindow is the window when from is absent. Any longer window
// is allowed: rows stream in constant memory.
const DefaultExportWindow = 30 * 24 * time.Hour

// ParseExportWindow reads the export's from (inclusive) and to (exclusive),
// RFC 3339 times. Without to it is now; without from it is 30 days before
// to. A "+" of an offset that reached us as a space (an unencoded query
// string) is read as "+". Errors: a 400 naming from or to when one is not an
// RFC 3339 time, naming from when from is not before to.
func ParseExportWindow(from, to string, now time.Time) (time.Time, time.Time, error) {
	end := now.UTC()
	if to != "" {
		t, err := parseRFC3339(to)
		if err != nil {
			return time.Time{}, time.Time{}, apperr.Field("to", "must be an RFC 3339 time, e.g. 2026-01-31T00:00:00Z")
		}
		end = t
	}
	start := end.Add(-DefaultExportWindow)
	if from != "" {
		t, err := parseRFC3339(from)
		if err != nil {
			return time.Time{}, time.Time{}, apperr.Field("from", "must be an RFC 3339 time, e.g. 2026-01-01T00:00:00Z")
		}
		start = t
	}
	if !start.Before(end) {
		return time.Time{}, time.Time{}, apperr.Field("from", "must be before to")
	}
	return start, end, nil
}

func parseRFC3339(s string) (time.Time, error) {
	if len(s) > 64 {
		return time.Time{}, fmt.Errorf("too long")
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil && strings.Contains(s, " ") {
		t, err = time.Parse(time.RFC3339, strings.ReplaceAll(s, " ", "+"))
	}
	return t.UTC(), err
}

// csvFlushRows is how many rows the export buffers at most before handing
// them to the writer (the CSV writer's own 4 KiB buffer flushes sooner).
const csvFlushRows = 256

// WriteEvaluationsCSV writes the organization's evaluation results with
// from <= evaluated_at < to to w as RFC 4180 CSV (CRLF line ends, quoting
// where needed, no BOM): EvaluationsCSVHeader, then one row per criterion
// result ordered by evaluated_at, session, evaluation and criterion. passed
// is true, false or empty; score a number or empty; evaluated_at RFC 3339
// UTC. Text cells go through GuardCell. Rows stream from the database to w
// as they are read, so memory does not grow with the window. Errors: a 503
// when the database is unreachable; a failing w stops the export with its
// error. Once the header is written an error can only cut the body short:
// an HTTP handler should then abort the response.
func WriteEvaluationsCSV(ctx context.Context, q db.Querier, orgID uuid.UUID, from, to time.Time, w io.Writer) error {
	rows, err := q.Query(ctx, `
		SELECT session_id, agent_id, evaluation_id, evaluation_name, criterion, type, passed, score, reason, evaluated_at
		FROM evaluation_results
		WHERE organization_id = $1 AND evaluated_at >= $2 AND evaluated_at < $3
		ORDER BY evaluated_at, session_id, evaluation_id, criterion`, orgID, from, to)
	if err != nil {
		return db.Wrap("export evaluations", err)
	}
	defer rows.Close()
	cw := csv.NewWriter(w)
	cw.UseCRLF = true
	if err := cw.Write(EvaluationsCSVHeader); err != nil {
		return fmt.Errorf("write evaluations csv: %w", err)
	}
	var (
		sessionID, agentID, evaluationID uuid.UUID
		name, criterion, typ, reason     string
		passed                           *bool
		score                            *int32
		at                               time.Time
		record                           = make([]string, len(EvaluationsCSVHeader))
		timeBuf                          = make([]byte, 0, 40)
	)
	for n := 1; rows.Next(); n++ {
		if err := rows.Scan(&sessionID, &agentID, &evaluationID, &name, &criterion, &typ, &passed, &score, &reason, &at); err != nil {
			return db.Wrap("export evaluations", err)
		}
		record[0], record[1], record[2] = sessionID.String(), agentID.String(), evaluationID.String()
		record[3], record[4], record[5] = GuardCell(name), GuardCell(criterion), GuardCell(typ)
		record[6], record[7] = "", ""
		if passed != nil {
			record[6] = strconv.FormatBool(*passed)
		}
		if score != nil {
			record[7] = strconv.Itoa(int(*score))
		}
		record[8] = GuardCell(reason)
		timeBuf = at.UTC().AppendFormat(timeBuf[:0], time.RFC3339Nano)
		record[9] = string(timeBuf)
		if err := cw.Write(record); err != nil {
			return fmt.Errorf("write evaluations csv: %w", err)
		}
		if n%csvFlushRows == 0 {
			if cw.Flush(); cw.Error() != nil {
				return fmt.Errorf("write evaluations csv: %w", cw.Error())
			}
		}
	}
	if err := rows.Err(); err != nil {
		return db.Wrap("export evaluations", err)
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("write evaluations csv: %w", err)
	}
	return nil
}

// GuardCell makes a text safe to put in a CSV cell that a spreadsheet will
// open: a cell starting with =, +, -, @, a tab or a carriage return would be
// read as a formula, so it gets a leading '. Invalid UTF-8 becomes U+FFFD
// (the body is UTF-8) and every line break becomes \n: encoding/csv writes
// it as CRLF inside the quotes and would drop a bare CR, so a CSV reader
// gets back exactly the guarded cell.
func GuardCell(s string) string {
	if s == "" {
		return s
	}
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		s = "'" + s
	}
	if strings.IndexByte(s, '\r') >= 0 {
		s = strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
	}
	return s
}
