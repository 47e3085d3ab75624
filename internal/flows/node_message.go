package flows

import "strings"

func init() { Register(messageType{}) }

// MessageConfig says a templated text.
type MessageConfig struct {
	Text string `json:"text" editor:"text"`
}

type messageType struct{ base }

func (messageType) Name() string   { return "message" }
func (messageType) NewConfig() any { return &MessageConfig{} }
func (messageType) Check(c *Checker, n *Node, out []OutEdge) {
	if strings.TrimSpace(n.conf.(*MessageConfig).Text) == "" {
		c.Error(CodeInvalidConfig, n.ID, "message node %q has no text", n.ID)
	}
	singleWayOut(c, n, out)
}
func (messageType) Vars(n *Node) (reads, sets []string) {
	return TemplateVars(n.conf.(*MessageConfig).Text), nil
}
func (messageType) Enter(m Machine, n *CNode) (Outcome, error) {
	m.Say(n.Config.(*MessageConfig).Text)
	return follow(n)
}
