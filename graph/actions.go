package graph

import (
	"context"

	"github.com/google/uuid"

	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
)

// actionKind is what every action kind's store offers (actions.Kind).
type actionKind[R any, I any] interface {
	List(ctx context.Context, limit, offset int) ([]R, int64, error)
	Get(ctx context.Context, id uuid.UUID) (R, error)
	Create(ctx context.Context, in I) (R, error)
	Update(ctx context.Context, id uuid.UUID, in I) (R, error)
	Duplicate(ctx context.Context, id uuid.UUID) (R, error)
	Delete(ctx context.Context, id uuid.UUID) error
}

func listActions[R, I any](ctx context.Context, k actionKind[R, I], limit, offset *int) (*page.List[R], error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return nil, err
	}
	items, total, err := k.List(ctx, l, o)
	if err != nil {
		return nil, err
	}
	out := page.Offset(items, total, l, o)
	return &out, nil
}

func getAction[R, I any](ctx context.Context, k actionKind[R, I], id string) (*R, error) {
	return ptr(k.Get(ctx, ids.PathID(id)))
}

func createAction[R, I any](ctx context.Context, k actionKind[R, I], in I) (*R, error) {
	return ptr(k.Create(ctx, in))
}

func updateAction[R, I any](ctx context.Context, k actionKind[R, I], id string, in I) (*R, error) {
	return ptr(k.Update(ctx, ids.PathID(id), in))
}

func duplicateAction[R, I any](ctx context.Context, k actionKind[R, I], id string) (*R, error) {
	return ptr(k.Duplicate(ctx, ids.PathID(id)))
}

func deleteAction[R, I any](ctx context.Context, k actionKind[R, I], id string) (string, error) {
	if err := k.Delete(ctx, ids.PathID(id)); err != nil {
		return "", err
	}
	return id, nil
}
