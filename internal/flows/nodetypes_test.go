package flows

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestConfigFields(t *testing.T) {
	type conf struct {
		Text     string   `json:"text" editor:"text"`
		Name     string   `json:"name,omitempty"`
		Count    int      `json:"count"`
		Ratio    float64  `json:"ratio,omitempty"`
		On       bool     `json:"on"`
		Tags     []string `json:"tags,omitempty"`
		Numbers  []int    `json:"numbers"`
		Nested   struct{} `json:"nested"`
		Hidden   string   `json:"-"`
		internal string
		Plain    string
	}
	_ = conf{}.internal
	require.Equal(t, []ConfigField{
		{Name: "text", Type: "text", Required: true},
		{Name: "name", Type: "string"},
		{Name: "count", Type: "number", Required: true},
		{Name: "ratio", Type: "number"},
		{Name: "on", Type: "boolean", Required: true},
		{Name: "tags", Type: "strings"},
		{Name: "Plain", Type: "string", Required: true},
	}, configFields(&conf{}))
	require.Empty(t, configFields(&StartConfig{}))
}

func TestNodeTypesDescribeTheRegistry(t *testing.T) {
	types := NodeTypes()
	require.Len(t, types, len(TypeNames()))
	byName := map[string]NodeTypeInfo{}
	for _, nt := range types {
		byName[nt.Name] = nt
	}
	require.Equal(t, []ConfigField{
		{Name: "prompt", Type: "text", Required: true},
		{Name: "variable", Type: "string", Required: true},
		{Name: "type", Type: "string", Required: true, Options: AnswerTypes},
		{Name: "choices", Type: "strings"},
		{Name: "retry_prompt", Type: "text"},
	}, byName["question"].Fields)
	require.Equal(t, []ConfigField{{Name: "text", Type: "text"}}, byName["end"].Fields)
	require.True(t, byName["end"].Terminal)
	require.True(t, byName["transfer"].Terminal)
	require.False(t, byName["message"].Terminal)
}
