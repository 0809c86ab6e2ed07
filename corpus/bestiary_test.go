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
