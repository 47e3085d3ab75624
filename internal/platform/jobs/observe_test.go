package jobs

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/trace"
)

const tp = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"

func TestWithTraceparent(t *testing.T) {
	for in, want := range map[string]string{
		`{}`:                   `{"traceparent":"` + tp + `"}`,
		`{"a":1}`:              `{"traceparent":"` + tp + `","a":1}`,
		`{ "a": [1, {"b":2}]}`: `{"traceparent":"` + tp + `","a": [1, {"b":2}]}`,
		`{"traceparent":"x"}`:  `{"traceparent":"x"}`, // the work's own trace is kept
		`[1,2]`:                `[1,2]`,
		`plain`:                `plain`,
		``:                     ``,
	} {
		got := string(withTraceparent([]byte(in), tp))
		require.Equal(t, want, got, in)
		if json.Valid([]byte(in)) {
			require.True(t, json.Valid([]byte(got)), got)
		}
	}
	require.Equal(t, `{"a":1}`, string(withTraceparent([]byte(`{"a":1}`), "")))
}

// A task queued inside a span names that span in its payload, and the
// handler's fields still decode; outside any span the payload is untouched.
func TestNewTaskCarriesTheSpan(t *testing.T) {
	b := []byte(`{"organization_id":"8e0f4b52-3e02-4c3b-9d0c-3d4c9b0a2f10","n":3}`)
	require.Equal(t, b, NewTask(context.Background(), "t:x", b).Payload())

	tid, _ := trace.TraceIDFromHex("4bf92f3577b34da6a3ce929d0e0e4736")
	sid, _ := trace.SpanIDFromHex("00f067aa0ba902b7")
	ctx := trace.ContextWithSpanContext(context.Background(), trace.NewSpanContext(trace.SpanContextConfig{
		TraceID: tid, SpanID: sid, TraceFlags: trace.FlagsSampled}))
	task := NewTask(ctx, "t:x", b)
	require.Equal(t, "t:x", task.Type())
	require.Equal(t, tp, payloadTraceparent(task.Payload()))
	var p struct {
		N int `json:"n"`
	}
	require.NoError(t, json.Unmarshal(task.Payload(), &p))
	require.Equal(t, 3, p.N)
}

// Every task queued with a payload is built by NewTask, so no task type
// loses its enqueuer's trace. The webhook delivery task is the one
// exception: the relay queues it from the outbox row, whose traceparent
// (stored by the request that committed the event) it carries itself.
func TestEveryTaskIsBuiltWithItsTrace(t *testing.T) {
	root, err := filepath.Abs("../../..")
	require.NoError(t, err)
	_, err = os.Stat(filepath.Join(root, "go.mod"))
	require.NoError(t, err)
	allowed := map[string]string{ // file: the call's beginning
		"internal/platform/jobs/observe.go": "asynq.NewTask(taskType, withTraceparent(",
		"internal/webhooks/deliver.go":      "asynq.NewTask(TypeDeliver, b",
	}
	call := regexp.MustCompile(`asynq\.NewTask\([^,()]+,\s*([^,)]+)`)
	var offenders []string
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		if strings.HasPrefix(rel, "cmd/bench/") { // calls handlers directly, queues nothing
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range call.FindAllSubmatch(src, -1) {
			if string(m[1]) == "nil" || allowed[rel] != "" && strings.HasPrefix(string(m[0]), allowed[rel]) {
				continue
			}
			offenders = append(offenders, rel+": "+string(m[0]))
		}
		return nil
	})
	require.NoError(t, err)
	require.Empty(t, offenders, "queue tasks with jobs.NewTask(ctx, ...) so they carry the trace")
}
