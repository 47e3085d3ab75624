package graph

import (
	"encoding/json"

	"voiceagent/internal/agents"
	"voiceagent/internal/platform/apperr"
)

// optional is a field the update input held: null when v is nil.
func optional[T any](v *T) agents.Optional[T] {
	if v == nil {
		return agents.Optional[T]{Set: true, Null: true}
	}
	return agents.Some(*v)
}

// settingsPatch is the settings field of updateAgent: a merge patch whose
// values the service checks one by one, as the REST mirror's body holds them.
func settingsPatch(m map[string]any) (agents.Optional[map[string]json.RawMessage], error) {
	if m == nil {
		return agents.Optional[map[string]json.RawMessage]{Set: true, Null: true}, nil
	}
	out := make(map[string]json.RawMessage, len(m))
	for k, v := range m {
		b, err := json.Marshal(v)
		if err != nil {
			return agents.Optional[map[string]json.RawMessage]{}, apperr.Field("settings."+k, "could not be read")
		}
		out[k] = b
	}
	return agents.Some(out), nil
}
