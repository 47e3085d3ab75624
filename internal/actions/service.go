// Package actions is what an agent can do during and after a call: phone
// books and the eight action kinds (call transfers, IVRs, information
// extractors, custom evaluations, post-call and during-call SMS, custom
// HTTP actions and booking actions), their validation, their simulation and
// their execution. Every kind lives in one table (ids are unique across
// kinds) and shares one set of rules for listing, writing, copying,
// auditing and deleting (Kind).
package actions

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/llm"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/keyring"
	"voiceagent/internal/sms"
	"voiceagent/internal/telephony"
)

// SecretsPurpose is the keyring purpose sealing custom action secrets.
const SecretsPurpose = "action-secrets"

// AgentLookup tells whether an agent belongs to an organization.
type AgentLookup interface {
	Exists(ctx context.Context, orgID, id uuid.UUID) (bool, error)
}

// FlowRef names a flow that runs an action.
type FlowRef struct {
	ID   uuid.UUID
	Name string
}

// FlowUsage finds the published flows and live agent versions that run an
// action, inside the caller's transaction.
type FlowUsage func(ctx context.Context, q db.Querier, orgID uuid.UUID, actionID string) ([]FlowRef, error)

// Deps are what the actions service is built from.
type Deps struct {
	Pool    *pgxpool.Pool
	Agents  AgentLookup
	Flows   FlowUsage
	Keyring *keyring.Keyring
	Egress  *egress.Guard
	// SMS sends texts; Telephony controls live calls (nil: none).
	SMS       *sms.Service
	Telephony telephony.Provider
	// Calls reads the calls operations name and records actions on them.
	Calls CallService
	// Calendar is the organization's calendar; Bookings records what
	// booking actions book (nil: no calendar is ever connected).
	Calendar Calendar
	Bookings Bookings
	// RootCAs, when not nil, are the roots custom action targets are
	// trusted by instead of the system's (the app passes the system's plus
	// WEBHOOK_CA_FILE: a private CA, the tests' TLS servers).
	RootCAs *x509.CertPool
	// LLM reads extractors' fields and judges evaluations' criteria (nil:
	// those operations answer 503).
	LLM llm.Provider
	// Senders picks the number SMS go out from; AgentName names a call's
	// agent in post-call SMS (nil: no sender, no name).
	Senders   SMSSenders
	AgentName func(ctx context.Context, orgID, agentID uuid.UUID) (string, error)
}

// Service stores and runs the organization's actions.
type Service struct {
	pool   *pgxpool.Pool
	agents AgentLookup
	flows  FlowUsage
	sealer *keyring.Sealer
	guard  *egress.Guard
	// client sends custom actions: one for the service, so connections to
	// a target are reused, every one checked by the guard.
	client *http.Client

	sms       *sms.Service
	telephony telephony.Provider
	calendar  Calendar
	bookings  Bookings
	calls     CallService
	senders   SMSSenders
	agentName func(ctx context.Context, orgID, agentID uuid.UUID) (string, error)
	// runners run each kind's action on a live call (RunNodeAction).
	runners map[string]nodeRunner
	llm     llm.Provider

	PhoneBooks            *Kind[PhoneBookSpec, PhoneBook, PhoneBookInput]
	CallTransfers         *Kind[CallTransferSpec, CallTransfer, CallTransferInput]
	IVRs                  *Kind[IVRSpec, IVR, IVRInput]
	InformationExtractors *Kind[InformationExtractorSpec, InformationExtractor, InformationExtractorInput]
	CustomEvaluations     *Kind[CustomEvaluationSpec, CustomEvaluation, CustomEvaluationInput]
	PostCallSMS           *Kind[PostCallSMSSpec, PostCallSMS, PostCallSMSInput]
	DuringCallSMS         *Kind[DuringCallSMSSpec, DuringCallSMS, DuringCallSMSInput]
	CustomActions         *Kind[CustomActionSpec, CustomAction, CustomActionInput]
	BookingActions        *Kind[BookingActionSpec, BookingAction, BookingActionInput]
}

// NewService returns the actions service.
func NewService(d Deps) *Service {
	s := &Service{pool: d.Pool, agents: d.Agents, flows: d.Flows, guard: d.Egress,
		sms: d.SMS, telephony: d.Telephony, calendar: d.Calendar, bookings: d.Bookings, calls: d.Calls, llm: d.LLM,
		senders: d.Senders, agentName: d.AgentName}
	if d.Egress != nil {
		s.client = NewHTTPClient(d.Egress, d.RootCAs)
	}
	if d.Keyring != nil {
		s.sealer = d.Keyring.Sealer(SecretsPurpose, "")
	}
	s.runners = map[string]nodeRunner{KindBookingAction: s.runBooking, KindCustomAction: s.runCustomNode}
	s.runners[KindCallTransfer] = s.runCallTransfer
	s.runners[KindIVR] = s.runIVR
	s.runners[KindDuringCallSMS] = s.runDuringCallSMS
	s.PhoneBooks = s.phoneBookKind()
	s.CallTransfers = &Kind[CallTransferSpec, CallTransfer, CallTransferInput]{svc: s, name: KindCallTransfer, noun: "call transfer",
		wrap:  func(m Meta, sp CallTransferSpec) CallTransfer { return CallTransfer{m, sp} },
		check: s.checkCallTransfer}
	s.IVRs = &Kind[IVRSpec, IVR, IVRInput]{svc: s, name: KindIVR, noun: "IVR",
		wrap:  func(m Meta, sp IVRSpec) IVR { return IVR{m, sp} },
		check: checkIVR}
	s.InformationExtractors = &Kind[InformationExtractorSpec, InformationExtractor, InformationExtractorInput]{svc: s,
		name: KindInformationExtractor, noun: "information extractor",
		wrap:  func(m Meta, sp InformationExtractorSpec) InformationExtractor { return InformationExtractor{m, sp} },
		check: s.checkExtractor}
	s.CustomEvaluations = &Kind[CustomEvaluationSpec, CustomEvaluation, CustomEvaluationInput]{svc: s,
		name: KindCustomEvaluation, noun: "custom evaluation",
		wrap:  func(m Meta, sp CustomEvaluationSpec) CustomEvaluation { return CustomEvaluation{m, sp} },
		check: s.checkEvaluation}
	s.PostCallSMS = &Kind[PostCallSMSSpec, PostCallSMS, PostCallSMSInput]{svc: s, name: KindPostCallSMS, noun: "post-call SMS",
		wrap:  func(m Meta, sp PostCallSMSSpec) PostCallSMS { return PostCallSMS{m, sp} },
		check: s.checkPostCallSMS}
	s.DuringCallSMS = &Kind[DuringCallSMSSpec, DuringCallSMS, DuringCallSMSInput]{svc: s, name: KindDuringCallSMS, noun: "during-call SMS",
		wrap:  func(m Meta, sp DuringCallSMSSpec) DuringCallSMS { return DuringCallSMS{m, sp} },
		check: checkDuringCallSMS}
	s.CustomActions = &Kind[CustomActionSpec, CustomAction, CustomActionInput]{svc: s, name: KindCustomAction, noun: "custom action",
		wrap:  func(m Meta, sp CustomActionSpec) CustomAction { return CustomAction{m, sp} },
		check: s.checkCustomAction,
		secrets: &secretHooks[CustomActionSpec, CustomActionInput]{
			given:    func(in CustomActionInput) map[string]string { return in.Secrets },
			setNames: func(sp *CustomActionSpec, names []string) { sp.SecretNames = names },
		}}
	s.BookingActions = &Kind[BookingActionSpec, BookingAction, BookingActionInput]{svc: s, name: KindBookingAction, noun: "booking action",
		wrap:  func(m Meta, sp BookingActionSpec) BookingAction { return BookingAction{m, sp} },
		check: checkBookingAction}
	return s
}

// Lookup tells whether an organization has an action a flow's action node
// may run (a call transfer, IVR, during-call SMS, custom or booking action):
// what the flows domain checks action nodes with. It reads the table only,
// so the flows service can be built before this one.
func Lookup(pool *pgxpool.Pool) func(ctx context.Context, orgID uuid.UUID, actionID string) (bool, error) {
	return func(ctx context.Context, orgID uuid.UUID, actionID string) (bool, error) {
		id, err := uuid.Parse(actionID)
		if err != nil || len(actionID) != 36 {
			return false, nil
		}
		var ok bool
		err = pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM actions WHERE organization_id = $1 AND id = $2 AND kind = ANY($3))`,
			orgID, id, NodeKinds).Scan(&ok)
		return ok, db.Wrap("look up action", err)
	}
}

// inUse refuses to delete what a published flow or a live agent version
// runs, naming each flow.
func (s *Service) inUse(ctx context.Context, q db.Querier, orgID uuid.UUID, noun string, id uuid.UUID) error {
	if s.flows == nil {
		return nil
	}
	refs, err := s.flows(ctx, q, orgID, id.String())
	if err != nil || len(refs) == 0 {
		return err
	}
	names := make([]string, len(refs))
	for i, f := range refs {
		names[i] = fmt.Sprintf("%q (%s)", f.Name, f.ID)
	}
	return apperr.Conflictf("%s %s is used by published flows: %s; remove its action nodes and publish them first",
		noun, id, strings.Join(names, ", "))
}

// sealSecrets seals a custom action's secrets (nil when there are none).
func (s *Service) sealSecrets(ctx context.Context, secrets map[string]string) ([]byte, error) {
	if len(secrets) == 0 {
		return nil, nil
	}
	if s.sealer == nil {
		return nil, apperr.New(apperr.Unavailable, "secrets cannot be stored: no keyring is configured")
	}
	plain, err := json.Marshal(secrets)
	if err != nil {
		return nil, err
	}
	return s.sealer.Seal(ctx, plain)
}

// openSecrets returns a custom action's secrets.
func (s *Service) openSecrets(ctx context.Context, sealed []byte) (map[string]string, error) {
	out := map[string]string{}
	if len(sealed) == 0 {
		return out, nil
	}
	if s.sealer == nil {
		return nil, apperr.New(apperr.Unavailable, "secrets cannot be read: no keyring is configured")
	}
	plain, err := s.sealer.Open(ctx, sealed)
	if err != nil {
		return nil, fmt.Errorf("open action secrets: %w", err)
	}
	if err := json.Unmarshal(plain, &out); err != nil {
		return nil, fmt.Errorf("open action secrets: %w", err)
	}
	return out, nil
}

func (s *Service) agentExists(ctx context.Context, orgID uuid.UUID) func(uuid.UUID) (bool, error) {
	return func(id uuid.UUID) (bool, error) {
		if s.agents == nil {
			return false, nil
		}
		return s.agents.Exists(ctx, orgID, id)
	}
}
