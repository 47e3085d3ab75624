package testcenter

import (
	"bytes"
	"encoding/json"
	"strconv"

	"voiceagent/internal/platform/apperr"
)

// AgentVersion is what a run tests: the draft (Version 0, written "draft")
// or a published version number.
type AgentVersion struct {
	Version int
}

// Draft is the agent's draft.
var Draft = AgentVersion{}

// IsDraft reports whether v is the draft.
func (v AgentVersion) IsDraft() bool { return v.Version == 0 }

// String is "draft" or the version number.
func (v AgentVersion) String() string {
	if v.IsDraft() {
		return "draft"
	}
	return strconv.Itoa(v.Version)
}

// MarshalJSON writes "draft" or the number.
func (v AgentVersion) MarshalJSON() ([]byte, error) {
	if v.IsDraft() {
		return []byte(`"draft"`), nil
	}
	return []byte(strconv.Itoa(v.Version)), nil
}

// UnmarshalJSON reads "draft" or a positive integer.
func (v *AgentVersion) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if string(b) == `"draft"` {
		*v = Draft
		return nil
	}
	var n json.Number
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&n); err == nil {
		if i, err := strconv.Atoi(n.String()); err == nil && i > 0 {
			*v = AgentVersion{Version: i}
			return nil
		}
	}
	return apperr.Field("agent_version", `must be "draft" or a published version number (an integer from 1)`)
}

// ParseAgentVersion reads the text form ("draft" or a positive integer).
func ParseAgentVersion(s string) (AgentVersion, error) {
	if s == "draft" {
		return Draft, nil
	}
	if i, err := strconv.Atoi(s); err == nil && i > 0 {
		return AgentVersion{Version: i}, nil
	}
	return Draft, apperr.Field("agent_version", `must be "draft" or a published version number (an integer from 1)`)
}
