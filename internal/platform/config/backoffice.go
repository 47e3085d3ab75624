package config

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// Backoffice is the configuration of the backoffice door (/api/v1): session
// verification, the GraphQL limits and the per-user rate limit.
type Backoffice struct {
	AuthJWKSURL        string        // AUTH_JWKS_URL: identity service JWKS; empty = development issuer
	AuthIssuer         string        // AUTH_ISSUER: required iss when set
	AuthAudience       string        // AUTH_AUDIENCE: required aud member when set
	AuthJWKSMinRefresh time.Duration // AUTH_JWKS_MIN_REFRESH: least time between JWKS fetches for unknown kids
	GraphQLMaxDepth    int           // GRAPHQL_MAX_DEPTH
	GraphQLComplexity  int           // GRAPHQL_MAX_COMPLEXITY
	GraphQLMaxTokens   int           // GRAPHQL_MAX_TOKENS: tokens of one document, checked while parsing
	GraphQLMaxFields   int           // GRAPHQL_MAX_FIELDS: selections of one document (fragments expanded), checked before validation
	BackofficeRate     int           // BACKOFFICE_RATE_LIMIT_PER_MINUTE: /api/v1 requests (and socket operations) per user per minute
	// GRAPHQL_PLAIN_WRITERS (default true): write selections of plain
	// fields in one pass (graph/plain.go); false resolves every field
	// through gqlgen's general path. Same answers either way.
	GraphQLPlainWriters bool
}

func backofficeFromEnv(getenv func(string) string, c *Config) error {
	c.AuthJWKSURL = strings.TrimSpace(getenv("AUTH_JWKS_URL"))
	c.AuthIssuer = strings.TrimSpace(getenv("AUTH_ISSUER"))
	c.AuthAudience = strings.TrimSpace(getenv("AUTH_AUDIENCE"))
	if c.AuthJWKSURL != "" {
		u, err := url.Parse(c.AuthJWKSURL)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			return fmt.Errorf("AUTH_JWKS_URL: want an http(s) URL, got %q", c.AuthJWKSURL)
		}
	}
	var err error
	if c.GraphQLPlainWriters, err = boolVar(getenv, "GRAPHQL_PLAIN_WRITERS", true); err != nil {
		return err
	}
	if c.AuthJWKSMinRefresh, err = durationVar(getenv, "AUTH_JWKS_MIN_REFRESH", 10*time.Second); err != nil {
		return err
	}
	return readInts(getenv,
		intSetting{"GRAPHQL_MAX_DEPTH", 10, 2, 100, &c.GraphQLMaxDepth},
		intSetting{"GRAPHQL_MAX_COMPLEXITY", 500, 10, 100000, &c.GraphQLComplexity},
		intSetting{"GRAPHQL_MAX_TOKENS", 10000, 100, 1000000, &c.GraphQLMaxTokens},
		intSetting{"GRAPHQL_MAX_FIELDS", 1000, 10, 100000, &c.GraphQLMaxFields},
		intSetting{"BACKOFFICE_RATE_LIMIT_PER_MINUTE", 600, 1, 1000000, &c.BackofficeRate},
	)
}
