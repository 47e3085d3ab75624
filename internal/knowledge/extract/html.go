// Package extract turns fetched web pages and uploaded PDFs into text blocks
// for the chunker, keeping titles, headings and page numbers for citations.
package extract

import (
	"bytes"
	"errors"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"voiceagent/internal/knowledge/chunk"
)

// ErrNoText is returned when a source holds no extractable text.
var ErrNoText = errors.New("no text could be extracted")

// Page is an extracted web page.
type Page struct {
	Title  string
	Blocks []chunk.Block
	Links  []string // href values in document order (unresolved)
}

// skipped elements never carry main content.
var skipped = map[atom.Atom]bool{
	atom.Script: true, atom.Style: true, atom.Noscript: true, atom.Nav: true, atom.Header: true,
	atom.Footer: true, atom.Aside: true, atom.Form: true, atom.Svg: true, atom.Iframe: true,
	atom.Template: true, atom.Button: true, atom.Select: true, atom.Head: true,
}

var headings = map[atom.Atom]bool{atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true}

var blockish = map[atom.Atom]bool{
	atom.P: true, atom.Li: true, atom.Td: true, atom.Th: true, atom.Pre: true, atom.Blockquote: true,
	atom.Dd: true, atom.Dt: true, atom.Div: true, atom.Section: true, atom.Article: true, atom.Main: true,
	atom.Br: true, atom.Tr: true, atom.Figcaption: true, atom.Caption: true, atom.Ul: true, atom.Ol: true, atom.Table: true,
}

// boilerplateHints mark containers by class or id that hold navigation,
// cookie banners, menus and similar chrome.
var boilerplateHints = []string{"nav", "menu", "cookie", "footer", "sidebar", "breadcrumb", "banner", "share", "social", "advert"}

// HTML extracts the main content of a page: the <main> or <article> element
// when present, else <body>, with navigation, headers, footers, asides,
// scripts and boilerplate containers dropped. ErrNoText when nothing is left.
func HTML(b []byte) (Page, error) {
	doc, err := html.Parse(bytes.NewReader(b))
	if err != nil {
		return Page{}, err
	}
	var p Page
	var title string
	var mainNode, articleNode, body *html.Node
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.Title:
				if title == "" {
					title = textOf(n)
				}
			case atom.Main:
				if mainNode == nil {
					mainNode = n
				}
			case atom.Article:
				if articleNode == nil {
					articleNode = n
				}
			case atom.Body:
				body = n
			case atom.A:
				for _, a := range n.Attr {
					if a.Key == "href" {
						p.Links = append(p.Links, a.Val)
					}
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	root := mainNode
	if root == nil {
		root = articleNode
	}
	if root == nil {
		root = body
	}
	if root == nil {
		root = doc
	}
	var heading string
	var buf strings.Builder
	emit := func() {
		t := strings.Join(strings.Fields(buf.String()), " ")
		buf.Reset()
		if t != "" {
			p.Blocks = append(p.Blocks, chunk.Block{Heading: heading, Text: t})
		}
	}
	var collect func(n *html.Node)
	collect = func(n *html.Node) {
		switch n.Type {
		case html.TextNode:
			buf.WriteString(n.Data)
			return
		case html.ElementNode:
			if skipped[n.DataAtom] || isBoilerplate(n) {
				return
			}
			if headings[n.DataAtom] {
				emit()
				heading = strings.Join(strings.Fields(textOf(n)), " ")
				if p.Title == "" && n.DataAtom == atom.H1 {
					p.Title = heading
				}
				return
			}
			if blockish[n.DataAtom] {
				emit()
			} else {
				buf.WriteByte(' ')
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			collect(c)
		}
		if n.Type == html.ElementNode && blockish[n.DataAtom] {
			emit()
		} else if n.Type == html.ElementNode {
			buf.WriteByte(' ')
		}
	}
	collect(root)
	emit()
	if t := strings.Join(strings.Fields(title), " "); t != "" {
		p.Title = t
	}
	if len(p.Blocks) == 0 {
		return p, ErrNoText
	}
	return p, nil
}

func isBoilerplate(n *html.Node) bool {
	for _, a := range n.Attr {
		if a.Key == "role" && (a.Val == "navigation" || a.Val == "banner" || a.Val == "contentinfo") {
			return true
		}
		if a.Key != "class" && a.Key != "id" {
			continue
		}
		v := strings.ToLower(a.Val)
		for _, h := range boilerplateHints {
			for _, tok := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '-' || r == '_' }) {
				if tok == h {
					return true
				}
			}
		}
	}
	return false
}

func textOf(n *html.Node) string {
	var b strings.Builder
	var f func(*html.Node)
	f = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
			b.WriteByte(' ')
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			f(c)
		}
	}
	f(n)
	return strings.Join(strings.Fields(b.String()), " ")
}
