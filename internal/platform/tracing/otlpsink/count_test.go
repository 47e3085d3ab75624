package otlpsink

import (
	"testing"

	"github.com/stretchr/testify/require"
	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	resourcepb "go.opentelemetry.io/proto/otlp/resource/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"
)

// The receiver that drops spans still counts them, from the wire format.
func TestCountSpans(t *testing.T) {
	span := func(name string) *tracepb.Span {
		return &tracepb.Span{Name: name, TraceId: make([]byte, 16), SpanId: make([]byte, 8)}
	}
	req := &coltrace.ExportTraceServiceRequest{ResourceSpans: []*tracepb.ResourceSpans{
		{Resource: &resourcepb.Resource{}, ScopeSpans: []*tracepb.ScopeSpans{
			{Spans: []*tracepb.Span{span("a"), span("b")}},
			{Spans: []*tracepb.Span{span("c")}},
		}},
		{ScopeSpans: []*tracepb.ScopeSpans{{Spans: []*tracepb.Span{span("d")}}}},
	}}
	b, err := proto.Marshal(req)
	require.NoError(t, err)
	n, err := countSpans(b)
	require.NoError(t, err)
	require.Equal(t, 4, n)
	n, err = countSpans(nil)
	require.NoError(t, err)
	require.Zero(t, n)
	_, err = countSpans([]byte{0x0a, 0x05, 0x01})
	require.Error(t, err, "a truncated export is refused")
}
