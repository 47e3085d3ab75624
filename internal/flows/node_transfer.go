package flows

import (
	"fmt"
	"strings"

	"voiceagent/internal/platform/locale"
)

func init() { Register(transferType{}) }

// TransferConfig hands the conversation to a person or number.
type TransferConfig struct {
	To string `json:"to"`
}

type transferType struct{ base }

func (transferType) Name() string   { return "transfer" }
func (transferType) NewConfig() any { return &TransferConfig{} }
func (transferType) Terminal() bool { return true }

func (transferType) Check(c *Checker, n *Node, _ []OutEdge) {
	if strings.TrimSpace(n.conf.(*TransferConfig).To) == "" {
		c.Error(CodeInvalidConfig, n.ID, "transfer node %q says nowhere to transfer to (to)", n.ID)
	}
}

func (transferType) Enter(m Machine, n *CNode) (Outcome, error) {
	m.Say(fmt.Sprintf(locale.For(m.Language()).Transfer, n.Config.(*TransferConfig).To))
	return Outcome{Finish: "transfer"}, nil
}
