package testkit

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// WriteThenRead sends req the way many HTTP clients do (Python's
// http.client, a browser on a slow link): it writes the whole request, body
// included, before it reads a byte of the answer. A server that answers
// early and closes the connection under those writes gives an error (a
// broken pipe or a reset), never a response. req.Body must be []byte.
func (e *Env) WriteThenRead(req Request) (*Response, error) {
	conn, head, body, err := e.dialRaw(req, false)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if _, err := conn.Write(head); err != nil {
		return nil, fmt.Errorf("write the request head: %w", err)
	}
	if _, err := conn.Write(body); err != nil {
		return nil, fmt.Errorf("write the request body: %w", err)
	}
	return e.readRaw(req, bufio.NewReader(conn))
}

// ExpectContinue sends req with Expect: 100-continue and sends its body only
// if the server asks for it with 100 Continue. It returns the final answer
// and whether the body was sent. req.Body must be []byte.
func (e *Env) ExpectContinue(req Request) (resp *Response, bodySent bool, err error) {
	conn, head, body, err := e.dialRaw(req, true)
	if err != nil {
		return nil, false, err
	}
	defer conn.Close()
	if _, err := conn.Write(head); err != nil {
		return nil, false, fmt.Errorf("write the request head: %w", err)
	}
	br := bufio.NewReader(conn)
	tp, err := http.ReadResponse(br, nil)
	if err != nil {
		return nil, false, fmt.Errorf("read the first answer: %w", err)
	}
	if tp.StatusCode != http.StatusContinue {
		out, err := e.finishRaw(req, tp)
		return out, false, err
	}
	if _, err := conn.Write(body); err != nil {
		return nil, true, fmt.Errorf("write the request body: %w", err)
	}
	out, err := e.readRaw(req, br)
	return out, true, err
}

// dialRaw connects to the platform and renders req's head by hand, so no
// client library decides when the body goes out. It returns errors rather
// than failing the test: callers run it on goroutines of their own.
func (e *Env) dialRaw(req Request, expectContinue bool) (net.Conn, []byte, []byte, error) {
	body, ok := req.Body.([]byte)
	if !ok && req.Body != nil {
		return nil, nil, nil, fmt.Errorf("raw requests take a []byte body, not %T", req.Body)
	}
	u, err := url.Parse(e.URL)
	if err != nil {
		return nil, nil, nil, err
	}
	conn, err := net.DialTimeout("tcp", u.Host, 10*time.Second)
	if err != nil {
		return nil, nil, nil, err
	}
	// A bound on the whole exchange, so a server that never answers fails
	// the test instead of hanging it.
	_ = conn.SetDeadline(time.Now().Add(2 * time.Minute))
	var head bytes.Buffer
	fmt.Fprintf(&head, "%s %s HTTP/1.1\r\nHost: %s\r\nContent-Length: %d\r\n", req.Method, req.Path, u.Host, len(body))
	if req.Key != "" {
		fmt.Fprintf(&head, "Authorization: Bearer %s\r\n", req.Key)
	}
	if expectContinue {
		head.WriteString("Expect: 100-continue\r\n")
	}
	for k, v := range req.Header {
		fmt.Fprintf(&head, "%s: %s\r\n", k, v)
	}
	head.WriteString("\r\n")
	return conn, head.Bytes(), body, nil
}

func (e *Env) readRaw(req Request, br *bufio.Reader) (*Response, error) {
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		return nil, fmt.Errorf("read the answer: %w", err)
	}
	return e.finishRaw(req, resp)
}

func (e *Env) finishRaw(req Request, resp *http.Response) (*Response, error) {
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, fmt.Errorf("read the answer's body: %w", err)
	}
	out := &Response{Status: resp.StatusCode, Header: resp.Header, Body: raw}
	if !req.NoCheck && strings.HasPrefix(req.Path, "/v1/") {
		hr, err := http.NewRequest(req.Method, e.URL+req.Path, nil)
		if err != nil {
			return nil, err
		}
		for k, v := range req.Header {
			hr.Header.Set(k, v)
		}
		CheckAgainstSpec(e.T, hr, out)
	}
	return out, nil
}
