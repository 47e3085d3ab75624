// Command graphgen generates the backoffice GraphQL server's code: gqlgen's
// executor and resolvers from gqlgen.yml, plus the plain writers of
// graph/plaingen. Run from the repository root (make generate).
package main

import (
	"fmt"
	"os"

	"github.com/99designs/gqlgen/api"
	"github.com/99designs/gqlgen/codegen/config"

	"voiceagent/graph/plaingen"
)

const plainFile = "graph/plain.generated.go"

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "graphgen:", err)
		os.Exit(1)
	}
}

func run() error {
	cfg, err := config.LoadConfig("gqlgen.yml")
	if err != nil {
		return err
	}
	// The plain writers call functions of gqlgen's executor: a stale file
	// must not stand in the way of loading the package while generating.
	if err := os.Remove(plainFile); err != nil && !os.IsNotExist(err) {
		return err
	}
	return api.Generate(cfg, api.AddPlugin(plaingen.Plugin{Filename: plainFile}))
}
