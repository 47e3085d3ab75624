package actions

import (
	"time"

	"github.com/google/uuid"
)

// Kind names, as stored and as audit actions are prefixed
// (call_transfer.created).
const (
	KindPhoneBook            = "phone_book"
	KindCallTransfer         = "call_transfer"
	KindIVR                  = "ivr"
	KindInformationExtractor = "information_extractor"
	KindCustomEvaluation     = "custom_evaluation"
	KindPostCallSMS          = "post_call_sms"
	KindDuringCallSMS        = "during_call_sms"
	KindCustomAction         = "custom_action"
	KindBookingAction        = "booking_action"
)

// NodeKinds are the kinds a flow's action node may name: those that run
// during a call.
var NodeKinds = []string{KindCallTransfer, KindIVR, KindDuringCallSMS, KindCustomAction, KindBookingAction}

// Meta is what every record holds.
type Meta struct {
	ID        uuid.UUID `json:"id"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// PhoneBookEntry is one number of a phone book.
type PhoneBookEntry struct {
	ID     uuid.UUID `json:"id"`
	Number string    `json:"number"` // E.164
	Label  string    `json:"label"`
}

// PhoneBookSpec is a phone book's own fields (entries live in their table).
type PhoneBookSpec struct {
	Description string `json:"description"`
}

// PhoneBook is a named list of numbers a call transfer may dial.
type PhoneBook struct {
	Meta
	PhoneBookSpec
	Entries []PhoneBookEntry `json:"entries"`
}

// Call transfer destination types and modes.
const (
	DestinationNumber         = "number"
	DestinationPhoneBookEntry = "phone_book_entry"
	DestinationSIP            = "sip"
	ModeWarm                  = "warm"
	ModeCold                  = "cold"
)

// CallTransferSpec is a call transfer's fields.
type CallTransferSpec struct {
	DestinationType string `json:"destination_type"`
	// Destination is an E.164 number, a phone book entry id of the
	// organization or a SIP URI, by DestinationType.
	Destination string `json:"destination"`
	Mode        string `json:"mode"`
	// WhisperText is said to the person the call is transferred to
	// (a template).
	WhisperText string `json:"whisper_text"`

	region string // reads a national destination number; never stored
}

// CallTransfer hands a live call to a number, a phone book entry or a SIP URI.
type CallTransfer struct {
	Meta
	CallTransferSpec
}

// IVRStep is one group of DTMF digits and the pause after it.
type IVRStep struct {
	Digits string `json:"digits"`
	WaitMS int    `json:"wait_ms"`
}

// IVRSpec is an IVR's fields.
type IVRSpec struct {
	Steps []IVRStep `json:"steps"`
}

// IVR sends DTMF digits on a live call (to walk a phone menu).
type IVR struct {
	Meta
	IVRSpec
}

// ExtractorField is one value an information extractor reads from a call.
type ExtractorField struct {
	Name        string `json:"name"`
	Type        string `json:"type"` // string, number, boolean, date
	Description string `json:"description"`
}

// InformationExtractorSpec is an extractor's fields.
type InformationExtractorSpec struct {
	Fields []ExtractorField `json:"fields"`
	// AgentIDs are the agents whose calls it reads; empty: every agent.
	AgentIDs []uuid.UUID `json:"agent_ids"`
}

// InformationExtractor fills a call's post_call.extracted_data.
type InformationExtractor struct {
	Meta
	InformationExtractorSpec
}

// EvaluationCriterion is one thing a custom evaluation judges.
type EvaluationCriterion struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Type        string `json:"type"` // pass_fail, score
}

// CustomEvaluationSpec is a custom evaluation's fields.
type CustomEvaluationSpec struct {
	Criteria []EvaluationCriterion `json:"criteria"`
	AgentIDs []uuid.UUID           `json:"agent_ids"`
}

// CustomEvaluation judges each call of its agents after it ends.
type CustomEvaluation struct {
	Meta
	CustomEvaluationSpec
}

// PostCallSMSSpec is a post-call SMS rule's fields.
type PostCallSMSSpec struct {
	Template string `json:"template"`
	// Condition, in the flows' expression language, must hold for the SMS
	// to be sent; empty: always.
	Condition string      `json:"condition"`
	AgentIDs  []uuid.UUID `json:"agent_ids"`
}

// PostCallSMS texts the caller after a call of its agents ends.
type PostCallSMS struct {
	Meta
	PostCallSMSSpec
}

// DuringCallSMSSpec is a during-call SMS's fields.
type DuringCallSMSSpec struct {
	Template string `json:"template"`
}

// DuringCallSMS texts the caller (or a given number) during a call.
type DuringCallSMS struct {
	Meta
	DuringCallSMSSpec
}

// CustomActionSpec is a custom action's fields. Its secrets are stored
// apart, sealed, and only their names are ever shown.
type CustomActionSpec struct {
	Method string `json:"method"`
	// URL may hold placeholders in its path and query only.
	URL     string            `json:"url"`
	Headers map[string]string `json:"headers"`
	Body    string            `json:"body"`
	// ResponseMapping sets a variable from a dotted path of the JSON answer.
	ResponseMapping map[string]string `json:"response_mapping"`
	TimeoutMS       int               `json:"timeout_ms"`
	SecretNames     []string          `json:"secret_names"`

	timeoutGiven bool // an explicit timeout_ms (0 is then refused, not defaulted)
}

// CustomAction calls an HTTP endpoint of the organization's systems.
type CustomAction struct {
	Meta
	CustomActionSpec
}

// BookingField is one piece of information a booking asks for.
type BookingField struct {
	Name     string `json:"name"`
	Type     string `json:"type"` // text, email, phone, number, date
	Required bool   `json:"required"`
}

// BookingActionSpec is a booking action's fields.
type BookingActionSpec struct {
	EventTypeID     int            `json:"event_type_id"`
	DurationMinutes int            `json:"duration_minutes"`
	Fields          []BookingField `json:"fields"`

	durationGiven bool // an explicit duration_minutes (0 is then refused, not defaulted)
}

// BookingAction books a calendar slot during a call.
type BookingAction struct {
	Meta
	BookingActionSpec
}
