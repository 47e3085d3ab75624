package graph

// nonEmpty is nil for "", as the REST mirror omits empty ids.
func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
