package llm

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/tracing"
)

// HTTPConfig configures the OpenAI-compatible client.
type HTTPConfig struct {
	// BaseURL is the API root (https://api.openai.com/v1); /chat/completions
	// is appended.
	BaseURL string
	APIKey  string
	Model   string
	// Timeout bounds one attempt, connection to last byte.
	Timeout time.Duration
	// MaxRetries is how many times a 429, a 5xx or a network error is
	// retried, with exponential backoff from RetryBase.
	MaxRetries int
	RetryBase  time.Duration
	// Client, when set, replaces the default HTTP client (tests).
	Client *http.Client
}

// HTTP talks to an OpenAI-compatible chat-completions endpoint.
type HTTP struct {
	cfg    HTTPConfig
	url    string
	client *http.Client
}

// NewHTTP returns the chat-completions client.
func NewHTTP(cfg HTTPConfig) *HTTP {
	if cfg.Timeout <= 0 {
		cfg.Timeout = 30 * time.Second
	}
	if cfg.RetryBase <= 0 {
		cfg.RetryBase = 200 * time.Millisecond
	}
	if cfg.MaxRetries < 0 {
		cfg.MaxRetries = 0
	}
	c := cfg.Client
	if c == nil {
		c = &http.Client{
			Timeout: cfg.Timeout,
			Transport: tracing.Transport(&http.Transport{
				Proxy:                 http.ProxyFromEnvironment,
				DialContext:           (&net.Dialer{Timeout: 5 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
				TLSHandshakeTimeout:   5 * time.Second,
				ResponseHeaderTimeout: cfg.Timeout,
				MaxIdleConnsPerHost:   16,
				IdleConnTimeout:       90 * time.Second,
			}),
		}
	}
	return &HTTP{cfg: cfg, url: strings.TrimRight(cfg.BaseURL, "/") + "/chat/completions", client: c}
}

// Name implements Provider.
func (h *HTTP) Name() string { return "openai-compatible" }

type wireMessage struct {
	Role      string         `json:"role"`
	Content   string         `json:"content"`
	ToolCalls []wireToolCall `json:"tool_calls,omitempty"`
}

type wireToolCall struct {
	Index    int    `json:"index"`
	ID       string `json:"id,omitempty"`
	Type     string `json:"type,omitempty"`
	Function struct {
		Name      string `json:"name,omitempty"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

type wireRequest struct {
	Model      string        `json:"model"`
	Messages   []wireMessage `json:"messages"`
	Stream     bool          `json:"stream,omitempty"`
	Tools      []any         `json:"tools,omitempty"`
	ToolChoice any           `json:"tool_choice,omitempty"`
}

type wireResponse struct {
	Choices []struct {
		Message wireMessage `json:"message"`
		Delta   wireMessage `json:"delta"`
	} `json:"choices"`
	Error *struct {
		Message string `json:"message"`
	} `json:"error"`
}

// intentTool is the function the model calls to choose an intent.
const intentTool = "choose_intent"

func (h *HTTP) wire(r Request, stream bool) wireRequest {
	w := wireRequest{Model: h.cfg.Model, Stream: stream}
	system := r.System
	if len(r.Passages) > 0 {
		system += "\n\nAnswer only from these knowledge excerpts; say so when they do not answer the question:\n"
		for i, p := range r.Passages {
			system += fmt.Sprintf("[%d] %s\n", i+1, p)
		}
	}
	if strings.TrimSpace(system) != "" {
		w.Messages = append(w.Messages, wireMessage{Role: "system", Content: system})
	}
	for _, m := range r.Messages {
		w.Messages = append(w.Messages, wireMessage{Role: m.Role, Content: m.Content})
	}
	if len(r.Intents) > 0 {
		labels := make([]string, 0, len(r.Intents))
		var desc strings.Builder
		desc.WriteString("Choose what the caller's last message means, and reply to the caller. Intents:")
		for _, it := range r.Intents {
			labels = append(labels, it.Label)
			fmt.Fprintf(&desc, "\n- %s", it.Label)
			if len(it.Examples) > 0 {
				fmt.Fprintf(&desc, " (e.g. %s)", strings.Join(it.Examples, "; "))
			}
		}
		w.Tools = []any{map[string]any{
			"type": "function",
			"function": map[string]any{
				"name":        intentTool,
				"description": desc.String(),
				"parameters": map[string]any{
					"type": "object",
					"properties": map[string]any{
						"intent": map[string]any{"type": "string", "enum": labels},
						"reply":  map[string]any{"type": "string", "description": "what to say to the caller"},
					},
					"required": []string{"intent"},
				},
			},
		}}
		w.ToolChoice = map[string]any{"type": "function", "function": map[string]any{"name": intentTool}}
	}
	return w
}

func (h *HTTP) unavailable(cause error, format string, a ...any) error {
	return apperr.Unavailablef(cause, "The language model is unavailable: %s", fmt.Sprintf(format, a...))
}

// do posts the request, retrying 429, 5xx and network errors with backoff,
// and returns a response with a 2xx status for the caller to read.
func (h *HTTP) do(ctx context.Context, body []byte) (*http.Response, error) {
	var last error
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.url, bytes.NewReader(body))
		if err != nil {
			return nil, h.unavailable(err, "LLM_BASE_URL is not a usable URL")
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if h.cfg.APIKey != "" {
			req.Header.Set("Authorization", "Bearer "+h.cfg.APIKey)
		}
		resp, err := h.client.Do(req)
		var wait time.Duration
		switch {
		case err != nil:
			if ctx.Err() != nil {
				return nil, h.unavailable(err, "the request was cancelled or timed out")
			}
			last = h.unavailable(err, "could not reach %s", h.url)
		case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
			last = h.unavailable(nil, "%s answered %d%s", h.url, resp.StatusCode, errorDetail(resp))
			if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
				wait = time.Duration(s) * time.Second
			}
		case resp.StatusCode >= 300:
			err := h.unavailable(nil, "%s refused the request with %d%s", h.url, resp.StatusCode, errorDetail(resp))
			return nil, err
		default:
			return resp, nil
		}
		if attempt >= h.cfg.MaxRetries {
			return nil, last
		}
		if backoff := h.cfg.RetryBase << attempt; wait < backoff {
			wait = backoff
		}
		if wait > 10*time.Second {
			wait = 10 * time.Second
		}
		select {
		case <-ctx.Done():
			return nil, last
		case <-time.After(wait):
		}
	}
}

// errorDetail reads the provider's error message and closes the body.
func errorDetail(resp *http.Response) string {
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	var w wireResponse
	if json.Unmarshal(b, &w) == nil && w.Error != nil && w.Error.Message != "" {
		return ": " + w.Error.Message
	}
	return ""
}

// Complete implements Provider.
func (h *HTTP) Complete(ctx context.Context, r Request) (Response, error) {
	body, err := json.Marshal(h.wire(r, false))
	if err != nil {
		return Response{}, fmt.Errorf("encode chat request: %w", err)
	}
	resp, err := h.do(ctx, body)
	if err != nil {
		return Response{}, err
	}
	defer resp.Body.Close()
	var w wireResponse
	if err := json.NewDecoder(io.LimitReader(resp.Body, 4<<20)).Decode(&w); err != nil {
		return Response{}, h.unavailable(err, "the answer from %s is not a chat completion", h.url)
	}
	if len(w.Choices) == 0 {
		return Response{}, h.unavailable(nil, "the answer from %s has no choices", h.url)
	}
	m := w.Choices[0].Message
	return h.response(m.Content, m.ToolCalls, r)
}

func (h *HTTP) response(text string, calls []wireToolCall, r Request) (Response, error) {
	out := Response{Text: text}
	if len(r.Intents) == 0 {
		return out, nil
	}
	for _, c := range calls {
		if c.Function.Name != "" && c.Function.Name != intentTool {
			continue
		}
		var args struct {
			Intent string `json:"intent"`
			Reply  string `json:"reply"`
		}
		if err := json.Unmarshal([]byte(c.Function.Arguments), &args); err != nil {
			return out, h.unavailable(err, "the model's %s call has arguments that are not JSON", intentTool)
		}
		for _, it := range r.Intents {
			if strings.EqualFold(it.Label, args.Intent) {
				out.Intent = it.Label
			}
		}
		if args.Reply != "" {
			out.Text = args.Reply
		}
		return out, nil
	}
	return out, nil
}

// Stream implements Provider over server-sent events.
func (h *HTTP) Stream(ctx context.Context, r Request, onDelta func(string) error) (Response, error) {
	body, err := json.Marshal(h.wire(r, true))
	if err != nil {
		return Response{}, fmt.Errorf("encode chat request: %w", err)
	}
	resp, err := h.do(ctx, body)
	if err != nil {
		return Response{}, err
	}
	defer resp.Body.Close()
	if !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		// A server that ignores stream answers in one piece.
		var w wireResponse
		if err := json.NewDecoder(io.LimitReader(resp.Body, 4<<20)).Decode(&w); err != nil || len(w.Choices) == 0 {
			return Response{}, h.unavailable(err, "the answer from %s is neither a stream nor a chat completion", h.url)
		}
		m := w.Choices[0].Message
		if m.Content != "" {
			if err := onDelta(m.Content); err != nil {
				return Response{}, err
			}
		}
		return h.response(m.Content, m.ToolCalls, r)
	}
	var text strings.Builder
	calls := map[int]*wireToolCall{}
	order := []int{}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	done := false
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "data:") {
			continue
		}
		data := strings.TrimSpace(strings.TrimPrefix(line, "data:"))
		if data == "[DONE]" {
			done = true
			break
		}
		var w wireResponse
		if err := json.Unmarshal([]byte(data), &w); err != nil {
			return Response{}, h.unavailable(err, "the stream from %s has an event that is not JSON", h.url)
		}
		if w.Error != nil {
			return Response{}, h.unavailable(nil, "the stream from %s failed: %s", h.url, w.Error.Message)
		}
		for _, ch := range w.Choices {
			if d := ch.Delta.Content; d != "" {
				text.WriteString(d)
				if err := onDelta(d); err != nil {
					return Response{}, err
				}
			}
			for _, tc := range ch.Delta.ToolCalls {
				c := calls[tc.Index]
				if c == nil {
					c = &wireToolCall{Index: tc.Index}
					calls[tc.Index] = c
					order = append(order, tc.Index)
				}
				if tc.Function.Name != "" {
					c.Function.Name = tc.Function.Name
				}
				c.Function.Arguments += tc.Function.Arguments
			}
		}
	}
	if err := sc.Err(); err != nil {
		return Response{}, h.unavailable(err, "the stream from %s broke off", h.url)
	}
	if !done {
		return Response{}, h.unavailable(errors.New("no [DONE]"), "the stream from %s ended early", h.url)
	}
	list := make([]wireToolCall, 0, len(order))
	for _, i := range order {
		list = append(list, *calls[i])
	}
	return h.response(text.String(), list, r)
}
