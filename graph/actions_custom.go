package graph

import "voiceagent/internal/actions"

// variablesInput reads an optional {variables} argument: absent is no
// variables.
func variablesInput(in *actions.VariablesInput) actions.VariablesInput {
	if in == nil {
		return actions.VariablesInput{}
	}
	return *in
}
