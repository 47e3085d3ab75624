package actions

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/llm"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/postcall"
)

// TranscriptTurn is one turn of a conversation given to a simulation.
type TranscriptTurn struct {
	// Role is user (the caller) or agent; assistant, the language models'
	// word, is read as agent.
	Role string `json:"role"`
	Text string `json:"text"`
}

// TranscriptInput is the conversation an extractor or evaluation is tried
// on.
type TranscriptInput struct {
	Transcript []TranscriptTurn `json:"transcript"`
}

// Bounds of a simulated transcript.
const (
	MaxTranscriptTurns     = 500
	MaxTranscriptTurnRunes = 4000
	maxTranscriptProblems  = 20 // problems listed in one answer
)

// messages checks the transcript (every problem by path:
// transcript[3].role) and returns it as the language model reads it.
func (in TranscriptInput) messages() ([]llm.Message, error) {
	c := &checker{}
	switch n := len(in.Transcript); {
	case in.Transcript == nil:
		c.Add("transcript", "is required: a list of {role, text} turns")
	case n == 0:
		c.Add("transcript", "must hold at least 1 turn")
	case n > MaxTranscriptTurns:
		c.Add("transcript", "must hold at most %d turns", MaxTranscriptTurns)
	}
	if !c.OK() {
		return nil, c.Err()
	}
	out := make([]llm.Message, 0, len(in.Transcript))
	for i, t := range in.Transcript {
		if len(c.List) >= maxTranscriptProblems {
			break
		}
		p := fmt.Sprintf("transcript[%d]", i)
		role := ""
		switch t.Role {
		case "user":
			role = "user"
		case "agent", "assistant":
			role = "assistant"
		case "":
			c.Add(p+".role", "is required; one of user, agent")
		default:
			c.Add(p+".role", "must be one of user, agent")
		}
		c.text(p+".text", t.Text, 1, MaxTranscriptTurnRunes)
		out = append(out, llm.Message{Role: role, Content: t.Text})
	}
	return out, c.Err()
}

// callMessages is a call's transcript as the language model reads it.
func callMessages(c calls.Call) []llm.Message {
	out := make([]llm.Message, 0, len(c.Transcript))
	for _, t := range c.Transcript {
		switch t.Role {
		case "user":
			out = append(out, llm.Message{Role: "user", Content: t.Text})
		case "agent":
			out = append(out, llm.Message{Role: "assistant", Content: t.Text})
		}
	}
	return out
}

// Extraction is what an extractor read: every field by name, nil when the
// conversation does not say.
type Extraction struct {
	ExtractedData map[string]any `json:"extracted_data"`
}

// Rerun is an extractor's new reading of a call, merged into the call's
// post_call.extracted_data.
type Rerun struct {
	SessionID     uuid.UUID      `json:"session_id"`
	ExtractedData map[string]any `json:"extracted_data"`
}

// EvaluationSimulation is a custom evaluation's verdicts on a transcript,
// one per criterion in order.
type EvaluationSimulation struct {
	Results []llm.CriterionResult `json:"results"`
}

// ExtractedDataMerger is what reruns need of the calls service beyond
// CallService (calls.Service has it).
type ExtractedDataMerger interface {
	MergeExtractedData(ctx context.Context, id uuid.UUID, data map[string]any) (calls.Call, error)
}

func (s *Service) model() (llm.Provider, error) {
	if s.llm == nil {
		return nil, apperr.New(apperr.Unavailable, "no language model is configured")
	}
	return s.llm, nil
}

func fieldSpecs(fields []ExtractorField) []llm.FieldSpec {
	out := make([]llm.FieldSpec, len(fields))
	for i, f := range fields {
		out[i] = llm.FieldSpec{Name: f.Name, Type: f.Type, Description: f.Description}
	}
	return out
}

func criterionSpecs(criteria []EvaluationCriterion) []llm.CriterionSpec {
	out := make([]llm.CriterionSpec, len(criteria))
	for i, c := range criteria {
		out[i] = llm.CriterionSpec{Name: c.Name, Description: c.Description, Type: c.Type}
	}
	return out
}

func (s *Service) extract(ctx context.Context, transcript []llm.Message, sp InformationExtractorSpec) (map[string]any, error) {
	p, err := s.model()
	if err != nil {
		return nil, err
	}
	return llm.Extract(ctx, p, transcript, fieldSpecs(sp.Fields))
}

func (s *Service) evaluate(ctx context.Context, transcript []llm.Message, sp CustomEvaluationSpec) ([]llm.CriterionResult, error) {
	p, err := s.model()
	if err != nil {
		return nil, err
	}
	return llm.Evaluate(ctx, p, transcript, criterionSpecs(sp.Criteria))
}

// SimulateExtractor reads the extractor's fields from a given transcript;
// nothing is stored. Errors: Forbidden, NotFound, Invalid (the transcript,
// by path), Unavailable (the language model).
func (s *Service) SimulateExtractor(ctx context.Context, id uuid.UUID, in TranscriptInput) (Extraction, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return Extraction{}, err
	}
	_, sp, err := s.InformationExtractors.spec(ctx, orgID, id)
	if err != nil {
		return Extraction{}, err
	}
	msgs, err := in.messages()
	if err != nil {
		return Extraction{}, err
	}
	data, err := s.extract(ctx, msgs, sp)
	return Extraction{ExtractedData: data}, err
}

// rerunExtractor reads the extractor's fields from a call again and merges
// them into the call's post_call.extracted_data (calls' MergeExtractedData:
// its values replace those of the same name; a field it does not find is
// null only where the call had no value). It runs on the call named
// whatever the extractor's agent_ids. The answer has every field of the
// extractor as it read them. Errors: Forbidden (editors), NotFound (the
// extractor or the call), Invalid (session_id missing), Conflict (the
// call's post-call processing has not completed), Unavailable.
func (s *Service) rerunExtractor(ctx context.Context, id uuid.UUID, in ExecuteInput) (Rerun, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return Rerun{}, err
	}
	_, sp, err := s.InformationExtractors.spec(ctx, orgID, id)
	if err != nil {
		return Rerun{}, err
	}
	c, err := s.call(ctx, in.SessionID)
	if err != nil {
		return Rerun{}, err
	}
	if c.PostCall == nil || c.PostCall.Status != calls.PostCallCompleted {
		return Rerun{}, apperr.Conflictf("call session %s: post-call processing has not completed; rerun after it does", c.ID)
	}
	merger, ok := s.calls.(ExtractedDataMerger)
	if !ok {
		return Rerun{}, apperr.New(apperr.Unavailable, "the calls service cannot store extracted data")
	}
	data, err := s.extract(ctx, callMessages(c), sp)
	if err != nil {
		return Rerun{}, err
	}
	if _, err := merger.MergeExtractedData(auth.WithPrincipal(ctx, auth.System(orgID)), c.ID, data); err != nil {
		return Rerun{}, err
	}
	return Rerun{SessionID: c.ID, ExtractedData: data}, nil
}

// SimulateEvaluation judges a given transcript by the evaluation's criteria;
// nothing is stored. Errors: Forbidden, NotFound, Invalid (the transcript,
// by path), Unavailable (the language model).
func (s *Service) SimulateEvaluation(ctx context.Context, id uuid.UUID, in TranscriptInput) (EvaluationSimulation, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return EvaluationSimulation{}, err
	}
	_, sp, err := s.CustomEvaluations.spec(ctx, orgID, id)
	if err != nil {
		return EvaluationSimulation{}, err
	}
	msgs, err := in.messages()
	if err != nil {
		return EvaluationSimulation{}, err
	}
	res, err := s.evaluate(ctx, msgs, sp)
	return EvaluationSimulation{Results: res}, err
}

// ExportEvaluations writes the organization's evaluation results with
// from <= evaluated_at < to (RFC 3339; see ParseExportWindow) to w as CSV
// (WriteEvaluationsCSV). Nothing is written to w before the caller is
// authorized, the window parsed and the query started, so an HTTP handler
// can still answer those errors as JSON; after the first write an error
// only cuts the body short. Errors: Forbidden, Invalid (from, to),
// Unavailable.
func (s *Service) ExportEvaluations(ctx context.Context, from, to string, w io.Writer) error {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return err
	}
	start, end, err := ParseExportWindow(from, to, time.Now())
	if err != nil {
		return err
	}
	return WriteEvaluationsCSV(ctx, s.pool, orgID, start, end, w)
}

// Names of the post-call steps.
const (
	StepExtractors  = "information extractors"
	StepEvaluations = "custom evaluations"
)

// ExtractorsStep is the post-call step of information extractors: each
// extractor whose agent_ids hold the call's agent (or are empty) reads its
// fields from the call into the outcome's extracted_data. Extractors run
// oldest first and a later one's value replaces an earlier one's of the same
// name, but a field it did not find (null) never erases a value; an
// extractor whose fields would take extracted_data over
// calls.MaxExtractedJSON bytes is left out. Re-running it computes the same
// data again.
func (s *Service) ExtractorsStep() postcall.Step {
	return postcall.StepFunc{StepName: StepExtractors, Fn: func(ctx context.Context, c calls.Call, out *calls.Outcome) error {
		rules, err := s.InformationExtractors.ForAgent(ctx, c.OrganizationID, c.AgentID)
		if err != nil || len(rules) == 0 {
			return err
		}
		if out.ExtractedData == nil {
			out.ExtractedData = map[string]any{}
		}
		msgs := callMessages(c)
		for _, r := range rules {
			data, err := s.extract(ctx, msgs, r.InformationExtractorSpec)
			if err != nil {
				return fmt.Errorf("extractor %s: %w", r.ID, err)
			}
			merged := make(map[string]any, len(out.ExtractedData)+len(data))
			for k, v := range out.ExtractedData {
				merged[k] = v
			}
			for k, v := range data {
				// A field not found (nil) never erases one an earlier
				// extractor found.
				if prev, ok := merged[k]; v == nil && ok && prev != nil {
					continue
				}
				merged[k] = v
			}
			if jsonSize(merged) > calls.MaxExtractedJSON {
				continue
			}
			out.ExtractedData = merged
		}
		return nil
	}}
}

// EvaluationsStep is the post-call step of custom evaluations: each
// evaluation whose agent_ids hold the call's agent (or are empty) judges the
// call; each criterion's verdict becomes an entry of the outcome's
// evaluations (name the criterion, result the reason, score 0-10 as 0-1)
// and a row of the evaluations export. A criterion named like an entry
// already there is named "<evaluation>: <criterion>"; entries beyond
// calls.MaxEvaluations are left out of the outcome, never out of the
// export. Re-running it replaces the call's rows (ReplaceEvaluationResults).
func (s *Service) EvaluationsStep() postcall.Step {
	return postcall.StepFunc{StepName: StepEvaluations, Fn: func(ctx context.Context, c calls.Call, out *calls.Outcome) error {
		rules, err := s.CustomEvaluations.ForAgent(ctx, c.OrganizationID, c.AgentID)
		if err != nil || len(rules) == 0 {
			return err
		}
		msgs := callMessages(c)
		taken := make(map[string]bool, len(out.Evaluations))
		for _, e := range out.Evaluations {
			taken[strings.TrimSpace(e.Name)] = true
		}
		at := time.Now()
		if c.EndedAt != nil {
			at = *c.EndedAt
		}
		for _, r := range rules {
			res, err := s.evaluate(ctx, msgs, r.CustomEvaluationSpec)
			if err != nil {
				return fmt.Errorf("evaluation %s: %w", r.ID, err)
			}
			if err := ReplaceEvaluationResults(ctx, s.pool, EvaluationRun{OrgID: c.OrganizationID, SessionID: c.ID, AgentID: c.AgentID,
				EvaluationID: r.ID, EvaluationName: r.Name, Results: res, At: at}); err != nil {
				return fmt.Errorf("evaluation %s: %w", r.ID, err)
			}
			for _, v := range res {
				if len(out.Evaluations) >= calls.MaxEvaluations {
					break
				}
				name := evaluationEntryName(taken, r.Name, v.Criterion)
				if name == "" {
					continue
				}
				taken[name] = true
				e := calls.Evaluation{Name: name, Result: storedText(v.Reason, maxStoredReasonRunes), Passed: v.Passed}
				if v.Score != nil {
					f := float64(min(10, max(0, *v.Score))) / 10
					e.Score = &f
				}
				out.Evaluations = append(out.Evaluations, e)
			}
		}
		return nil
	}}
}

// evaluationEntryName is the outcome entry name of a criterion: the
// criterion, else "<evaluation>: <criterion>" when that is taken, bounded
// to calls.MaxLabel; "" when both are taken.
func evaluationEntryName(taken map[string]bool, evaluation, criterion string) string {
	for _, n := range []string{criterion, evaluation + ": " + criterion} {
		n = strings.TrimSpace(storedText(n, calls.MaxLabel))
		if n != "" && !taken[n] {
			return n
		}
	}
	return ""
}

// jsonSize is the length of v's JSON encoding (unencodable: unbounded).
func jsonSize(v any) int {
	b, err := json.Marshal(v)
	if err != nil {
		return int(^uint(0) >> 1)
	}
	return len(b)
}
