// Package web holds the backoffice web app: its sources (React +
// TypeScript, built by Vite) and the built bundle in dist, embedded in the
// binary so serving it needs nothing but Go. `make web` rebuilds dist.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist is the built app: index.html, graphiql.html and hashed files under
// assets/.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // the directory is embedded above; it always exists
	}
	return sub
}
