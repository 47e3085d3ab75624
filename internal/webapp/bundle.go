// Package webapp serves the backoffice web app embedded in the binary (see
// package web) at /app/, its runtime configuration at /app/config.json, the
// GraphiQL page of /api/v1/graphql from the same assets, and the
// development issuer's sign-in (POST /auth/dev/token).
package webapp

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"mime"
	"path"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"

	"voiceagent/web"
)

// file is one file of the bundle, with its compressed forms computed once.
type file struct {
	name        string
	contentType string
	// etag is the strong validator of the content, the same for every
	// encoding's variant (quoted, with an encoding suffix on the wire).
	etag     string
	identity []byte
	gzip     []byte // nil when not compressible or not smaller
	brotli   []byte // nil when not compressible or not smaller
	// immutable files (hashed assets) are cached for a year; the others
	// (index.html, graphiql.html) are revalidated on every use.
	immutable bool
}

// Bundle is the built app, read and compressed once.
type Bundle struct {
	files map[string]*file
}

// compressible are the text types worth compressing.
var compressible = map[string]bool{".js": true, ".mjs": true, ".css": true, ".html": true, ".svg": true, ".json": true, ".map": true, ".txt": true, ".webmanifest": true}

// contentTypes fixes the types the app uses, whatever the system's MIME
// table says; other extensions fall back on mime.TypeByExtension.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".webmanifest": "application/manifest+json",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".gif":         "image/gif",
	".webp":        "image/webp",
	".ico":         "image/x-icon",
	".woff2":       "font/woff2",
	".woff":        "font/woff",
	".ttf":         "font/ttf",
	".otf":         "font/otf",
	".txt":         "text/plain; charset=utf-8",
	".wasm":        "application/wasm",
}

// ContentType is the Content-Type of a file name.
func ContentType(name string) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// Load reads every file of fsys and compresses the text ones with gzip and
// brotli. Files under assets/ are taken as content-hashed (immutable).
func Load(fsys fs.FS) (*Bundle, error) {
	b := &Bundle{files: map[string]*file{}}
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		f := &file{name: name, contentType: ContentType(name), etag: etagOf(data), identity: data,
			immutable: strings.HasPrefix(name, "assets/")}
		if compressible[strings.ToLower(path.Ext(name))] {
			if f.gzip, err = gzipped(data); err != nil {
				return fmt.Errorf("gzip %s: %w", name, err)
			}
			if f.brotli, err = brotlied(data); err != nil {
				return fmt.Errorf("brotli %s: %w", name, err)
			}
		}
		b.files[name] = f
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("web app bundle: %w", err)
	}
	for _, need := range []string{"index.html", "graphiql.html"} {
		if b.files[need] == nil {
			return nil, fmt.Errorf("web app bundle: %s is missing (run make web)", need)
		}
	}
	return b, nil
}

// Embedded is the bundle embedded in the binary, loaded (and compressed)
// once per process whatever the number of handlers built on it.
var Embedded = sync.OnceValues(func() (*Bundle, error) { return Load(web.Dist()) })

func gzipped(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	if buf.Len() >= len(data) {
		return nil, nil
	}
	return buf.Bytes(), nil
}

// brotliQuality trades the time of the one compression at start for size:
// the highest qualities take seconds on a large bundle for a few percent.
const brotliQuality = 9

func brotlied(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, brotliQuality)
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	if buf.Len() >= len(data) {
		return nil, nil
	}
	return buf.Bytes(), nil
}

// etagOf is the validator of content: its SHA-256, shortened.
func etagOf(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:16])
}

// lookup returns the file at name (a path inside the bundle) or nil.
func (b *Bundle) lookup(name string) *file {
	if !fs.ValidPath(name) {
		return nil
	}
	return b.files[name]
}
