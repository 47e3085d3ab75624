package flows

func init() { Register(knowledgeType{}) }

// KnowledgeConfig answers the caller's question from the agent's knowledge
// bases.
type KnowledgeConfig struct{}

type knowledgeType struct{ base }

func (knowledgeType) Name() string   { return "knowledge" }
func (knowledgeType) NewConfig() any { return &KnowledgeConfig{} }

func (knowledgeType) Check(c *Checker, n *Node, out []OutEdge) {
	if c.Env.HasKnowledge != nil && !*c.Env.HasKnowledge {
		c.Warn(CodeKnowledgeNoBases, n.ID, "knowledge node %q will not find answers: the agent has no knowledge bases", n.ID)
	}
	singleWayOut(c, n, out)
}

func (knowledgeType) Enter(Machine, *CNode) (Outcome, error) { return Outcome{Expect: "text"}, nil }

func (knowledgeType) Input(m Machine, n *CNode, in Input) (Outcome, error) {
	answer, err := m.Answer(in.Value())
	if err != nil {
		return Outcome{}, err
	}
	m.Say(answer)
	return follow(n)
}
