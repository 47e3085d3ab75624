package actions

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"

	"voiceagent/internal/platform/apperr"
)

// Bounds of what one record may hold.
const (
	maxName         = 120
	maxDescription  = 1000
	maxTemplate     = 1600 // an SMS body: ten concatenated segments
	maxWhisper      = 1000
	maxListItems    = 50  // fields, criteria, IVR steps
	maxAgentIDs     = 100 // agents a rule names
	maxEntries      = 500 // numbers in a phone book
	maxLabel        = 120
	maxSecrets      = 20
	maxSecretValue  = 4096
	maxCondition    = 2000
	maxFieldNameLen = 64
)

// identifier is a variable, field or secret name: usable as {{name}}.
var identifier = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]{0,63}$`)

// checker gathers every problem of an input by its path (entries[1].number).
type checker struct {
	apperr.Problems
}

// text checks a free text: valid UTF-8, no NUL, at most max characters;
// required when min > 0.
func (c *checker) text(field, s string, min, max int) bool {
	switch {
	case !utf8.ValidString(s) || strings.ContainsRune(s, 0):
		c.Add(field, "must be UTF-8 text without NUL characters")
	case min > 0 && strings.TrimSpace(s) == "":
		c.Add(field, "is required")
	case utf8.RuneCountInString(s) > max:
		c.Add(field, "must be at most %d characters", max)
	default:
		return true
	}
	return false
}

func (c *checker) name(field, s string) { c.text(field, s, 1, maxName) }

func (c *checker) oneOf(field, v string, allowed ...string) {
	if !slices.Contains(allowed, v) {
		if v == "" {
			c.Add(field, "is required; one of %s", strings.Join(allowed, ", "))
			return
		}
		c.Add(field, "must be one of %s", strings.Join(allowed, ", "))
	}
}

// identifierName checks a name used in templates or as a variable.
func (c *checker) identifierName(field, s string) bool {
	if !identifier.MatchString(s) {
		c.Add(field, "must be a letter or _ followed by letters, digits or _ (at most %d)", maxFieldNameLen)
		return false
	}
	return true
}

// unique reports names given twice.
func (c *checker) unique(list string, names []string) {
	seen := map[string]int{}
	for i, n := range names {
		if j, dup := seen[n]; dup && n != "" {
			c.Add(fmt.Sprintf("%s[%d].name", list, i), "repeats the name of %s[%d]", list, j)
			continue
		}
		seen[n] = i
	}
}

// secrets checks a custom action's secrets and returns their names, sorted.
func (c *checker) secrets(given map[string]string) []string {
	if len(given) > maxSecrets {
		c.Add("secrets", "must hold at most %d secrets", maxSecrets)
	}
	names := make([]string, 0, len(given))
	for n, v := range given {
		names = append(names, n)
		field := "secrets." + n
		if !identifier.MatchString(n) {
			c.Add("secrets", "secret name %q must be a letter or _ followed by letters, digits or _", truncate(n, 70))
			continue
		}
		c.text(field, v, 1, maxSecretValue)
	}
	slices.Sort(names)
	return names
}

// template checks a {{}} template of a kind without secrets.
func (c *checker) template(field, s string, min, max int) {
	if c.text(field, s, min, max) {
		c.List = append(c.List, CheckTemplate(field, s, false)...)
	}
}

// agentIDs checks the agents a rule names (empty: every agent).
func (c *checker) agentIDs(ids []uuid.UUID, exists func(uuid.UUID) (bool, error)) error {
	if len(ids) > maxAgentIDs {
		c.Add("agent_ids", "must name at most %d agents", maxAgentIDs)
		return nil
	}
	seen := map[uuid.UUID]bool{}
	for i, id := range ids {
		field := fmt.Sprintf("agent_ids[%d]", i)
		if id == uuid.Nil {
			c.Add(field, "must be the id of one of the organization's agents (a UUID)")
			continue
		}
		if seen[id] {
			c.Add(field, "repeats agent %s", id)
			continue
		}
		seen[id] = true
		ok, err := exists(id)
		if err != nil {
			return err
		}
		if !ok {
			c.Add(field, "agent %s not found", id)
		}
	}
	return nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
