package llm_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/llm"
	"voiceagent/internal/platform/apperr"
)

func TestOfflineChoosesIntentByOverlap(t *testing.T) {
	t.Parallel()
	intents := []llm.Intent{
		{Label: "book_appointment", Examples: []string{"I need to see the doctor", "schedule a visit"}},
		{Label: "cancel", Examples: []string{"call off my appointment"}},
		{Label: "opening_hours", Examples: []string{"when are you open"}},
	}
	for input, want := range map[string]string{
		"I'd like to book an appointment": "book_appointment",
		"Can I schedule a visit?":         "book_appointment",
		"please cancel it":                "cancel",
		"call off everything":             "cancel",
		"When are you open on Sunday":     "opening_hours",
		"blue elephants":                  "",
	} {
		require.Equal(t, want, llm.ChooseByOverlap(input, intents), input)
	}
	var o llm.Offline
	r, err := o.Complete(context.Background(), llm.Request{Messages: []llm.Message{{Role: "user", Content: "cancel please"}}, Intents: intents})
	require.NoError(t, err)
	require.Equal(t, "cancel", r.Intent)
	again, _ := o.Complete(context.Background(), llm.Request{Messages: []llm.Message{{Role: "user", Content: "cancel please"}}, Intents: intents})
	require.Equal(t, r, again, "deterministic")

	r, err = o.Complete(context.Background(), llm.Request{Passages: []string{"We open at 9. We close at 17. Parking is free."}, Messages: []llm.Message{{Role: "user", Content: "hours?"}}})
	require.NoError(t, err)
	require.Equal(t, "We open at 9. We close at 17.", r.Text)
	r, err = o.Complete(context.Background(), llm.Request{Passages: []string{"Nothing here.", "We open at 9. We close at 17. Parking is free."}, Messages: []llm.Message{{Role: "user", Content: "Is the parking free?"}}})
	require.NoError(t, err)
	require.Equal(t, "Parking is free.", r.Text, "the sentence sharing the most words with the question")
	r, err = o.Complete(context.Background(), llm.Request{Passages: []string{}})
	require.NoError(t, err)
	require.Contains(t, r.Text, "don't have information")

	var streamed strings.Builder
	r, err = o.Stream(context.Background(), llm.Request{Messages: []llm.Message{{Role: "user", Content: "hello there"}}}, func(d string) error {
		streamed.WriteString(d)
		return nil
	})
	require.NoError(t, err)
	require.Equal(t, r.Text, streamed.String())
}

// server speaks the chat-completions wire format through handler.
func server(t *testing.T, handler func(w http.ResponseWriter, req map[string]any, n int)) (*httptest.Server, *atomic.Int32) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := int(calls.Add(1))
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer sk-test" {
			http.Error(w, `{"error":{"message":"wrong path or key"}}`, http.StatusUnauthorized)
			return
		}
		var req map[string]any
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		handler(w, req, n)
	}))
	t.Cleanup(srv.Close)
	return srv, &calls
}

func client(url string) *llm.HTTP {
	return llm.NewHTTP(llm.HTTPConfig{BaseURL: url + "/v1/", APIKey: "sk-test", Model: "test-model", Timeout: 2 * time.Second, MaxRetries: 2, RetryBase: time.Millisecond})
}

func TestHTTPComplete(t *testing.T) {
	t.Parallel()
	var seen map[string]any
	srv, _ := server(t, func(w http.ResponseWriter, req map[string]any, _ int) {
		seen = req
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"id":"c1","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"Hello from the model"},"finish_reason":"stop"}]}`)
	})
	r, err := client(srv.URL).Complete(context.Background(), llm.Request{System: "Be brief.", Messages: []llm.Message{{Role: "user", Content: "hi"}}})
	require.NoError(t, err)
	require.Equal(t, "Hello from the model", r.Text)
	require.Equal(t, "test-model", seen["model"])
	msgs := seen["messages"].([]any)
	require.Equal(t, "system", msgs[0].(map[string]any)["role"])
	require.Equal(t, "hi", msgs[1].(map[string]any)["content"])
	require.Nil(t, seen["tools"])
}

func TestHTTPToolCallChoosesIntent(t *testing.T) {
	t.Parallel()
	srv, _ := server(t, func(w http.ResponseWriter, req map[string]any, _ int) {
		tools := req["tools"].([]any)
		fn := tools[0].(map[string]any)["function"].(map[string]any)
		enum := fn["parameters"].(map[string]any)["properties"].(map[string]any)["intent"].(map[string]any)["enum"].([]any)
		if fn["name"] != "choose_intent" || len(enum) != 2 || req["tool_choice"] == nil {
			http.Error(w, "tool missing", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"choose_intent","arguments":"{\"intent\":\"cancel\",\"reply\":\"I will cancel it.\"}"}}]},"finish_reason":"tool_calls"}]}`)
	})
	r, err := client(srv.URL).Complete(context.Background(), llm.Request{
		Messages: []llm.Message{{Role: "user", Content: "drop my booking"}},
		Intents:  []llm.Intent{{Label: "book"}, {Label: "cancel"}},
	})
	require.NoError(t, err)
	require.Equal(t, "cancel", r.Intent)
	require.Equal(t, "I will cancel it.", r.Text)
}

func sse(w http.ResponseWriter, events ...string) {
	w.Header().Set("Content-Type", "text/event-stream")
	f := w.(http.Flusher)
	for _, e := range events {
		fmt.Fprintf(w, "data: %s\n\n", e)
		f.Flush()
	}
}

func TestHTTPStream(t *testing.T) {
	t.Parallel()
	srv, _ := server(t, func(w http.ResponseWriter, req map[string]any, _ int) {
		if req["stream"] != true {
			http.Error(w, "not streaming", http.StatusBadRequest)
			return
		}
		if req["tools"] != nil {
			sse(w,
				`{"choices":[{"index":0,"delta":{"role":"assistant","tool_calls":[{"index":0,"id":"c","type":"function","function":{"name":"choose_intent","arguments":""}}]}}]}`,
				`{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"intent\":"}}]}}]}`,
				`{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"book\"}"}}]}}]}`,
				`[DONE]`)
			return
		}
		sse(w,
			`{"choices":[{"index":0,"delta":{"role":"assistant","content":""}}]}`,
			`{"choices":[{"index":0,"delta":{"content":"Hel"}}]}`,
			`{"choices":[{"index":0,"delta":{"content":"lo!"}}]}`,
			`{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}`,
			`[DONE]`)
	})
	c := client(srv.URL)
	var deltas []string
	r, err := c.Stream(context.Background(), llm.Request{Messages: []llm.Message{{Role: "user", Content: "hi"}}}, func(d string) error {
		deltas = append(deltas, d)
		return nil
	})
	require.NoError(t, err)
	require.Equal(t, []string{"Hel", "lo!"}, deltas)
	require.Equal(t, "Hello!", r.Text)

	r, err = c.Stream(context.Background(), llm.Request{Messages: []llm.Message{{Role: "user", Content: "a table"}}, Intents: []llm.Intent{{Label: "book"}, {Label: "cancel"}}}, func(string) error { return nil })
	require.NoError(t, err)
	require.Equal(t, "book", r.Intent)
}

func TestHTTPStreamCutShortIsUnavailable(t *testing.T) {
	t.Parallel()
	srv, _ := server(t, func(w http.ResponseWriter, _ map[string]any, _ int) {
		sse(w, `{"choices":[{"index":0,"delta":{"content":"Hel"}}]}`)
	})
	_, err := client(srv.URL).Stream(context.Background(), llm.Request{}, func(string) error { return nil })
	require.Equal(t, apperr.Unavailable, apperr.CodeOf(err))
	require.Contains(t, err.Error(), "ended early")
}

func TestHTTPRetriesThenSucceeds(t *testing.T) {
	t.Parallel()
	srv, calls := server(t, func(w http.ResponseWriter, _ map[string]any, n int) {
		switch n {
		case 1:
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusTooManyRequests)
			fmt.Fprint(w, `{"error":{"message":"slow down"}}`)
		case 2:
			w.WriteHeader(http.StatusBadGateway)
		default:
			fmt.Fprint(w, `{"choices":[{"message":{"role":"assistant","content":"third time"}}]}`)
		}
	})
	r, err := client(srv.URL).Complete(context.Background(), llm.Request{})
	require.NoError(t, err)
	require.Equal(t, "third time", r.Text)
	require.EqualValues(t, 3, calls.Load())
}

func TestHTTPErrorsAreUnavailable(t *testing.T) {
	t.Parallel()
	t.Run("ServerErrorsAfterRetries", func(t *testing.T) {
		srv, calls := server(t, func(w http.ResponseWriter, _ map[string]any, _ int) {
			w.WriteHeader(http.StatusServiceUnavailable)
			fmt.Fprint(w, `{"error":{"message":"overloaded"}}`)
		})
		_, err := client(srv.URL).Complete(context.Background(), llm.Request{})
		e, ok := apperr.As(err)
		require.True(t, ok)
		require.Equal(t, apperr.Unavailable, e.Code)
		require.Contains(t, e.Message, "503: overloaded")
		require.EqualValues(t, 3, calls.Load(), "one attempt and two retries")
	})
	t.Run("ClientErrorNotRetried", func(t *testing.T) {
		srv, calls := server(t, func(w http.ResponseWriter, _ map[string]any, _ int) {
			w.WriteHeader(http.StatusBadRequest)
			fmt.Fprint(w, `{"error":{"message":"model not found"}}`)
		})
		_, err := client(srv.URL).Complete(context.Background(), llm.Request{})
		require.Equal(t, apperr.Unavailable, apperr.CodeOf(err))
		require.Contains(t, err.Error(), "400: model not found")
		require.EqualValues(t, 1, calls.Load())
	})
	t.Run("WrongKey", func(t *testing.T) {
		srv, _ := server(t, nil)
		c := llm.NewHTTP(llm.HTTPConfig{BaseURL: srv.URL + "/v1", APIKey: "wrong", Model: "m"})
		_, err := c.Complete(context.Background(), llm.Request{})
		require.Contains(t, err.Error(), "401: wrong path or key")
	})
	t.Run("Timeout", func(t *testing.T) {
		release := make(chan struct{})
		srv, _ := server(t, func(w http.ResponseWriter, _ map[string]any, _ int) { <-release })
		defer close(release)
		c := llm.NewHTTP(llm.HTTPConfig{BaseURL: srv.URL + "/v1", APIKey: "sk-test", Model: "m", Timeout: 50 * time.Millisecond, RetryBase: time.Millisecond})
		_, err := c.Complete(context.Background(), llm.Request{})
		require.Equal(t, apperr.Unavailable, apperr.CodeOf(err))
	})
	t.Run("Unreachable", func(t *testing.T) {
		c := llm.NewHTTP(llm.HTTPConfig{BaseURL: "http://127.0.0.1:1/v1", Model: "m", RetryBase: time.Millisecond})
		_, err := c.Complete(context.Background(), llm.Request{})
		require.Equal(t, apperr.Unavailable, apperr.CodeOf(err))
		require.Contains(t, err.Error(), "could not reach")
	})
	t.Run("NotAChatCompletion", func(t *testing.T) {
		srv, _ := server(t, func(w http.ResponseWriter, _ map[string]any, _ int) { fmt.Fprint(w, `<html>`) })
		_, err := client(srv.URL).Complete(context.Background(), llm.Request{})
		require.Equal(t, apperr.Unavailable, apperr.CodeOf(err))
	})
}

// The built-in engine replies in the conversation's language: its
// greeting, its notes and its fallbacks.
func TestOfflineSpeaksTheLanguage(t *testing.T) {
	t.Parallel()
	var o llm.Offline
	ctx := context.Background()
	for lang, want := range map[string][]string{
		"pt-BR": {"Olá! Como posso ajudar?", "Obrigado, anotei: oi. Posso ajudar em algo mais?", "Vou ver como posso ajudar com isso.", "Desculpe, não tenho informações sobre isso."},
		"es":    {"¡Hola! ¿En qué puedo ayudarle?", "Gracias, anoté: oi. ¿Algo más en que pueda ayudarle?", "Veamos cómo puedo ayudarle con eso.", "Lo siento, no tengo información sobre eso."},
		"de-DE": {"Hello! How can I help you today?", "Thanks, I noted: oi. Is there anything else?", "Let me see how I can help with that.", "I'm sorry, I don't have information about that."},
	} {
		var got []string
		for _, r := range []llm.Request{
			{Language: lang},
			{Language: lang, Messages: []llm.Message{{Role: "user", Content: "oi"}}},
			{Language: lang, Messages: []llm.Message{{Role: "user", Content: "oi"}}, Intents: []llm.Intent{{Label: "book"}}},
			{Language: lang, Messages: []llm.Message{{Role: "user", Content: "oi"}}, Passages: []string{}},
		} {
			resp, err := o.Complete(ctx, r)
			require.NoError(t, err)
			got = append(got, resp.Text)
		}
		require.Equal(t, want, got, lang)
	}
}
