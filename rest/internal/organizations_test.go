package internal_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

const meQuery = `{ me {
	user { id subject email name createdAt }
	memberships { organization { id name slug suspendedAt createdAt } role joinedAt }
	organization { organization { id name slug suspendedAt createdAt } role joinedAt }
} }`

// sameJSON asserts a REST body and a GraphQL value hold the same data, the
// REST keys being the snake_case forms of the GraphQL ones.
func sameJSON(t *testing.T, rest []byte, gql json.RawMessage) {
	t.Helper()
	var a, b any
	require.NoError(t, json.Unmarshal(rest, &a))
	require.NoError(t, json.Unmarshal(gql, &b))
	require.Equal(t, dropNulls(camelKeys(a)), dropNulls(b))
}

// dropNulls treats an absent key and a null value alike (REST omits some
// empty optional fields).
func dropNulls(v any) any {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if x == nil {
				delete(v, k)
				continue
			}
			v[k] = dropNulls(x)
		}
	case []any:
		for i := range v {
			v[i] = dropNulls(v[i])
		}
	}
	return v
}

func camelKeys(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, x := range v {
			out[camel(k)] = camelKeys(x)
		}
		return out
	case []any:
		for i := range v {
			v[i] = camelKeys(v[i])
		}
	}
	return v
}

func camel(s string) string {
	out := []byte{}
	up := false
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '_':
			up = true
		case up:
			out = append(out, s[i]-'a'+'A')
			up = false
		default:
			out = append(out, s[i])
		}
	}
	return string(out)
}

func TestMeBothDoors(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleEditor)

	rest := s.Do("GET", "/api/v1/me", nil)
	require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
	gql := s.GraphQL(meQuery, nil)
	var data struct{ Me json.RawMessage }
	gql.Decode(t, &data)
	sameJSON(t, rest.Body, data.Me)

	var me struct {
		User struct {
			Subject, Email, Name string
		}
		Memberships  []struct{ Role string }
		Organization struct {
			Organization struct{ ID string }
			Role         string
		}
	}
	rest.JSON(t, &me)
	require.Equal(t, s.Subject, me.User.Subject)
	require.Equal(t, s.Subject+"@example.com", me.User.Email, "the email claim is kept")
	require.Equal(t, "editor", me.Organization.Role)
	require.Equal(t, org.ID.String(), me.Organization.Organization.ID)
	require.Len(t, me.Memberships, 1)
}
