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
	if c.AuthJWKSMinRefresh, err = durationVar(getenv, "AUTH_JWKS_MIN_REFRESH", 10*time.Second); err != nil {
		return err
	}
	n, err := intVar(getenv, "GRAPHQL_MAX_DEPTH", 10)
	if err != nil {
		return err
	}
	if n < 2 || n > 100 {
		return fmt.Errorf("GRAPHQL_MAX_DEPTH: want 2 to 100, got %d", n)
	}
	c.GraphQLMaxDepth = int(n)
	if n, err = intVar(getenv, "GRAPHQL_MAX_COMPLEXITY", 500); err != nil {
		return err
	}
	if n < 10 || n > 100000 {
		return fmt.Errorf("GRAPHQL_MAX_COMPLEXITY: want 10 to 100000, got %d", n)
	}
	c.GraphQLComplexity = int(n)
	if n, err = intVar(getenv, "GRAPHQL_MAX_TOKENS", 10000); err != nil {
		return err
	}
	if n < 100 || n > 1000000 {
		return fmt.Errorf("GRAPHQL_MAX_TOKENS: want 100 to 1000000, got %d", n)
	}
	c.GraphQLMaxTokens = int(n)
	if n, err = intVar(getenv, "GRAPHQL_MAX_FIELDS", 1000); err != nil {
		return err
	}
	if n < 10 || n > 100000 {
		return fmt.Errorf("GRAPHQL_MAX_FIELDS: want 10 to 100000, got %d", n)
	}
	c.GraphQLMaxFields = int(n)
	if n, err = intVar(getenv, "BACKOFFICE_RATE_LIMIT_PER_MINUTE", 600); err != nil {
		return err
	}
	if n < 1 || n > 1000000 {
		return fmt.Errorf("BACKOFFICE_RATE_LIMIT_PER_MINUTE: want 1 to 1000000, got %d", n)
	}
	c.BackofficeRate = int(n)
	return nil
}
