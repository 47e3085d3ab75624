package v1

import (
	"context"
	"net/http"
	"time"

	"voiceagent/internal/apikeys"
	"voiceagent/internal/platform/httpx"
)

type identityKey struct{}

func withIdentity(ctx context.Context, id apikeys.Identity) context.Context {
	return context.WithValue(ctx, identityKey{}, id)
}

type meOrganization struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Slug string `json:"slug"`
}

type meKey struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	KeyPreview string     `json:"key_preview"`
	Scopes     []string   `json:"scopes"`
	ExpiresAt  *time.Time `json:"expires_at"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at"`
}

type meResponse struct {
	Organization meOrganization `json:"organization"`
	Key          meKey          `json:"key"`
}

// me answers from the identity authentication already resolved: no database
// round trip for a key that was just seen.
func (a *API) me(w http.ResponseWriter, r *http.Request) {
	id := r.Context().Value(identityKey{}).(apikeys.Identity)
	k := id.Key
	httpx.JSON(w, http.StatusOK, meResponse{
		Organization: meOrganization{ID: k.OrganizationID.String(), Name: id.OrgName, Slug: id.OrgSlug},
		Key: meKey{ID: k.ID.String(), Name: k.Name, KeyPreview: k.KeyPreview, Scopes: k.Scopes,
			ExpiresAt: utc(k.ExpiresAt), CreatedAt: k.CreatedAt.UTC(), LastUsedAt: utc(k.LastUsedAt)},
	})
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
