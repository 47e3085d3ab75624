package agents

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/apperr"
)

// MaxAllowedOrigins bounds an agent's allowed origins.
const MaxAllowedOrigins = 20

// WidgetType reports whether agents of type t talk to a public web widget
// (and so have allowed origins).
func WidgetType(t string) bool { return t == "voice_widget" || t == "chat" }

// NormalizeOrigins checks a list of web origins and returns it canonical:
// each http(s)://host[:port], lowercased, without path, query, fragment or
// user info (one trailing "/" is dropped), the scheme's default port left
// out, duplicates removed, at most MaxAllowedOrigins. Errors name the index
// (allowed_origins[2]).
func NormalizeOrigins(list []string) ([]string, error) {
	if len(list) > MaxAllowedOrigins {
		return nil, apperr.Field("allowed_origins", fmt.Sprintf("must hold at most %d origins, got %d", MaxAllowedOrigins, len(list)))
	}
	out := make([]string, 0, len(list))
	for i, raw := range list {
		o, err := NormalizeOrigin(raw)
		if err != nil {
			return nil, apperr.Field(fmt.Sprintf("allowed_origins[%d]", i), err.Error())
		}
		if !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out, nil
}

// NormalizeOrigin returns the canonical form of one origin (see
// NormalizeOrigins), or why it is not one. Browsers send Origin in this
// form, so a canonical list compares to the header by equality.
func NormalizeOrigin(raw string) (string, error) {
	s := strings.TrimSpace(raw)
	s = strings.TrimSuffix(s, "/")
	const want = "must be an origin like https://shop.example.com or http://localhost:3000"
	if s == "" || len(s) > 300 {
		return "", fmt.Errorf("%s", want)
	}
	u, err := url.Parse(s)
	if err != nil || u.Opaque != "" {
		return "", fmt.Errorf("%s", want)
	}
	scheme := strings.ToLower(u.Scheme)
	switch {
	case scheme != "http" && scheme != "https":
		return "", fmt.Errorf("%s: the scheme must be http or https", want)
	case u.User != nil:
		return "", fmt.Errorf("%s: no user info", want)
	case u.Path != "" || u.RawQuery != "" || u.Fragment != "" || u.ForceQuery || strings.Contains(s, "#"):
		return "", fmt.Errorf("%s: no path, query or fragment", want)
	case u.Hostname() == "":
		return "", fmt.Errorf("%s: the host is missing", want)
	}
	host := strings.ToLower(u.Hostname())
	if strings.ContainsAny(host, " %*") {
		return "", fmt.Errorf("%s: %q is not a host name", want, host)
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]" // IPv6 literal
	}
	if p := u.Port(); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return "", fmt.Errorf("%s: the port must be 1 to 65535", want)
		}
		if !(scheme == "http" && n == 80) && !(scheme == "https" && n == 443) {
			host = net.JoinHostPort(strings.Trim(host, "[]"), strconv.Itoa(n))
		}
	} else if strings.HasSuffix(u.Host, ":") {
		return "", fmt.Errorf("%s: the port is empty", want)
	}
	return scheme + "://" + host, nil
}

// PublicChannel is what the public widget door reads of an agent before it
// knows the organization: a widget names only the agent.
type PublicChannel struct {
	OrganizationID uuid.UUID
	AgentType      string
	Status         string
	Version        int
	Enabled        bool
	AllowedOrigins []string
}

// PublicChannelOf returns the public-channel record of any organization's
// agent: a system read for the widget door, which checks the origin before
// anything is done for the organization. Errors: NotFound.
func (s *Service) PublicChannelOf(ctx context.Context, id uuid.UUID) (PublicChannel, error) {
	var p PublicChannel
	err := s.pool.QueryRow(ctx, `SELECT organization_id, agent_type, status, version, public_channel_enabled, allowed_origins
		FROM agents WHERE id = $1`, id).Scan(&p.OrganizationID, &p.AgentType, &p.Status, &p.Version, &p.Enabled, &p.AllowedOrigins)
	if errors.Is(err, pgx.ErrNoRows) {
		return p, notFound(id)
	}
	return p, dbErr("read public channel", err)
}

// AnyPublicAgentAllows reports whether some agent with its public channel
// enabled lists origin (canonical form) among its allowed origins: one
// query on the partial GIN index of allowed_origins.
func (s *Service) AnyPublicAgentAllows(ctx context.Context, origin string) (bool, error) {
	var ok bool
	err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM agents
		WHERE public_channel_enabled AND allowed_origins @> ARRAY[$1::text] AND agent_type IN ('voice_widget', 'chat') AND status <> 'archived')`,
		origin).Scan(&ok)
	return ok, dbErr("find public agents by origin", err)
}
