package widget

import (
	_ "embed"
	"encoding/json"
	"html/template"
	"net"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/ratelimit"
)

// PublicSessionsPath is where widgets open their sessions.
const PublicSessionsPath = "/api/v1/realtime/public-sessions"

// DemoPath serves the demo chat page.
const DemoPath = "/widget/demo"

// Routes mounts the public door: no session is asked of these requests.
func (s *Service) Routes(r chi.Router) {
	r.Post(PublicSessionsPath, s.create)
	r.Options(PublicSessionsPath, s.preflight)
	r.Get(DemoPath, s.demo)
}

// preflight answers a CORS preflight from an origin that some
// public-channel agent allows; any other origin gets 403 without CORS
// headers, so the browser refuses the POST.
func (s *Service) preflight(w http.ResponseWriter, r *http.Request) {
	origin := r.Header.Get("Origin")
	w.Header().Add("Vary", "Origin")
	if origin == "" {
		httpx.Error(w, r, apperr.Forbiddenf("a CORS preflight needs an Origin header"))
		return
	}
	ok, err := s.OriginListed(r.Context(), origin)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	if !ok {
		httpx.Error(w, r, apperr.Forbiddenf("origin %s is not allowed by any agent's public channel", origin))
		return
	}
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", origin)
	h.Set("Access-Control-Allow-Methods", "POST")
	h.Set("Access-Control-Allow-Headers", "Content-Type")
	h.Set("Access-Control-Max-Age", "600")
	w.WriteHeader(http.StatusNoContent)
}

// create is POST /api/v1/realtime/public-sessions {"agent_id"}: 201
// {token, expires_at, session_id}; 400 (body), 403 (origin, disabled
// channel), 404 (agent), 429 (per client address, per agent).
func (s *Service) create(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	origin := r.Header.Get("Origin")
	w.Header().Add("Vary", "Origin")
	// The per-address limit comes first: it costs no database query.
	if res := s.d.Limiter.Allow(ctx, "widget:ip:"+clientIP(r), s.cfg.PerIPPerMinute); !res.Allowed {
		s.cors(w, r, origin)
		tooMany(w, r, res, "too many public sessions from this address")
		return
	}
	agentID, err := decodeCreate(r)
	if err != nil {
		s.cors(w, r, origin)
		httpx.Error(w, r, err)
		return
	}
	p, err := s.agentFor(ctx, agentID)
	if err != nil {
		s.cors(w, r, origin)
		httpx.Error(w, r, err)
		return
	}
	if origin != "" && allows(p, origin) {
		w.Header().Set("Access-Control-Allow-Origin", origin)
	}
	if res := s.d.Limiter.Allow(ctx, "widget:agent:"+agentID.String(), s.cfg.PerAgentPerMinute); !res.Allowed {
		tooMany(w, r, res, "too many public sessions for this agent")
		return
	}
	out, err := s.Open(ctx, agentID, origin)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	httpx.JSON(w, http.StatusCreated, out)
}

// cors sets Access-Control-Allow-Origin on an answer given before the agent
// was read, when some public-channel agent allows the origin, so the widget
// can read the detail.
func (s *Service) cors(w http.ResponseWriter, r *http.Request, origin string) {
	if origin == "" {
		return
	}
	if ok, err := s.OriginListed(r.Context(), origin); err == nil && ok {
		w.Header().Set("Access-Control-Allow-Origin", origin)
	}
}

func tooMany(w http.ResponseWriter, r *http.Request, res ratelimit.Result, what string) {
	w.Header().Set("Retry-After", strconv.Itoa(res.RetryAfterSeconds()))
	httpx.Error(w, r, apperr.New(apperr.RateLimited, "%s; try again in %d s", what, res.RetryAfterSeconds()))
}

// decodeCreate reads the body strictly: one object with agent_id (a UUID)
// and nothing else.
func decodeCreate(r *http.Request) (uuid.UUID, error) {
	var body map[string]json.RawMessage
	if err := httpx.Decode(r, &body); err != nil {
		return uuid.Nil, err
	}
	if body == nil {
		return uuid.Nil, apperr.Invalidf("request body must be a JSON object {\"agent_id\": \"<uuid>\"}")
	}
	var unknown []string
	for k := range body {
		if k != "agent_id" {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return uuid.Nil, apperr.Field(unknown[0], "unknown field; the body is {\"agent_id\": \"<uuid>\"}")
	}
	raw, ok := body["agent_id"]
	if !ok {
		return uuid.Nil, apperr.Field("agent_id", "is required")
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return uuid.Nil, apperr.Field("agent_id", "must be a string (the agent's UUID)")
	}
	id, err := uuid.Parse(strings.TrimSpace(s))
	if err != nil || id == uuid.Nil {
		return uuid.Nil, apperr.Field("agent_id", "must be a UUID")
	}
	return id, nil
}

// clientIP is the connection's address: like the API Channel's anonymous
// limit, no forwarding header is trusted.
func clientIP(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

//go:embed demo.html
var demoHTML string

var demoPage = template.Must(template.New("demo").Parse(demoHTML))

// demo serves the demo chat page for the demo organization's chat agent,
// or for the agent named by ?agent_id.
func (s *Service) demo(w http.ResponseWriter, r *http.Request) {
	var agentID string
	if q := r.URL.Query().Get("agent_id"); q != "" {
		if id, err := uuid.Parse(q); err == nil {
			agentID = id.String()
		}
	} else if s.d.DemoAgent != nil {
		if id, err := s.d.DemoAgent(r.Context()); err == nil && id != uuid.Nil {
			agentID = id.String()
		}
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self' ws: wss:")
	_ = demoPage.Execute(w, map[string]string{"AgentID": agentID})
}
