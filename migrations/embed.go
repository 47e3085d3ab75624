// Package migrations holds the goose SQL migrations, embedded in the binary.
//
// Numbering: 00001-00009 foundation (organizations, keys, agents), 00010-00019
// calls, 00020-00029 webhooks, 00030-00039 knowledge. Each domain appends in its
// own range so migrations never collide.
package migrations

import "embed"

// FS is the set of migration files.
//
//go:embed *.sql
var FS embed.FS
