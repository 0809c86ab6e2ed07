package main

import (
	"bytes"
	"context"
	"flag"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rulediff/rulediff/internal/shared"
)

var screenshots = flag.Bool("screenshots", false, "TestHTMLInChromium: write the screenshots to docs/ (html-audit.png, html-stats.png, html-score.png)")

// chromiumNames are the commands that may run Chromium headless, in the
// order tried; $RULEDIFF_CHROMIUM names another.
var chromiumNames = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"}

func findChromium() string {
	if p := os.Getenv("RULEDIFF_CHROMIUM"); p != "" {
		return p
	}
	for _, n := range chromiumNames {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}

// chromium returns the browser, skipping the test when there is none,
// except in CI (CI is set), which installs it (.ci/run): there a missing
// browser fails.
func chromium(t testing.TB) string {
	t.Helper()
	bin := findChromium()
	if bin == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("chromium not found: CI installs Debian's chromium package (.ci/run); set RULEDIFF_CHROMIUM to its path")
		}
		t.Skip("skipping: chromium not found (apt-get install -y chromium, or set RULEDIFF_CHROMIUM to a Chromium or Chrome binary)")
	}
	return bin
}

// screenshot opens page in headless Chromium with a fresh profile, waits
// for it to load, and writes a PNG of the first width×height pixels. It
// returns the browser's console lines. The pages hold no script, so any
// console line is a defect: a parse error, or something the page's
// Content-Security-Policy refused to load or run (the policy forbids
// both, and Chromium reports each refusal on the console). Chromium
// writes console messages to stderr with --enable-logging=stderr, which
// is simpler and as reliable here as driving it over the DevTools
// protocol: nothing else needs watching.
func screenshot(t testing.TB, bin, page, png string, width, height int) []string {
	t.Helper()
	profile := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars",
		"--user-data-dir="+profile, "--enable-logging=stderr", "--v=0",
		"--window-size="+strconv.Itoa(width)+","+strconv.Itoa(height), "--screenshot="+png, "file://"+page)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium %s: %v\n%s", page, err, stderr.String())
	}
	var console []string
	for _, line := range strings.Split(stderr.String(), "\n") {
		if strings.Contains(line, ":CONSOLE") {
			console = append(console, line)
		}
	}
	return console
}

// TestHTMLInChromium writes the three HTML reports as a user would
// (audit of the bestiary, stats of fox_pro or else the bestiary, score of
// one bestiary record), opens each in headless Chromium, and checks that
// it renders (a screenshot of the expected size that is not blank) with
// nothing on the console. With -screenshots the pictures go to docs/ for
// the README.
func TestHTMLInChromium(t *testing.T) {
	bin := chromium(t)
	dir := t.TempDir()
	statsInput := []string{}
	if root := shared.Root(); root != "" {
		if p := filepath.Join(root, "corpora", "fox_pro"); isDir(p) {
			statsInput = []string{p}
		}
	}
	// Run from the repository's root, as the README does, so that the
	// pages name the corpus as a user would (../shared/corpora/fox_pro).
	t.Chdir(filepath.Join("..", ".."))
	for i, p := range statsInput {
		if wd, err := os.Getwd(); err == nil {
			if rel, err := filepath.Rel(wd, p); err == nil {
				statsInput[i] = rel
			}
		}
	}
	pages := []struct {
		name string
		args []string
	}{
		{"audit", []string{"audit", "--format", "html"}},
		{"stats", append([]string{"stats", "--format", "html"}, statsInput...)},
		{"score", []string{"score", "--format", "html", "bestiary/bent-four.sgf"}},
	}
	for _, p := range pages {
		t.Run(p.name, func(t *testing.T) {
			page := filepath.Join(dir, p.name+".html")
			if code, _, stderr := runCmd(t, append(p.args, "-o", page)...); code != exitOK {
				t.Fatalf("rulediff %s: exit %d: %s", strings.Join(p.args, " "), code, stderr)
			}
			shot := filepath.Join(dir, p.name+".png")
			const w, h = 1000, 1400
			if console := screenshot(t, bin, page, shot, w, h); len(console) > 0 {
				t.Errorf("console:\n%s", strings.Join(console, "\n"))
			}
			checkScreenshot(t, shot, w, h)
			if *screenshots {
				b, err := os.ReadFile(shot)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join("docs", "html-"+p.name+".png"), b, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// checkScreenshot: the PNG has the window's size and is not one colour
// (a page that failed to render is white).
func checkScreenshot(t *testing.T, path string, w, h int) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
		t.Errorf("screenshot %dx%d, want %dx%d", b.Dx(), b.Dy(), w, h)
	}
	if colours(img, 3) < 3 {
		t.Error("the screenshot is blank")
	}
}

// colours counts the distinct colours of img, stopping at limit.
func colours(img image.Image, limit int) int {
	seen := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r, g, bl, a}] = true
			if len(seen) >= limit {
				return len(seen)
			}
		}
	}
	return len(seen)
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}
