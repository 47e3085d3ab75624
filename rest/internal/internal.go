// Package internal is the /api/v1 door of the backoffice: GraphQL at
// /api/v1/graphql and its REST mirror. It accepts only identity-service
// session JWTs: API keys are refused on every path with 401, whatever the
// path. Each REST mirror handler parses path, query and body into the
// arguments of a GraphQL resolver method, calls that same method and renders
// its result as JSON, so both doors answer the same data by construction.
package internal

import (
	"bytes"
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"

	"voiceagent/graph"
	"voiceagent/internal/members"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/ratelimit"
	"voiceagent/internal/session"
)

// APIKeyPrefix marks API Channel keys, which this API never accepts.
const APIKeyPrefix = "svc_"

// RefuseAPIKeys answers 401 to any request that presents an API key, before
// routing, so no internal path can be reached with one.
func RefuseAPIKeys(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if carriesAPIKey(r) {
			httpx.Error(w, r, apperr.New(apperr.Unauthorized, "API keys are not accepted by the internal API; use the API Channel under /v1"))
			return
		}
		next.ServeHTTP(w, r)
	})
}

func carriesAPIKey(r *http.Request) bool {
	if r.Header.Get("X-API-Key") != "" {
		return true
	}
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	return ok && strings.EqualFold(scheme, "Bearer") && strings.HasPrefix(strings.TrimSpace(token), APIKeyPrefix)
}

// API is the /api/v1 door.
type API struct {
	Verifier *session.Verifier
	Members  *members.Service
	// Resolver is the GraphQL resolver root; the REST mirror calls its methods.
	Resolver *graph.Resolver
	// GraphQL serves /api/v1/graphql (graph.NewServer).
	GraphQL http.Handler
	// Uploads admits file uploads, shared with the API Channel's door.
	Uploads *httpx.UploadGate
	// Limit is each user's request budget (nil: unlimited).
	Limit *graph.UserLimit
	// Explorer is the GraphiQL page a browser gets at /api/v1/graphql
	// (nil: none, the endpoint answers as to any other client).
	Explorer http.Handler
}

// Routes mounts the door on r (the /api/v1 router).
func (a *API) Routes(r chi.Router) {
	r.Use(RefuseAPIKeys)
	// The explorer page holds no data: a browser asking for HTML gets it
	// without a session; the requests it sends carry the headers typed in.
	gql := a.Authenticate(graphqlRequest(a.GraphQL))
	if a.Explorer != nil {
		gql = explorerOr(a.Explorer, gql)
	}
	r.Handle("/graphql", gql)
	r.Group(func(r chi.Router) {
		r.Use(a.Authenticate)
		r.Use(httpx.CleanQuery)

		// Across the user's organizations: no X-Organization-Id needed.
		r.Get("/me", a.me)
		r.Get("/organizations", a.organizations)
		r.Post("/organizations/switch", a.switchOrganization)

		// Everything else acts on one organization.
		r.Group(func(r chi.Router) {
			r.Use(RequireOrganization)
			a.memberRoutes(r)
			a.auditRoutes(r)
			a.agentRoutes(r)
			a.flowRoutes(r)
			a.knowledgeRoutes(r)
			a.callRoutes(r)
			a.actionRoutes(r)
			a.integrationRoutes(r)
			a.testCenterRoutes(r)
			a.testCenterGenerateRoutes(r)
			a.testRunRoutes(r)
		})
	})
}

// explorerOr serves the GraphiQL page to a GET that asks for HTML, else the
// GraphQL endpoint. The page is served before authentication (see Routes).
func explorerOr(explorer, gql http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet && r.URL.Query().Get("query") == "" && strings.Contains(r.Header.Get("Accept"), "text/html") {
			explorer.ServeHTTP(w, r)
			return
		}
		gql.ServeHTTP(w, r)
	})
}

// graphqlRequest answers, in the REST error shape, the requests no GraphQL
// transport takes: another method (405), a POST that is not JSON (415) or
// whose body is over MAX_BODY_BYTES (413; the transport would answer it
// 200 with an error).
func graphqlRequest(gql http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.Method == http.MethodPost && !isJSON(r.Header.Get("Content-Type")):
			httpx.Error(w, r, apperr.New(apperr.Unsupported, "Content-Type must be application/json: send {\"query\", \"variables\", \"operationName\"}"))
			return
		case r.Method != http.MethodPost && r.Method != http.MethodGet:
			httpx.JSON(w, http.StatusMethodNotAllowed, httpx.ErrorBody{Detail: "GraphQL accepts POST, and GET for queries", Code: "method_not_allowed"})
			return
		case r.Method == http.MethodPost:
			// The transport reads the whole body anyway; reading it here
			// first (up to the cap LimitBody set) tells a body too large.
			body, err := io.ReadAll(r.Body)
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) {
				httpx.Error(w, r, apperr.New(apperr.TooLarge, "request body is larger than %d bytes (MAX_BODY_BYTES); send a smaller operation", tooLarge.Limit))
				return
			}
			if err != nil {
				httpx.Error(w, r, apperr.Invalidf("the request body could not be read"))
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		gql.ServeHTTP(w, r)
	})
}

func isJSON(contentType string) bool {
	mt, _, err := mime.ParseMediaType(contentType)
	return err == nil && (mt == "application/json" || strings.HasSuffix(mt, "+json"))
}

// Authenticate verifies the session token and selects the organization (see
// members.Authenticate); a request without a valid session is answered 401
// (503 when the identity service's keys cannot be had), and one with two
// Authorization or two X-Organization-Id headers 400, before any handler
// or GraphQL runs. A signed-in user's request then takes one from the
// user's budget (Limit): 429 with Retry-After past it, and the rate-limit
// headers on every answer, as on /v1.
func (a *API) Authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		authorization, organization, err := members.CredentialHeaders(r.Header)
		if err != nil {
			httpx.Error(w, r, err)
			return
		}
		ctx, err := a.Members.Authenticate(r.Context(), a.Verifier, authorization, organization)
		if err != nil {
			httpx.Error(w, r, err)
			return
		}
		if a.Limit != nil {
			if res, ok := a.Limit.Take(ctx); ok {
				ratelimit.SetHeaders(w.Header(), res)
				if !res.Allowed {
					httpx.Error(w, r, ratelimit.Refusal(res))
					return
				}
			}
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// RequireOrganization answers the organization problem of the request (400
// header required, 403 not a member or suspended) before the handler runs.
func RequireOrganization(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if id, ok := members.IdentityFrom(r.Context()); ok && id.Current == nil {
			err := id.OrgProblem
			if err == nil {
				err = apperr.Forbiddenf("No organization selected")
			}
			httpx.Error(w, r, err)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// intParam reads an optional integer query parameter. Errors: Invalid
// naming the parameter.
func intParam(r *http.Request, name string) (*int, error) {
	v, ok := r.URL.Query()[name]
	if !ok {
		return nil, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(v[0]))
	if err != nil {
		return nil, apperr.Field(name, "must be an integer")
	}
	return &n, nil
}

// strParam reads an optional text query parameter.
func strParam(r *http.Request, name string) *string {
	v, ok := r.URL.Query()[name]
	if !ok {
		return nil
	}
	return &v[0]
}

// window reads limit and offset.
func window(r *http.Request) (limit, offset *int, err error) {
	if limit, err = intParam(r, "limit"); err != nil {
		return nil, nil, err
	}
	offset, err = intParam(r, "offset")
	return limit, offset, err
}

// render writes a resolver's result, or its error through the one REST
// error table.
func render[T any](w http.ResponseWriter, r *http.Request, status int, v *T, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, status, v)
}
