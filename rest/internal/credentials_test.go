package internal_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/members"
	"voiceagent/internal/testkit"
)

// Two Authorization or two X-Organization-Id headers are ambiguous: 400
// naming the header on GraphQL, the REST mirror and the realtime upgrade,
// even when both carry the same value, as /v1 answers conflicting keys.
func TestDuplicateCredentialHeaders(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org, other := env.MustOrg("Acme"), env.MustOrg("Beta")
	s := env.Session(id, org.ID, auth.RoleOwner)
	stranger := id.Token(testkit.Claims{Subject: "stranger"})
	bearer := "Bearer " + s.Token
	for name, c := range map[string]struct {
		header http.Header
		detail string
	}{
		"TwoAuthorizations":      {http.Header{"Authorization": {bearer, "Bearer " + stranger}, members.OrganizationHeader: {org.ID.String()}}, "send one Authorization header, not 2"},
		"SameAuthorizationTwice": {http.Header{"Authorization": {bearer, bearer}, members.OrganizationHeader: {org.ID.String()}}, "send one Authorization header, not 2"},
		"TwoOrganizations":       {http.Header{"Authorization": {bearer}, members.OrganizationHeader: {other.ID.String(), org.ID.String()}}, "send one X-Organization-Id header, not 2"},
		"SameOrganizationTwice":  {http.Header{"Authorization": {bearer}, members.OrganizationHeader: {org.ID.String(), org.ID.String()}}, "send one X-Organization-Id header, not 2"},
	} {
		for _, req := range []testkit.Request{
			{Method: "GET", Path: "/api/v1/me"},
			{Method: "GET", Path: "/api/v1/organizations/members"},
			{Method: "POST", Path: "/api/v1/organizations/members", Body: map[string]any{"subject": "x", "role": "viewer"}},
			{Method: "GET", Path: "/api/v1/graphql?query=%7Bme%7Buser%7Bid%7D%7D%7D"},
			{Method: "POST", Path: "/api/v1/graphql", Body: map[string]any{"query": "{ members { total } }"}},
		} {
			req.Repeated = c.header
			r := env.Do(req)
			require.Equal(t, http.StatusBadRequest, r.Status, "%s %s %s: %s", name, req.Method, req.Path, r.Body)
			require.Contains(t, r.Detail(t), c.detail, name)
		}

		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		conn, resp, err := websocket.Dial(ctx, env.RealtimeURL(), &websocket.DialOptions{
			Subprotocols: []string{"graphql-transport-ws"}, HTTPHeader: c.header,
		})
		cancel()
		if conn != nil {
			_ = conn.CloseNow()
		}
		require.Error(t, err, name)
		require.NotNil(t, resp, name)
		require.Equal(t, http.StatusBadRequest, resp.StatusCode, name)
	}
	// Not a member was added by the refused writes.
	var list struct{ Total int }
	s.Do("GET", "/api/v1/organizations/members", nil).JSON(t, &list)
	require.Equal(t, 1, list.Total)

	// One of each still opens the socket.
	ws := env.DialRealtime(t, http.Header{"Authorization": {bearer}, members.OrganizationHeader: {org.ID.String()}})
	ws.Init(map[string]any{})
	ws.Must("connection_ack")
}
