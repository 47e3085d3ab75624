package httpx_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/testkit"
)

// A request waiting for an upload slot leaves the queue as soon as its
// context ends (the client is gone), without waiting out the queue time,
// and the slots it never took stay free for the next one.
func TestUploadGateWaitEndsWithTheRequest(t *testing.T) {
	t.Parallel()
	gate := httpx.NewUploadGate(1, time.Hour, 1<<20, 0)
	held, ok := gate.Admit(httptest.NewRecorder(), httptest.NewRequest(http.MethodPost, "/documents/pdf", strings.NewReader("x")))
	require.True(t, ok)

	ctx, cancel := context.WithCancel(context.Background())
	admitted := make(chan bool, 1)
	go func() {
		r := httptest.NewRequest(http.MethodPost, "/documents/pdf", strings.NewReader("x")).WithContext(ctx)
		_, ok := gate.Admit(httptest.NewRecorder(), r)
		admitted <- ok
	}()
	testkit.Eventually(t, 10*time.Second, "the second request waiting", func() bool { return gate.Waiting() == 1 })
	cancel()
	require.False(t, <-admitted)
	require.Zero(t, gate.Waiting())

	held()
	release, ok := gate.Admit(httptest.NewRecorder(), httptest.NewRequest(http.MethodPost, "/documents/pdf", strings.NewReader("x")))
	require.True(t, ok)
	release()
	require.Zero(t, gate.InProgress())
}
