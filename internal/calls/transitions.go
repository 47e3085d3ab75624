package calls

import (
	"slices"
	"sort"
)

// Transitions is the call status table: from each status, the statuses a call
// may move to. Anything else is refused with a conflict.
//
//	created -> active     the call was answered / the session opened
//	created -> failed     it could not be set up (no route, provider error)
//	created -> cancelled  it was called off before it started
//	created -> abandoned  the caller left before the agent answered
//	active  -> completed  it ended normally
//	active  -> failed     it broke off (media or runtime failure)
//	active  -> cancelled  an operator or integration stopped it
//	active  -> abandoned  the caller left before the conversation finished
//
// completed, failed, cancelled and abandoned are final.
var Transitions = map[string][]string{
	"created":   {"active", "failed", "cancelled", "abandoned"},
	"active":    {"completed", "failed", "cancelled", "abandoned"},
	"completed": {},
	"failed":    {},
	"cancelled": {},
	"abandoned": {},
}

// CanTransition reports whether a call in status from may move to status to.
func CanTransition(from, to string) bool {
	return slices.Contains(Transitions[from], to)
}

// IsFinal reports whether status ends a call.
func IsFinal(status string) bool {
	next, known := Transitions[status]
	return known && len(next) == 0
}

// EndStatuses are the statuses End accepts.
var EndStatuses = []string{"completed", "failed", "cancelled", "abandoned"}

func allowedFrom(status string) []string {
	out := append([]string(nil), Transitions[status]...)
	sort.Strings(out)
	return out
}
