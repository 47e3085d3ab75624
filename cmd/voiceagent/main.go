// Command voiceagent is the one binary of the platform: serve, worker,
// migrate, admin and seed commands. main is wiring only; run is what the
// end-to-end tests call too.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"voiceagent/internal/knowledge/extract"
)

func main() {
	extract.ServeParserChild() // a PDF parser child process starts here and exits
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "voiceagent:", err)
		os.Exit(exitCode(err))
	}
}

// usageError marks a command-line mistake (exit status 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func exitCode(err error) int {
	if _, ok := err.(usageError); ok {
		return 2
	}
	return 1
}

// env is what every command gets.
type env struct {
	getenv func(string) string
	stdout io.Writer
	stderr io.Writer
}

// command is one leaf of the command tree, e.g. "admin key create".
type command struct {
	path    string // words before the flags
	summary string
	run     func(ctx context.Context, e env, args []string) error
}

var commands []command

// register adds a command; each file registers its own in init.
func register(c command) { commands = append(commands, c) }

func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	e := env{getenv: getenv, stdout: stdout, stderr: stderr}
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printUsage(stdout)
		return nil
	}
	// Longest command path that prefixes args wins.
	var best *command
	bestLen := 0
	for i := range commands {
		words := splitWords(commands[i].path)
		if len(words) <= len(args) && len(words) > bestLen && equalWords(words, args[:len(words)]) {
			best, bestLen = &commands[i], len(words)
		}
	}
	if best == nil {
		printUsage(stderr)
		return usageError{fmt.Sprintf("unknown command %q", joinWords(args, 3))}
	}
	if err := best.run(ctx, e, args[bestLen:]); !errors.Is(err, errHelp) {
		return err
	}
	return nil
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: voiceagent <command> [flags]\n\ncommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-28s %s\n", c.path, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'voiceagent <command> -h' for the flags of a command.")
}
