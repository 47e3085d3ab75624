// Package migrations holds the goose SQL migrations, embedded in the binary.
//
// Numbering: 00001-00009 foundation (organizations, keys, agents, phone
// numbers), 00030-00039 knowledge, 00040-00044 calls, 00045-00049 analytics,
// 00050-00059 webhooks and bookings (00052: the bookings table), 00060-00069 backoffice users, members,
// audit log and session keys, 00070-00079 agents lifecycle, 00090-00099
// platform-wide (demo state, tenant foreign keys across domains),
// 00100-00109 flows, 00110-00119 public widget sessions (agents'
// allowed origins), 00120-00129 actions (actions and phone books, SMS
// messages, evaluation results), 00130-00139 test center (suites, cases,
// runs, their results and events). Each domain appends in its own range so migrations
// never collide; one landing below an applied version is still applied
// (goose runs with out-of-order allowed), so a migration that must follow
// another domain's tables takes a number above them.
package migrations

import "embed"

// FS is the set of migration files.
//
//go:embed *.sql
var FS embed.FS
