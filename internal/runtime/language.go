package runtime

import (
	"context"

	"github.com/google/uuid"
)

type languageKey struct{}

// WithLanguage makes the conversations started with ctx speak the agent's
// language (a tag such as pt-BR): the runtime's own texts (retry prompts,
// the built-in engine's replies, a yes or no said back) are in it, and
// numeric dates and decimals are read as it writes them. The channels of
// real conversations give the live version's language; the test doors
// read the draft's.
func WithLanguage(ctx context.Context, tag string) context.Context {
	return context.WithValue(ctx, languageKey{}, tag)
}

func languageOf(ctx context.Context) string {
	tag, _ := ctx.Value(languageKey{}).(string)
	return tag
}

// withDraftLanguage gives a test conversation the language of the agent's
// draft, unless the caller already chose one.
func (s *Service) withDraftLanguage(ctx context.Context, agentID uuid.UUID) (context.Context, error) {
	if _, chosen := ctx.Value(languageKey{}).(string); chosen || s.drafts == nil {
		return ctx, nil
	}
	d, err := s.drafts(ctx, agentID)
	if err != nil {
		return ctx, err
	}
	return WithLanguage(ctx, d.Language), nil
}
