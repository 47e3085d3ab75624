package flows

import (
	"slices"
	"strings"
)

func init() { Register(questionType{}) }

// QuestionConfig asks for an answer of a type and stores it in a variable.
type QuestionConfig struct {
	Prompt      string   `json:"prompt" editor:"text"`
	Variable    string   `json:"variable"`
	Type        string   `json:"type"`
	Choices     []string `json:"choices,omitempty"`
	RetryPrompt string   `json:"retry_prompt,omitempty" editor:"text"`
}

type questionType struct{ base }

func (questionType) Name() string   { return "question" }
func (questionType) NewConfig() any { return &QuestionConfig{} }

// FieldOptions lists the answer types a question may ask for.
func (questionType) FieldOptions() map[string][]string {
	return map[string][]string{"type": AnswerTypes}
}

func (questionType) Check(c *Checker, n *Node, out []OutEdge) {
	q := n.conf.(*QuestionConfig)
	if strings.TrimSpace(q.Prompt) == "" {
		c.Error(CodeInvalidConfig, n.ID, "question node %q has no prompt", n.ID)
	}
	switch {
	case strings.TrimSpace(q.Variable) == "":
		c.Error(CodeMissingVariable, n.ID, "question node %q has no variable to store the answer in", n.ID)
	case !ValidVariable(q.Variable):
		c.Error(CodeInvalidVariable, n.ID, "question node %q: variable %q must be letters, digits and underscores, not starting with a digit", n.ID, q.Variable)
	}
	typ := q.Type
	if typ == "" {
		typ = "text"
	}
	if !slices.Contains(AnswerTypes, typ) {
		c.Error(CodeInvalidConfig, n.ID, "question node %q has answer type %q; one of %s", n.ID, q.Type, strings.Join(AnswerTypes, ", "))
	}
	if typ == "choice" && len(q.Choices) == 0 {
		c.Error(CodeInvalidConfig, n.ID, "question node %q asks for a choice but lists no choices", n.ID)
	}
	singleWayOut(c, n, out)
}

func (questionType) Vars(n *Node) (reads, sets []string) {
	q := n.conf.(*QuestionConfig)
	reads = append(TemplateVars(q.Prompt), TemplateVars(q.RetryPrompt)...)
	if q.Variable != "" {
		sets = []string{q.Variable}
	}
	return reads, sets
}

func (questionType) Enter(m Machine, n *CNode) (Outcome, error) {
	q := n.Config.(*QuestionConfig)
	m.Say(q.Prompt)
	return Outcome{Expect: q.answerType()}, nil
}

func (questionType) Input(m Machine, n *CNode, in Input) (Outcome, error) {
	q := n.Config.(*QuestionConfig)
	v, ok := ParseAnswer(q.answerType(), in.Value(), q.Choices, m.Language())
	if !ok {
		retry := q.RetryPrompt
		if retry == "" {
			retry = DefaultRetryPrompt(q.answerType(), q.Choices, m.Language()) + " " + q.Prompt
		}
		m.Say(retry)
		return Outcome{Expect: q.answerType()}, nil
	}
	m.Set(q.Variable, v)
	return follow(n)
}

func (q *QuestionConfig) answerType() string {
	if q.Type == "" {
		return "text"
	}
	return q.Type
}
