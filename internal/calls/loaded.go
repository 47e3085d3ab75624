package calls

// LoadedTranscript is the transcript as both doors show it: [] when it was
// read and is empty, nil when it was not read (a light list item).
func (c Call) LoadedTranscript() []Turn {
	if c.detail.transcript && c.Transcript == nil {
		return []Turn{}
	}
	return c.Transcript
}

// LoadedActions is Actions as both doors show it (see LoadedTranscript).
func (c Call) LoadedActions() []Action {
	if c.detail.actions && c.Actions == nil {
		return []Action{}
	}
	return c.Actions
}
