package scalar

import (
	"encoding/json"
	"io"
	"strconv"

	"github.com/99designs/gqlgen/graphql"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testcenter"
)

// AgentVersion is what a test run tests: "draft" or a published version
// number (AgentVersion).
type AgentVersion = testcenter.AgentVersion

// MarshalAgentVersion writes "draft" or the number.
func MarshalAgentVersion(v testcenter.AgentVersion) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		b, _ := v.MarshalJSON()
		_, _ = w.Write(b)
	})
}

// UnmarshalAgentVersion reads "draft" or a positive integer. Errors:
// Invalid naming agent_version.
func UnmarshalAgentVersion(v any) (testcenter.AgentVersion, error) {
	switch x := v.(type) {
	case string:
		if x == "draft" { // a number goes as a number, as on the REST door
			return testcenter.Draft, nil
		}
	case json.Number:
		return testcenter.ParseAgentVersion(x.String())
	case int:
		return testcenter.ParseAgentVersion(strconv.Itoa(x))
	case int64:
		return testcenter.ParseAgentVersion(strconv.FormatInt(x, 10))
	case float64:
		if x == float64(int64(x)) {
			return testcenter.ParseAgentVersion(strconv.FormatInt(int64(x), 10))
		}
	}
	return testcenter.Draft, apperr.Field("agent_version", `must be "draft" or a published version number (an integer from 1)`)
}
