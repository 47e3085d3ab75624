package testcenter

import (
	"context"

	"voiceagent/internal/auth"
)

// presets are the built-in scenarios, in the order they are listed. Their
// ids are stable: cases keep the preset_id they were written with.
var presets = []Preset{
	{ID: "impatient-caller", Name: "Impatient caller",
		Description: "A caller in a hurry who interrupts, gives short answers and wants it over quickly.",
		Persona:     "You are in a hurry and impatient. You answer in as few words as possible, sometimes sound annoyed, and ask the agent to get to the point.",
		Goal:        "Get what you called for as fast as possible, answering only what is asked."},
	{ID: "changes-mind", Name: "Changes their mind",
		Description: "A caller who gives an answer and then corrects it later in the conversation.",
		Persona:     "You are indecisive. After answering a question you often say you meant something else and give a different answer.",
		Goal:        "Finish the conversation with the agent holding your corrected answers, not the first ones."},
	{ID: "speaks-english", Name: "Speaks English",
		Description: "A caller who speaks only English, whatever language the agent starts in.",
		Persona:     "You speak only English. If the agent speaks another language, you politely ask in English to continue in English.",
		Goal:        "Complete the conversation in English."},
	{ID: "invalid-phone", Name: "Invalid phone number",
		Description: "A caller who gives a malformed phone number when asked for one.",
		Persona:     "You are cooperative, but when asked for a phone number you give one that is too short (such as 12345), and correct it only when the agent points out the problem.",
		Goal:        "See whether the agent notices the invalid number and asks for a valid one."},
	{ID: "off-topic", Name: "Off-topic caller",
		Description: "A caller who drifts to unrelated subjects before coming back to the point.",
		Persona:     "You are chatty and often talk about unrelated things (the weather, your day) before answering.",
		Goal:        "Be brought back to the subject by the agent and complete the conversation."},
	{ID: "silent-caller", Name: "Reluctant caller",
		Description: "A caller who hesitates and gives vague answers until asked again.",
		Persona:     "You are unsure and hesitant. Your first answer to a question is vague (\"I don't know\", \"maybe\"); you answer clearly when asked again.",
		Goal:        "Complete the conversation once the agent has asked clearly enough."},
}

// presetByID returns the built-in preset with that id.
func presetByID(id string) (Preset, bool) {
	for _, p := range presets {
		if p.ID == id {
			return p, true
		}
	}
	return Preset{}, false
}

// Presets lists the built-in scenarios. Errors: Forbidden.
func (s *Service) Presets(ctx context.Context) ([]Preset, error) {
	if _, err := auth.Authorize(ctx, auth.RunTests); err != nil {
		return nil, err
	}
	return append([]Preset(nil), presets...), nil
}
