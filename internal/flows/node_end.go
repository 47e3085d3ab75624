package flows

func init() { Register(endType{}) }

// EndConfig ends the conversation, optionally saying a last text.
type EndConfig struct {
	Text string `json:"text,omitempty" editor:"text"`
}

type endType struct{ base }

func (endType) Name() string                     { return "end" }
func (endType) NewConfig() any                   { return &EndConfig{} }
func (endType) Terminal() bool                   { return true }
func (endType) Check(*Checker, *Node, []OutEdge) {}
func (endType) Vars(n *Node) (reads, sets []string) {
	return TemplateVars(n.conf.(*EndConfig).Text), nil
}

func (endType) Enter(m Machine, n *CNode) (Outcome, error) {
	if t := n.Config.(*EndConfig).Text; t != "" {
		m.Say(t)
	}
	return Outcome{Finish: "end"}, nil
}
