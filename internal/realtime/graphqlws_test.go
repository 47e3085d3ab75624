package realtime_test

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

// graphqlWSDir installs the graphql-ws client library (testdata/graphqlws,
// pinned by its lock file) once per lock file into a cache directory and
// returns it.
func graphqlWSDir(t *testing.T) string {
	t.Helper()
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: the graphql-ws client check needs Node.js", tool)
		}
	}
	src := filepath.Join("testdata", "graphqlws")
	h := sha256.New()
	for _, f := range []string{"package.json", "package-lock.json", "check.mjs"} {
		b, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			t.Fatal(err)
		}
		h.Write(b)
	}
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	dir := filepath.Join(base, "voiceagent-graphqlws-"+hex.EncodeToString(h.Sum(nil))[:16])
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "graphql-ws")); err == nil {
		return dir
	}
	tmp, err := os.MkdirTemp(base, "voiceagent-graphqlws-*")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"package.json", "package-lock.json", "check.mjs"} {
		b, _ := os.ReadFile(filepath.Join(src, f))
		if err := os.WriteFile(filepath.Join(tmp, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
	cmd.Dir = tmp
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("npm ci: %v\n%s", err, out)
	}
	if err := os.Rename(tmp, dir); err != nil && !os.IsExist(err) {
		// Another test process installed it first: use theirs.
		_ = os.RemoveAll(tmp)
	}
	return dir
}

// The graphql-ws client library, the one browser apps use, runs a query,
// receives a subscription's event and reports the close code of a bad
// credential.
func TestGraphQLWSClient(t *testing.T) {
	dir := graphqlWSDir(t)
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	owner := env.Session(id, org.ID, auth.RoleOwner)
	agent := mustAgent(t, env, org.ID, "Front desk")

	cmd := exec.Command("node", "check.mjs")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"URL="+strings.Replace(env.URL, "http", "ws", 1)+"/api/v1/realtime",
		"TOKEN="+owner.Token, "ORG="+org.ID.String(), "AGENT="+agent.ID.String())
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	timer := time.AfterFunc(60*time.Second, func() { _ = cmd.Process.Kill() })
	defer timer.Stop()

	type line struct {
		Step   string          `json:"step"`
		Result json.RawMessage `json:"result"`
		Code   int             `json:"code"`
	}
	steps := map[string]line{}
	lines := bufio.NewScanner(out)
	for lines.Scan() {
		var l line
		if err := json.Unmarshal(lines.Bytes(), &l); err != nil {
			t.Fatalf("check.mjs printed %q", lines.Text())
		}
		steps[l.Step] = l
		if l.Step == "subscribing" {
			listening(t, env, org.ID)
			if r := owner.Do("POST", "/api/v1/agents/"+agent.ID.String()+"/archive", nil); r.Status != 200 {
				t.Fatalf("archive: %d %s", r.Status, r.Body)
			}
		}
	}
	if err := <-done; err != nil {
		t.Fatalf("check.mjs: %v\n%s", err, stderr.String())
	}

	var me struct {
		Data struct {
			Me struct {
				User struct{ ID string } `json:"user"`
			} `json:"me"`
		} `json:"data"`
	}
	if err := json.Unmarshal(steps["query"].Result, &me); err != nil || me.Data.Me.User.ID == "" {
		t.Fatalf("query result %s", steps["query"].Result)
	}
	var ev struct {
		Data struct {
			AgentUpdated struct{ AgentID, Action string } `json:"agentUpdated"`
		} `json:"data"`
	}
	if err := json.Unmarshal(steps["event"].Result, &ev); err != nil ||
		ev.Data.AgentUpdated.AgentID != agent.ID.String() || ev.Data.AgentUpdated.Action != "archived" {
		t.Fatalf("event %s", steps["event"].Result)
	}
	if steps["closed"].Code != 4401 {
		t.Fatalf("bad credential closed with %d, want 4401", steps["closed"].Code)
	}
}
