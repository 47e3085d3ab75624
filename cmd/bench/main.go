// Command bench runs the platform's benchmark programs and prints their
// figures: `go run ./cmd/bench all`, or one suite by name. Each suite lives in
// its own file and registers itself.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"sort"
	"strings"

	"voiceagent/internal/knowledge/extract"
)

type suite struct {
	name    string
	summary string
	run     func(ctx context.Context, args []string) error
}

var suites = map[string]suite{}

func register(s suite) { suites[s.name] = s }

func main() {
	extract.ServeParserChild() // a PDF parser child process starts here and exits
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	names := make([]string, 0, len(suites))
	for n := range suites {
		names = append(names, n)
	}
	sort.Strings(names)
	if len(os.Args) < 2 {
		fmt.Fprintf(os.Stderr, "usage: bench all|%s [flags]\n", strings.Join(names, "|"))
		for _, n := range names {
			fmt.Fprintf(os.Stderr, "  %-12s %s\n", n, suites[n].summary)
		}
		os.Exit(2)
	}
	which := os.Args[1]
	run := names
	if which != "all" {
		if _, ok := suites[which]; !ok {
			fmt.Fprintf(os.Stderr, "bench: unknown suite %q\n", which)
			os.Exit(2)
		}
		run = []string{which}
	}
	for _, n := range run {
		fmt.Printf("== %s: %s\n", n, suites[n].summary)
		if err := suites[n].run(ctx, os.Args[2:]); err != nil {
			fmt.Fprintf(os.Stderr, "bench %s: %v\n", n, err)
			os.Exit(1)
		}
	}
}
