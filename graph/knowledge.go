package graph

// ptrs adapts a service's (slice, error) to a resolver's ([]*elem, error).
func ptrs[T any](v []T, err error) ([]*T, error) {
	if err != nil {
		return nil, err
	}
	out := make([]*T, len(v))
	for i := range v {
		out[i] = &v[i]
	}
	return out, nil
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
