package graph

import (
	"encoding/json"
	"errors"

	"voiceagent/internal/agents"
	"voiceagent/internal/platform/apperr"
)

// updateInput converts updateAgent's input, a map that keeps absent fields
// apart from null ones, to the service's partial update.
func updateInput(in map[string]any) (agents.UpdateInput, error) {
	names := map[string]string{"name": "name", "description": "description", "prompt": "prompt",
		"settings": "settings", "publicChannelEnabled": "public_channel_enabled", "allowedOrigins": "allowed_origins"}
	out := map[string]any{}
	for k, v := range in {
		if n, ok := names[k]; ok {
			out[n] = v
		}
	}
	b, err := json.Marshal(out)
	if err != nil {
		return agents.UpdateInput{}, apperr.Invalidf("input could not be read: %v", err)
	}
	var u agents.UpdateInput
	if err := json.Unmarshal(b, &u); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			expected := map[string]string{"settings": "an object", "public_channel_enabled": "true or false",
				"allowed_origins": "a list of origins (strings)"}[te.Field]
			if expected == "" {
				expected = "a string"
			}
			return u, apperr.Field(te.Field, "must be "+expected)
		}
		return u, apperr.Invalidf("input could not be read: %v", err)
	}
	return u, nil
}
