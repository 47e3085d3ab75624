package actions

import "github.com/google/uuid"

// The create and update bodies of each kind. A field left out (nil) keeps
// its stored value on update and takes its default on create; a list or map
// given replaces the stored one whole.

func set[T any](dst *T, v *T) {
	if v != nil {
		*dst = *v
	}
}

func setList[T any](dst *[]T, v []T) {
	if v != nil {
		*dst = v
	}
}

// idList reads ids given as text; one that is not a UUID becomes
// uuid.Nil, which the checks name by its index (agent_ids[2]). nil stays
// nil (not given).
func idList(given []string) []uuid.UUID {
	if given == nil {
		return nil
	}
	out := make([]uuid.UUID, len(given))
	for i, s := range given {
		if id, err := uuid.Parse(s); err == nil && len(s) == 36 {
			out[i] = id
		}
	}
	return out
}

// PhoneBookInput creates or updates a phone book. Entries given replace the
// book's entries (as PUT /entries does).
type PhoneBookInput struct {
	Name        *string               `json:"name"`
	Description *string               `json:"description"`
	Entries     []PhoneBookEntryInput `json:"entries"`
}

func (in PhoneBookInput) nameValue() *string { return in.Name }
func (in PhoneBookInput) apply(s *PhoneBookSpec) {
	set(&s.Description, in.Description)
}

// PhoneBookEntryInput is one number to add or to keep. In a replacement
// (PUT), an entry given with the id of one of the book's entries keeps that
// id, so call transfers that dial it keep working.
type PhoneBookEntryInput struct {
	ID            *string `json:"id,omitempty"`
	Number        *string `json:"number"`
	Label         *string `json:"label"`
	DefaultRegion *string `json:"default_region"`
}

// CallTransferInput creates or updates a call transfer.
type CallTransferInput struct {
	Name            *string `json:"name"`
	DestinationType *string `json:"destination_type"`
	Destination     *string `json:"destination"`
	// DefaultRegion reads a national number (destination_type number).
	DefaultRegion *string `json:"default_region"`
	Mode          *string `json:"mode"`
	WhisperText   *string `json:"whisper_text"`
}

func (in CallTransferInput) nameValue() *string { return in.Name }
func (in CallTransferInput) apply(s *CallTransferSpec) {
	set(&s.DestinationType, in.DestinationType)
	set(&s.Destination, in.Destination)
	set(&s.Mode, in.Mode)
	set(&s.WhisperText, in.WhisperText)
	set(&s.region, in.DefaultRegion)
}

// IVRInput creates or updates an IVR.
type IVRInput struct {
	Name  *string   `json:"name"`
	Steps []IVRStep `json:"steps"`
}

func (in IVRInput) nameValue() *string { return in.Name }
func (in IVRInput) apply(s *IVRSpec)   { setList(&s.Steps, in.Steps) }

// InformationExtractorInput creates or updates an information extractor.
type InformationExtractorInput struct {
	Name     *string          `json:"name"`
	Fields   []ExtractorField `json:"fields"`
	AgentIDs []string         `json:"agent_ids"`
}

func (in InformationExtractorInput) nameValue() *string { return in.Name }
func (in InformationExtractorInput) apply(s *InformationExtractorSpec) {
	setList(&s.Fields, in.Fields)
	setList(&s.AgentIDs, idList(in.AgentIDs))
}

// CustomEvaluationInput creates or updates a custom evaluation.
type CustomEvaluationInput struct {
	Name     *string               `json:"name"`
	Criteria []EvaluationCriterion `json:"criteria"`
	AgentIDs []string              `json:"agent_ids"`
}

func (in CustomEvaluationInput) nameValue() *string { return in.Name }
func (in CustomEvaluationInput) apply(s *CustomEvaluationSpec) {
	setList(&s.Criteria, in.Criteria)
	setList(&s.AgentIDs, idList(in.AgentIDs))
}

// PostCallSMSInput creates or updates a post-call SMS rule.
type PostCallSMSInput struct {
	Name      *string  `json:"name"`
	Template  *string  `json:"template"`
	Condition *string  `json:"condition"`
	AgentIDs  []string `json:"agent_ids"`
}

func (in PostCallSMSInput) nameValue() *string { return in.Name }
func (in PostCallSMSInput) apply(s *PostCallSMSSpec) {
	set(&s.Template, in.Template)
	set(&s.Condition, in.Condition)
	setList(&s.AgentIDs, idList(in.AgentIDs))
}

// DuringCallSMSInput creates or updates a during-call SMS.
type DuringCallSMSInput struct {
	Name     *string `json:"name"`
	Template *string `json:"template"`
}

func (in DuringCallSMSInput) nameValue() *string         { return in.Name }
func (in DuringCallSMSInput) apply(s *DuringCallSMSSpec) { set(&s.Template, in.Template) }

// CustomActionInput creates or updates a custom action. Secrets given
// replace the action's secrets whole; they are never shown again.
type CustomActionInput struct {
	Name            *string           `json:"name"`
	Method          *string           `json:"method"`
	URL             *string           `json:"url"`
	Headers         map[string]string `json:"headers"`
	Body            *string           `json:"body"`
	Secrets         map[string]string `json:"secrets"`
	ResponseMapping map[string]string `json:"response_mapping"`
	TimeoutMS       *int              `json:"timeout_ms"`
}

func (in CustomActionInput) nameValue() *string { return in.Name }
func (in CustomActionInput) apply(s *CustomActionSpec) {
	set(&s.Method, in.Method)
	set(&s.URL, in.URL)
	if in.Headers != nil {
		s.Headers = in.Headers
	}
	set(&s.Body, in.Body)
	if in.ResponseMapping != nil {
		s.ResponseMapping = in.ResponseMapping
	}
	set(&s.TimeoutMS, in.TimeoutMS)
	s.timeoutGiven = in.TimeoutMS != nil
}

// BookingActionInput creates or updates a booking action.
type BookingActionInput struct {
	Name            *string        `json:"name"`
	EventTypeID     *int           `json:"event_type_id"`
	DurationMinutes *int           `json:"duration_minutes"`
	Fields          []BookingField `json:"fields"`
}

func (in BookingActionInput) nameValue() *string { return in.Name }
func (in BookingActionInput) apply(s *BookingActionSpec) {
	set(&s.EventTypeID, in.EventTypeID)
	set(&s.DurationMinutes, in.DurationMinutes)
	s.durationGiven = in.DurationMinutes != nil
	setList(&s.Fields, in.Fields)
}
