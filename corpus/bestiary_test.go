package corpus

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestBestiaryIsTheSGFFilesOfItsFolder(t *testing.T) {
	// The folder on disk, listed independently of the embed.
	var want []string
	ents, err := os.ReadDir("bestiary")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".sgf") {
			want = append(want, "bestiary/"+e.Name())
		}
	}
	got := collect(nil, Options{}) // no paths: nothing
	if len(got) != 0 {
		t.Fatalf("Inputs(nil) yielded %d inputs", len(got))
	}
	for in := range Bestiary(Options{}) {
		if in.Err != nil {
			t.Errorf("%s: %v", in.Source, in.Err)
		}
		disk, err := os.ReadFile(filepath.FromSlash("./" + in.Source))
		if err != nil || string(disk) != string(in.Data) {
			t.Errorf("%s: embedded bytes differ from the file on disk (%v)", in.Source, err)
		}
		got = append(got, in)
	}
	if !slices.Equal(sources(got), want) {
		t.Fatalf("bestiary:\n got %q\nwant %q", sources(got), want)
	}
	if len(want) == 0 {
		t.Fatal("the bestiary folder holds no record")
	}
}

// Every embedded record is listed, under its file name, with the opening
// sentence of its root comment; triple-ko's comment starts "Triple ko".
func TestBestiaryRecords(t *testing.T) {
	recs, err := BestiaryRecords()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for range Bestiary(Options{}) {
		n++
	}
	if len(recs) != n || n == 0 {
		t.Fatalf("%d records listed, %d embedded", len(recs), n)
	}
	for _, r := range recs {
		if r.Name == "triple-ko" {
			if !strings.HasPrefix(strings.ToLower(r.Shows), "triple ko") || strings.Contains(r.Shows, "\n") {
				t.Errorf("triple-ko shows %q", r.Shows)
			}
			return
		}
	}
	t.Errorf("no triple-ko in %v", recs)
}

func TestFirstSentence(t *testing.T) {
	for in, want := range map[string]string{
		"Triple ko.  Black\nretakes. More": "Triple ko.",
		"no stop here":                     "no stop here",
		"3.5 points. Then":                 "3.5 points.",
		"":                                 "",
	} {
		if got := firstSentence(in); got != want {
			t.Errorf("firstSentence(%q) = %q, want %q", in, got, want)
		}
	}
}
