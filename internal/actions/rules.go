package actions

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/flows"
	"voiceagent/internal/platform/db"
)

// The rules of each kind's fields. Each check normalizes what it accepts
// (E.164 numbers, defaults, empty lists rather than null) and adds every
// problem to the checker.

func (s *Service) checkCallTransfer(ctx context.Context, q db.Querier, c *checker, orgID uuid.UUID, sp *CallTransferSpec) error {
	c.oneOf("destination_type", sp.DestinationType, DestinationNumber, DestinationPhoneBookEntry, DestinationSIP)
	if sp.Mode == "" {
		sp.Mode = ModeCold
	}
	c.oneOf("mode", sp.Mode, ModeWarm, ModeCold)
	c.template("whisper_text", sp.WhisperText, 0, maxWhisper)
	dest := strings.TrimSpace(sp.Destination)
	if !c.text("destination", dest, 1, 1024) {
		return nil
	}
	switch sp.DestinationType {
	case DestinationNumber:
		e164, err := NormalizePhone(dest, sp.region)
		if err != nil {
			c.Add("destination", "%s", err.Error())
			return nil
		}
		sp.Destination = e164
	case DestinationPhoneBookEntry:
		id, err := uuid.Parse(dest)
		if err != nil || len(dest) != 36 {
			c.Add("destination", "must be the id of an entry of one of the organization's phone books")
			return nil
		}
		if _, err := s.entry(ctx, q, orgID, id); errors.Is(err, errNoEntry) {
			c.Add("destination", "phone book entry %s not found", id)
		} else if err != nil {
			return err
		}
		sp.Destination = id.String()
	case DestinationSIP:
		if !ValidSIPURI(dest) {
			c.Add("destination", "must be a SIP URI such as sip:reception@pbx.example.com (RFC 3261)")
			return nil
		}
		sp.Destination = dest
	}
	return nil
}

var dtmf = regexp.MustCompile(`^[0-9*#]{1,32}$`)

func checkIVR(_ context.Context, _ db.Querier, c *checker, _ uuid.UUID, sp *IVRSpec) error {
	switch {
	case len(sp.Steps) == 0:
		c.Add("steps", "must hold at least one step")
	case len(sp.Steps) > maxListItems:
		c.Add("steps", "must hold at most %d steps", maxListItems)
	}
	for i, st := range sp.Steps {
		if !dtmf.MatchString(st.Digits) {
			c.Add(fmt.Sprintf("steps[%d].digits", i), "must be 1 to 32 of the keys 0-9, * and #")
		}
		if st.WaitMS < 0 || st.WaitMS > 60000 {
			c.Add(fmt.Sprintf("steps[%d].wait_ms", i), "must be from 0 to 60000 milliseconds")
		}
	}
	if sp.Steps == nil {
		sp.Steps = []IVRStep{}
	}
	return nil
}

// Value types an extractor reads and criterion types an evaluation judges.
var (
	extractorTypes = []string{"string", "number", "boolean", "date"}
	criterionTypes = []string{"pass_fail", "score"}
	bookingTypes   = []string{"text", "email", "phone", "number", "date"}
)

func (s *Service) checkExtractor(ctx context.Context, _ db.Querier, c *checker, orgID uuid.UUID, sp *InformationExtractorSpec) error {
	checkCount(c, "fields", len(sp.Fields))
	names := make([]string, len(sp.Fields))
	for i, f := range sp.Fields {
		p := fmt.Sprintf("fields[%d]", i)
		c.identifierName(p+".name", f.Name)
		c.oneOf(p+".type", f.Type, extractorTypes...)
		c.text(p+".description", f.Description, 0, 500)
		names[i] = f.Name
	}
	c.unique("fields", names)
	if sp.Fields == nil {
		sp.Fields = []ExtractorField{}
	}
	if sp.AgentIDs == nil {
		sp.AgentIDs = []uuid.UUID{}
	}
	return c.agentIDs(sp.AgentIDs, s.agentExists(ctx, orgID))
}

func (s *Service) checkEvaluation(ctx context.Context, _ db.Querier, c *checker, orgID uuid.UUID, sp *CustomEvaluationSpec) error {
	checkCount(c, "criteria", len(sp.Criteria))
	names := make([]string, len(sp.Criteria))
	for i, cr := range sp.Criteria {
		p := fmt.Sprintf("criteria[%d]", i)
		c.text(p+".name", cr.Name, 1, maxName)
		c.text(p+".description", cr.Description, 0, maxDescription)
		c.oneOf(p+".type", cr.Type, criterionTypes...)
		names[i] = cr.Name
	}
	c.unique("criteria", names)
	if sp.Criteria == nil {
		sp.Criteria = []EvaluationCriterion{}
	}
	if sp.AgentIDs == nil {
		sp.AgentIDs = []uuid.UUID{}
	}
	return c.agentIDs(sp.AgentIDs, s.agentExists(ctx, orgID))
}

func (s *Service) checkPostCallSMS(ctx context.Context, _ db.Querier, c *checker, orgID uuid.UUID, sp *PostCallSMSSpec) error {
	c.template("template", sp.Template, 1, maxTemplate)
	sp.Condition = strings.TrimSpace(sp.Condition)
	if sp.Condition != "" && c.text("condition", sp.Condition, 0, maxCondition) {
		if _, err := flows.CompileCondition(sp.Condition); err != nil {
			c.Add("condition", "is not a valid expression: %s", firstLine(err.Error()))
		}
	}
	if sp.AgentIDs == nil {
		sp.AgentIDs = []uuid.UUID{}
	}
	return c.agentIDs(sp.AgentIDs, s.agentExists(ctx, orgID))
}

func checkDuringCallSMS(_ context.Context, _ db.Querier, c *checker, _ uuid.UUID, sp *DuringCallSMSSpec) error {
	c.template("template", sp.Template, 1, maxTemplate)
	return nil
}

func checkBookingAction(_ context.Context, _ db.Querier, c *checker, _ uuid.UUID, sp *BookingActionSpec) error {
	if sp.EventTypeID < 1 {
		c.Add("event_type_id", "is required: the calendar's event type id, an integer of 1 or more")
	}
	if sp.DurationMinutes == 0 && !sp.durationGiven {
		sp.DurationMinutes = 30
	}
	if sp.DurationMinutes < 5 || sp.DurationMinutes > 480 {
		c.Add("duration_minutes", "must be from 5 to 480 minutes")
	}
	if len(sp.Fields) > maxListItems {
		c.Add("fields", "must hold at most %d fields", maxListItems)
	}
	names := make([]string, len(sp.Fields))
	for i, f := range sp.Fields {
		p := fmt.Sprintf("fields[%d]", i)
		c.identifierName(p+".name", f.Name)
		c.oneOf(p+".type", f.Type, bookingTypes...)
		names[i] = f.Name
	}
	c.unique("fields", names)
	if sp.Fields == nil {
		sp.Fields = []BookingField{}
	}
	return nil
}

func checkCount(c *checker, list string, n int) {
	switch {
	case n == 0:
		c.Add(list, "must hold at least one item")
	case n > maxListItems:
		c.Add(list, "must hold at most %d items", maxListItems)
	}
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return truncate(s, 200)
}

var errNoEntry = errors.New("no such phone book entry")

// entry returns one of the organization's phone book entries.
func (s *Service) entry(ctx context.Context, q db.Querier, orgID, id uuid.UUID) (PhoneBookEntry, error) {
	var e PhoneBookEntry
	err := q.QueryRow(ctx, `SELECT id, number, label FROM phone_book_entries WHERE organization_id = $1 AND id = $2`, orgID, id).
		Scan(&e.ID, &e.Number, &e.Label)
	if errors.Is(err, pgx.ErrNoRows) {
		return e, errNoEntry
	}
	return e, db.Wrap("phone book entry", err)
}
