// Package testkit is the test harness: real PostgreSQL databases cloned from
// a migrated template, leased Redis databases, and a running platform behind
// an httptest server whose /v1 responses are validated against the OpenAPI
// document. Only tests import it.
package testkit

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/db"
	"voiceagent/migrations"
)

// AdminURL is the server's maintenance database (TEST_DATABASE_URL overrides).
func AdminURL() string {
	if u := os.Getenv("TEST_DATABASE_URL"); u != "" {
		return u
	}
	return "postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable"
}

func withDatabase(url, name string) string {
	i := strings.Index(url, "://")
	rest := url[i+3:]
	slash := strings.Index(rest, "/")
	q := ""
	if j := strings.Index(rest, "?"); j >= 0 {
		q = rest[j:]
	}
	if slash < 0 {
		return url[:i+3] + rest + "/" + name + q
	}
	return url[:i+3] + rest[:slash] + "/" + name + q
}

var (
	templateOnce sync.Once
	templateName string
	templateErr  error
)

// migrationsHash names the template after the migrations it holds, so a
// changed migration builds a new template instead of reusing a stale one.
func migrationsHash() string {
	h := sha256.New()
	names, _ := fs.Glob(migrations.FS, "*.sql")
	sort.Strings(names)
	for _, n := range names {
		b, _ := migrations.FS.ReadFile(n)
		h.Write([]byte(n))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

func ensureTemplate(ctx context.Context) (string, error) {
	templateOnce.Do(func() {
		templateName = "va_tmpl_" + migrationsHash()
		admin, err := pgx.Connect(ctx, AdminURL())
		if err != nil {
			templateErr = fmt.Errorf("connect to test PostgreSQL at %s: %w", AdminURL(), err)
			return
		}
		defer admin.Close(ctx)
		// Serialise template creation across test binaries.
		if _, err = admin.Exec(ctx, `SELECT pg_advisory_lock(727100)`); err != nil {
			templateErr = err
			return
		}
		defer admin.Exec(context.Background(), `SELECT pg_advisory_unlock(727100)`)
		var exists bool
		if err = admin.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate)`, templateName).Scan(&exists); err != nil {
			templateErr = err
			return
		}
		if exists {
			return
		}
		_, _ = admin.Exec(ctx, `DROP DATABASE IF EXISTS `+templateName)
		if _, err = admin.Exec(ctx, `CREATE DATABASE `+templateName); err != nil {
			templateErr = err
			return
		}
		pool, err := db.Open(ctx, withDatabase(AdminURL(), templateName))
		if err != nil {
			templateErr = err
			return
		}
		err = db.Migrate(ctx, pool)
		pool.Close()
		if err != nil {
			templateErr = err
			return
		}
		_, templateErr = admin.Exec(ctx, `UPDATE pg_database SET datistemplate = true WHERE datname = $1`, templateName)
	})
	return templateName, templateErr
}

// DatabaseURL returns the URL of a new, migrated, empty database for this
// test, dropped when the test ends.
func DatabaseURL(t testing.TB) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	tmpl, err := ensureTemplate(ctx)
	if err != nil {
		t.Fatalf("test database template: %v", err)
	}
	name := "va_test_" + randomHex(6)
	admin, err := pgx.Connect(ctx, AdminURL())
	if err != nil {
		t.Fatalf("connect to test PostgreSQL: %v", err)
	}
	defer admin.Close(ctx)
	// CREATE DATABASE ... TEMPLATE fails while another session is connected
	// to the template; retry briefly.
	for i := 0; ; i++ {
		_, err = admin.Exec(ctx, fmt.Sprintf(`CREATE DATABASE %s TEMPLATE %s`, name, tmpl))
		if err == nil || i > 50 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		t.Fatalf("create test database: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		c, err := pgx.Connect(ctx, AdminURL())
		if err != nil {
			return
		}
		defer c.Close(ctx)
		_, _ = c.Exec(ctx, `DROP DATABASE IF EXISTS `+name+` WITH (FORCE)`)
	})
	return withDatabase(AdminURL(), name)
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
