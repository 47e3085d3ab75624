package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/google/uuid"
)

func splitWords(s string) []string { return strings.Fields(s) }

func equalWords(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func joinWords(a []string, n int) string {
	if len(a) > n {
		a = a[:n]
	}
	return strings.Join(a, " ")
}

// newFlags returns a flag set that reports errors instead of exiting.
func newFlags(e env, path string) *flag.FlagSet {
	fs := flag.NewFlagSet("voiceagent "+path, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	return fs
}

// parseFlags parses args, allowing flags after positional arguments
// ("suspend ORG_ID --x"), and returns the positional ones.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if err == flag.ErrHelp {
				return nil, errHelp
			}
			return nil, usageError{err.Error()}
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// errHelp ends a command whose flags were printed on request (-h): not a failure.
var errHelp = errors.New("help requested")

// parseFlagsOnly is parseFlags for commands that take flags alone: a
// positional argument is a usage error naming it, not something to ignore.
func parseFlagsOnly(fs *flag.FlagSet, args []string) error {
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return usageError{fmt.Sprintf("unexpected argument %q; %s takes only flags", pos[0], fs.Name())}
	}
	return nil
}

// printJSON writes v as one JSON object followed by a newline.
func printJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("print: %w", err)
	}
	return nil
}

// oneID parses flags and exactly one positional UUID argument named name.
func oneID(fs *flag.FlagSet, args []string, usage, name string) (uuid.UUID, error) {
	pos, err := parseFlags(fs, args)
	if err != nil {
		return uuid.Nil, err
	}
	if len(pos) != 1 {
		return uuid.Nil, usageError{usage}
	}
	id, err := uuid.Parse(pos[0])
	if err != nil {
		return uuid.Nil, usageError{name + " must be a UUID"}
	}
	return id, nil
}
