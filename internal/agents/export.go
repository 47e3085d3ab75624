package agents

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
)

// FormatVersion is the version of the export document this build writes and
// reads. A change that older readers would misread gets a new number.
const FormatVersion = 1

// Export is a self-contained description of an agent: its fields, its draft
// configuration (prompt, settings, flow) and its knowledge bases by name. It
// holds no ids, so it can be imported into any organization.
type Export struct {
	FormatVersion int             `json:"format_version"`
	ExportedAt    time.Time       `json:"exported_at"`
	Agent         ExportAgent     `json:"agent"`
	Prompt        string          `json:"prompt"`
	Settings      map[string]any  `json:"settings"`
	Flow          json.RawMessage `json:"flow"`
	// Subflows are a flow-mode agent's other flows; the main flow's subflow
	// nodes name them by ref, and import points those nodes at the copies.
	Subflows       []flows.Portable `json:"subflows"`
	KnowledgeBases []string         `json:"knowledge_bases"`
}

// ExportAgent is the agent part of an export.
type ExportAgent struct {
	Name                 string  `json:"name"`
	Description          string  `json:"description"`
	AgentType            string  `json:"agent_type"`
	EditingMode          string  `json:"editing_mode"`
	PublicChannelEnabled bool    `json:"public_channel_enabled"`
	TemplateID           *string `json:"template_id"`
}

// ExportDraft describes an agent with its draft configuration and flows,
// inside the caller's transaction (the caller has authorized); the
// knowledge-base names are the caller's to add (see internal/portability).
// Errors: NotFound.
func (s *Service) ExportDraft(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID) (Export, error) {
	l, err := s.read(ctx, tx, orgID, id, false)
	if err != nil {
		return Export{}, err
	}
	e := Export{
		FormatVersion: FormatVersion, ExportedAt: time.Now().UTC().Truncate(time.Second),
		Agent: ExportAgent{Name: l.Name, Description: l.Description, AgentType: l.AgentType, EditingMode: l.EditingMode,
			PublicChannelEnabled: l.PublicChannelEnabled, TemplateID: l.templateID},
		Prompt: l.config.Prompt, Settings: l.config.Settings, Flow: l.config.Flow, KnowledgeBases: []string{},
		Subflows: []flows.Portable{},
	}
	if e.Settings == nil {
		e.Settings = map[string]any{}
	}
	if l.EditingMode == "flow" {
		// The flow is the main flow's draft as the editor left it.
		main, err := flows.MainDraft(ctx, tx, orgID, id)
		if err != nil {
			return Export{}, err
		}
		if main != nil {
			e.Flow = main
		}
		if e.Subflows, err = flows.Subflows(ctx, tx, orgID, id); err != nil {
			return Export{}, err
		}
	}
	if len(e.Flow) == 0 {
		e.Flow = json.RawMessage("null")
	}
	return e, nil
}

// ImportDraft creates a new draft agent, with its flows, from an export
// ParseExport accepted, inside the caller's transaction (the caller has
// authorized), and returns its id. Errors: Conflict, Unprocessable (a flow).
func (s *Service) ImportDraft(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, e Export) (uuid.UUID, error) {
	id, err := s.insert(ctx, tx, orgID, newAgent{
		name: e.Agent.Name, description: e.Agent.Description, agentType: e.Agent.AgentType, editingMode: e.Agent.EditingMode,
		templateID: e.Agent.TemplateID, publicChannel: e.Agent.PublicChannelEnabled,
		config: Config{Prompt: e.Prompt, Settings: e.Settings, Flow: e.Flow},
	})
	if err != nil {
		return uuid.Nil, err
	}
	if e.Agent.EditingMode == "flow" {
		// The document's flow becomes the main flow's draft, its
		// subflows the agent's other flows, with new ids.
		main, err := flows.CreateMain(ctx, tx, orgID, id, e.Flow)
		if err != nil {
			return uuid.Nil, err
		}
		if err := flows.ImportSubflows(ctx, tx, orgID, id, main.ID, e.Subflows); err != nil {
			return uuid.Nil, err
		}
	}
	return id, nil
}

// Created reads an agent ImportDraft or DuplicateDraft made and records
// action (agent.imported, agent.duplicated) in the audit log, inside the
// caller's transaction.
func (s *Service) Created(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID, action string) (Detail, error) {
	l, err := s.read(ctx, tx, orgID, id, false)
	if err != nil {
		return Detail{}, err
	}
	d, err := s.detail(ctx, tx, l)
	if err != nil {
		return Detail{}, err
	}
	return d, s.audit(ctx, tx, change{action: action, agentID: id, after: d})
}

// ImportProblems is the error of a document that cannot be imported, listing
// every problem.
func ImportProblems(problems []apperr.FieldError) error {
	return unprocessable("the document cannot be imported", problems)
}

var (
	exportKeys      = []string{"agent", "exported_at", "flow", "format_version", "knowledge_bases", "prompt", "settings", "subflows"}
	exportAgentKeys = []string{"agent_type", "description", "editing_mode", "name", "public_channel_enabled", "template_id"}
)

const maxKnowledgeRefs = 100

// ParseExport reads an export document and checks all of it, returning every
// problem, each naming its field (agent.name, settings.voice, flow,
// knowledge_bases[2]...). An unknown format_version is the only problem
// reported, since the rest may follow other rules. Without problems the
// returned Export is ready to create an agent from: the name trimmed,
// settings decoded, an absent flow nil, knowledge-base names de-duplicated.
func ParseExport(document []byte) (Export, []apperr.FieldError) {
	var e Export
	var problems []apperr.FieldError
	add := func(field, format string, args ...any) {
		problems = append(problems, apperr.FieldError{Field: field, Message: fmt.Sprintf(format, args...)})
	}
	if !utf8.Valid(document) {
		add("document", "is not valid UTF-8")
		return e, problems
	}
	if bytes.Contains(document, []byte(`\u0000`)) {
		add("document", `holds a NUL character (\u0000), which no field accepts`)
		return e, problems
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(document, &top); err != nil || top == nil {
		add("document", "must be a JSON object (an agent export)")
		return e, problems
	}
	fv, ok := top["format_version"]
	if !ok {
		add("format_version", "is required; this platform reads format_version %d", FormatVersion)
		return e, problems
	}
	if err := json.Unmarshal(fv, &e.FormatVersion); err != nil || e.FormatVersion != FormatVersion {
		add("format_version", "unknown format_version %s; this platform reads format_version %d", truncateRaw(fv), FormatVersion)
		return e, problems
	}
	problems = append(problems, unknownKeys("", top, exportKeys)...)
	if raw, ok := top["exported_at"]; ok && !isNull(raw) {
		var s string
		if json.Unmarshal(raw, &s) != nil {
			add("exported_at", "must be a date-time string")
		} else if t, err := time.Parse(time.RFC3339, s); err != nil {
			add("exported_at", "must be an RFC 3339 date-time")
		} else {
			e.ExportedAt = t
		}
	}

	// agent
	var agent map[string]json.RawMessage
	if raw, ok := top["agent"]; !ok || isNull(raw) {
		add("agent", "is required: an object with name, agent_type and editing_mode")
	} else if err := json.Unmarshal(raw, &agent); err != nil {
		add("agent", "must be an object")
	} else {
		problems = append(problems, unknownKeys("agent.", agent, exportAgentKeys)...)
		str := func(key string) (string, bool) {
			raw, ok := agent[key]
			if !ok || isNull(raw) {
				return "", false
			}
			var s string
			if json.Unmarshal(raw, &s) != nil {
				add("agent."+key, "must be a string")
				return "", false
			}
			return s, true
		}
		if name, ok := str("name"); !ok {
			if _, present := agent["name"]; !present || isNull(agent["name"]) {
				add("agent.name", "is required")
			}
		} else if name = strings.TrimSpace(name); name == "" {
			add("agent.name", "is required")
		} else if utf8.RuneCountInString(name) > maxName {
			add("agent.name", "must be at most %d characters", maxName)
		} else {
			e.Agent.Name = name
		}
		if d, ok := str("description"); ok {
			if utf8.RuneCountInString(d) > maxDescription {
				add("agent.description", "must be at most %d characters", maxDescription)
			}
			e.Agent.Description = d
		}
		enum := func(key string, allowed []string) string {
			v, ok := str(key)
			if !ok {
				if raw, present := agent[key]; !present || isNull(raw) {
					add("agent."+key, "is required; one of %s", strings.Join(allowed, ", "))
				}
				return ""
			}
			if err := apperr.OneOf("agent."+key, v, allowed); err != nil {
				add("agent."+key, "must be one of %s", strings.Join(allowed, ", "))
				return ""
			}
			return v
		}
		e.Agent.AgentType = enum("agent_type", AgentTypes)
		e.Agent.EditingMode = enum("editing_mode", EditingModes)
		if raw, ok := agent["public_channel_enabled"]; ok && !isNull(raw) {
			if json.Unmarshal(raw, &e.Agent.PublicChannelEnabled) != nil {
				add("agent.public_channel_enabled", "must be true or false")
			}
		}
		if t, ok := str("template_id"); ok {
			if _, known := TemplateByID(t); !known {
				add("agent.template_id", "unknown template %q; available: %s", t, strings.Join(templateIDs(), ", "))
			} else {
				e.Agent.TemplateID = &t
			}
		}
	}

	// draft configuration
	if raw, ok := top["prompt"]; ok && !isNull(raw) {
		if json.Unmarshal(raw, &e.Prompt) != nil {
			add("prompt", "must be a string")
		} else if utf8.RuneCountInString(e.Prompt) > maxPrompt {
			add("prompt", "must be at most %d characters", maxPrompt)
		}
	}
	if raw, ok := top["settings"]; ok && !isNull(raw) {
		var m map[string]json.RawMessage
		if json.Unmarshal(raw, &m) != nil || m == nil {
			add("settings", "must be an object")
		} else {
			var sp []apperr.FieldError
			e.Settings, sp = mergeSettings(nil, m, "settings")
			problems = append(problems, sp...)
		}
	}
	if raw, ok := top["flow"]; ok && !isNull(raw) {
		raw = bytes.TrimSpace(raw)
		if len(raw) == 0 || raw[0] != '{' {
			add("flow", "must be a flow document (an object with nodes and edges) or null")
		} else {
			for _, p := range flows.Validate(raw) {
				add("flow", "%s", p)
			}
			var compact bytes.Buffer
			if json.Compact(&compact, raw) == nil {
				e.Flow = json.RawMessage(compact.Bytes())
			}
		}
	}
	if raw, ok := top["subflows"]; ok && !isNull(raw) {
		e.Subflows, problems = parseSubflows(raw, problems)
	}
	if len(e.Subflows) > 0 && agent != nil && e.Agent.EditingMode != "flow" {
		add("subflows", "only a flow-mode agent has subflows")
	}
	if raw, ok := top["knowledge_bases"]; ok && !isNull(raw) {
		var items []json.RawMessage
		if json.Unmarshal(raw, &items) != nil {
			add("knowledge_bases", "must be an array of knowledge base names")
		} else if len(items) > maxKnowledgeRefs {
			add("knowledge_bases", "must hold at most %d names", maxKnowledgeRefs)
		} else {
			seen := map[string]bool{}
			for i, it := range items {
				var name string
				field := fmt.Sprintf("knowledge_bases[%d]", i)
				switch {
				case json.Unmarshal(it, &name) != nil:
					add(field, "must be a knowledge base name (a string)")
				case strings.TrimSpace(name) == "":
					add(field, "must not be empty")
				case utf8.RuneCountInString(name) > 200:
					add(field, "must be at most 200 characters")
				case !seen[name]:
					seen[name] = true
					e.KnowledgeBases = append(e.KnowledgeBases, name)
				}
			}
		}
	}
	return e, problems
}

func isNull(raw json.RawMessage) bool { return string(bytes.TrimSpace(raw)) == "null" }

func unknownKeys(prefix string, m map[string]json.RawMessage, known []string) []apperr.FieldError {
	var out []apperr.FieldError
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !slices.Contains(known, k) {
			name := k
			if strings.TrimSpace(name) == "" {
				name = fmt.Sprintf("%q", k)
			}
			out = append(out, apperr.FieldError{Field: prefix + name, Message: "unknown field; known fields: " + strings.Join(known, ", ")})
		}
	}
	return out
}

func truncateRaw(raw json.RawMessage) string {
	r := []rune(string(bytes.TrimSpace(raw)))
	if len(r) > 40 {
		return string(r[:40]) + "..."
	}
	return string(r)
}

// maxSubflows bounds the subflows one export may carry.
const maxSubflows = 50

// parseSubflows reads the subflows of an export: each an object with a
// unique, non-empty ref, a name and a draft flow document (drafts may hold
// problems; their shape must be a flow document's).
func parseSubflows(raw json.RawMessage, problems []apperr.FieldError) ([]flows.Portable, []apperr.FieldError) {
	add := func(field, format string, args ...any) {
		problems = append(problems, apperr.FieldError{Field: field, Message: fmt.Sprintf(format, args...)})
	}
	var items []json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		add("subflows", "must be an array of {ref, name, draft} objects")
		return nil, problems
	}
	if len(items) > maxSubflows {
		add("subflows", "must hold at most %d subflows", maxSubflows)
		return nil, problems
	}
	out := make([]flows.Portable, 0, len(items))
	seen := map[string]bool{}
	for i, it := range items {
		field := fmt.Sprintf("subflows[%d]", i)
		var obj map[string]json.RawMessage
		if json.Unmarshal(it, &obj) != nil || obj == nil {
			add(field, "must be an object with ref, name and draft")
			continue
		}
		problems = append(problems, unknownKeys(field+".", obj, []string{"draft", "name", "ref"})...)
		var p flows.Portable
		if json.Unmarshal(obj["ref"], &p.Ref) != nil || strings.TrimSpace(p.Ref) == "" || len(p.Ref) > 100 {
			add(field+".ref", "is required: the id the flow's subflow nodes use (at most 100 characters)")
		} else if seen[p.Ref] {
			add(field+".ref", "%q is used by another subflow", p.Ref)
		}
		seen[p.Ref] = true
		if json.Unmarshal(obj["name"], &p.Name) != nil || strings.TrimSpace(p.Name) == "" || utf8.RuneCountInString(p.Name) > 120 {
			add(field+".name", "is required, at most 120 characters")
		}
		draft := bytes.TrimSpace(obj["draft"])
		if len(draft) == 0 || draft[0] != '{' {
			add(field+".draft", "must be a flow document (an object with nodes and edges)")
		} else if _, err := flows.Parse(draft); err != nil {
			add(field+".draft", "%s", err.Error())
		} else {
			var compact bytes.Buffer
			if json.Compact(&compact, draft) == nil {
				p.Draft = json.RawMessage(compact.Bytes())
			}
		}
		out = append(out, p)
	}
	return out, problems
}
