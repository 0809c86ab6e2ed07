package reports

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// Helpers for the HTML tests: the pages are parsed as a browser parses
// them (golang.org/x/net/html implements the HTML5 parsing algorithm), so
// that what the tests see is what a reader's browser builds, not what a
// regular expression guesses.

func parsePage(t *testing.T, page []byte) *html.Node {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return doc
}

// findAll returns the elements under n (n included) that match, in
// document order.
func findAll(n *html.Node, match func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && match(n) {
			out = append(out, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return out
}

// tag matches elements by name and, when given, classes they all carry.
func tag(name string, classes ...string) func(*html.Node) bool {
	return func(n *html.Node) bool {
		if n.Data != name {
			return false
		}
		for _, c := range classes {
			if !hasClass(n, c) {
				return false
			}
		}
		return true
	}
}

func byID(id string) func(*html.Node) bool {
	return func(n *html.Node) bool { return attr(n, "id") == id }
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasClass(n *html.Node, c string) bool {
	for _, x := range strings.Fields(attr(n, "class")) {
		if x == c {
			return true
		}
	}
	return false
}

// textOf is the text under n, as a reader sees it.
func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}

// textNodes lists every text node of the page.
func textNodes(n *html.Node) []string {
	var out []string
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			out = append(out, n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return out
}

// one returns the single element that matches, failing otherwise.
func one(t *testing.T, n *html.Node, what string, match func(*html.Node) bool) *html.Node {
	t.Helper()
	got := findAll(n, match)
	if len(got) != 1 {
		t.Fatalf("%s: %d elements, want 1", what, len(got))
	}
	return got[0]
}

// tableRows is a table's body as text cells.
func tableRows(table *html.Node) [][]string {
	var rows [][]string
	for _, tr := range findAll(table, tag("tr")) {
		if len(findAll(tr, tag("th"))) > 0 {
			continue
		}
		var row []string
		for _, td := range findAll(tr, tag("td")) {
			row = append(row, textOf(td))
		}
		rows = append(rows, row)
	}
	return rows
}

func headerCells(table *html.Node) []string {
	var out []string
	for _, th := range findAll(table, tag("th")) {
		out = append(out, textOf(th))
	}
	return out
}

// checkSelfContained fails on anything that would load or run something:
// script, external resources, event handlers, javascript: URLs, links
// leaving the page or pointing at an anchor that does not exist, and a
// missing Content-Security-Policy.
func checkSelfContained(t *testing.T, doc *html.Node) {
	t.Helper()
	ids := map[string]bool{}
	for _, n := range findAll(doc, func(n *html.Node) bool { return attr(n, "id") != "" }) {
		if ids[attr(n, "id")] {
			t.Errorf("id %q used twice", attr(n, "id"))
		}
		ids[attr(n, "id")] = true
	}
	for _, n := range findAll(doc, func(*html.Node) bool { return true }) {
		switch n.Data {
		case "script", "iframe", "object", "embed", "link", "img", "base", "form":
			t.Errorf("<%s> element in the page", n.Data)
		}
		for _, a := range n.Attr {
			key := strings.ToLower(a.Key)
			if strings.HasPrefix(key, "on") {
				t.Errorf("<%s %s=%q>: event handler", n.Data, a.Key, a.Val)
			}
			if key == "src" || key == "srcset" || key == "action" {
				t.Errorf("<%s %s=%q>: loads something", n.Data, a.Key, a.Val)
			}
			if key == "href" || strings.HasSuffix(key, ":href") {
				if !strings.HasPrefix(a.Val, "#") {
					t.Errorf("<%s href=%q>: leaves the page", n.Data, a.Val)
				} else if !ids[a.Val[1:]] {
					t.Errorf("<%s href=%q>: no such anchor", n.Data, a.Val)
				}
			}
			if strings.Contains(strings.ToLower(a.Val), "javascript:") && key != "content" && key != "aria-label" {
				t.Errorf("<%s %s=%q>: javascript: URL", n.Data, a.Key, a.Val)
			}
		}
	}
	if n := len(findAll(doc, tag("style"))); n != 1 {
		t.Errorf("%d <style> elements, want the one in the head", n)
	}
	csp := findAll(doc, func(n *html.Node) bool {
		return n.Data == "meta" && strings.EqualFold(attr(n, "http-equiv"), "Content-Security-Policy")
	})
	if len(csp) != 1 || !strings.Contains(attr(csp[0], "content"), "default-src 'none'") {
		t.Errorf("Content-Security-Policy: %d metas", len(csp))
	}
}
