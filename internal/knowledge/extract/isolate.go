package extract

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync/atomic"
	"syscall"
	"time"
)

// PDF parsing runs in a child process: the parser can spin or allocate
// without bound on a crafted file, and a goroutine cannot be stopped, but a
// process can be killed. The child is the running binary itself, started with
// parserEnv set; ServeParserChild turns such a start into a one-shot parser.

const (
	parserEnv      = "VOICEAGENT_PDF_PARSER"
	parserMemLimit = 2 << 30 // address space of the child; a parser needing more fails its document
	maxParserOut   = 64 << 20
	parserNice     = 19 // lowest CPU priority
)

// canFork records that this binary called ServeParserChild, so starting it
// again as a parser is safe (a binary without the hook would run its main).
var canFork atomic.Bool

// ServeParserChild must be the first call of main (and of TestMain in test
// binaries that index PDFs). In a process started by PDFIsolated it parses
// the PDF on stdin, writes the result to stdout and exits; otherwise it only
// records that this binary can serve as its own parser.
func ServeParserChild() {
	canFork.Store(true)
	if os.Getenv(parserEnv) != "1" {
		return
	}
	_ = syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: parserMemLimit, Max: parserMemLimit})
	// Parsing is background work: a hostile file spinning the parser must
	// not take the CPU from the API and the webhook workers.
	_ = syscall.Setpriority(syscall.PRIO_PROCESS, 0, parserNice)
	data, err := io.ReadAll(os.Stdin)
	var out parserOutput
	if err == nil {
		out.Result, err = PDF(data)
	}
	if err != nil {
		out.Kind, out.Message = errorKind(err), err.Error()
	}
	_ = json.NewEncoder(os.Stdout).Encode(out)
	os.Exit(0)
}

// parserOutput crosses the process boundary; sentinel errors travel as kinds.
type parserOutput struct {
	Result  PDFResult `json:"result"`
	Kind    string    `json:"kind,omitempty"`
	Message string    `json:"message,omitempty"`
}

var sentinels = map[string]error{"not_pdf": ErrNotPDF, "encrypted": ErrEncrypted, "no_text": ErrNoText}

func errorKind(err error) string {
	for kind, s := range sentinels {
		if errors.Is(err, s) {
			return kind
		}
	}
	return "other"
}

// PDFIsolated is PDF run in a child process that is killed after timeout.
// Errors: those of PDF, or a timeout / crash error naming what happened. In a
// binary that did not call ServeParserChild it parses in process, abandoning
// (not stopping) the parse at the timeout.
func PDFIsolated(ctx context.Context, data []byte, timeout time.Duration) (PDFResult, error) {
	if !canFork.Load() {
		return pdfInProcess(data, timeout)
	}
	exe, err := os.Executable()
	if err != nil {
		return pdfInProcess(data, timeout)
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), parserEnv+"=1")
	cmd.Stdin = bytes.NewReader(data)
	var stdout bytes.Buffer
	cmd.Stdout = &limitedWriter{w: &stdout, left: maxParserOut}
	cmd.WaitDelay = time.Second
	runErr := cmd.Run()
	if ctx.Err() != nil {
		return PDFResult{}, fmt.Errorf("parsing took longer than %s", timeout)
	}
	if runErr != nil {
		return PDFResult{}, fmt.Errorf("the PDF could not be read: the parser stopped (%v)", runErr)
	}
	var out parserOutput
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		return PDFResult{}, fmt.Errorf("the PDF could not be read: the parser's answer was unreadable")
	}
	if out.Kind != "" {
		if s, ok := sentinels[out.Kind]; ok {
			return PDFResult{}, s
		}
		return PDFResult{}, errors.New(out.Message)
	}
	return out.Result, nil
}

func pdfInProcess(data []byte, timeout time.Duration) (PDFResult, error) {
	type out struct {
		r   PDFResult
		err error
	}
	ch := make(chan out, 1)
	go func() {
		r, err := PDF(data)
		ch <- out{r, err}
	}()
	select {
	case o := <-ch:
		return o.r, o.err
	case <-time.After(timeout):
		return PDFResult{}, fmt.Errorf("parsing took longer than %s", timeout)
	}
}

// limitedWriter keeps a child from filling the parent's memory.
type limitedWriter struct {
	w    io.Writer
	left int
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	if len(p) > l.left {
		return 0, errors.New("parser output too large")
	}
	l.left -= len(p)
	return l.w.Write(p)
}
