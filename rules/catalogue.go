package rules

import (
	"embed"
	"fmt"
	"path"
	"strings"
	"sync"
	"sync/atomic"
)

// The catalogue of RULES.md §2, one YAML file per ruleset.
//
//go:embed rulesets/*.yaml
var embedded embed.FS

// catalogueOrder is the order of RULES.md's table: the order of every list
// of rulesets the program prints. Each name has its file rulesets/NAME.yaml.
var catalogueOrder = []string{
	"japanese", "korean", "chinese", "aga", "french", "bga", "bga-japanese",
	"new-zealand", "tromp-taylor", "ing", "lasker-maas", "kee-v4",
	"citizendium", "spight",
}

// A Catalog is an ordered set of rulesets with unique names and aliases:
// the embedded catalogue, possibly with a user's rulesets merged over it.
// It is immutable; the methods that change it return a new Catalog.
type Catalog struct {
	list  []Ruleset
	index map[string]int // normalised name or alias → position in list

	memo    sync.Map     // RU value → memoEntry (see Resolve)
	memoLen atomic.Int64 // values remembered (or tried), bounded by memoMax
}

var defaultCatalog = sync.OnceValues(loadEmbedded)

// Default returns the embedded catalogue. The embedded files are checked by
// the package's tests, so a failure here is a build defect: it panics.
func Default() *Catalog {
	c, err := defaultCatalog()
	if err != nil {
		panic(fmt.Sprintf("rules: embedded catalogue: %v", err))
	}
	return c
}

// Catalogue returns the embedded rulesets in the order of RULES.md's table.
func Catalogue() []Ruleset { return Default().Rulesets() }

// Lookup finds an embedded ruleset by name or alias (see Catalog.Lookup).
func Lookup(name string) (Ruleset, bool) { return Default().Lookup(name) }

// Names returns the embedded rulesets' names in catalogue order.
func Names() []string { return Default().Names() }

// loadEmbedded parses every embedded file, checks that the files are exactly
// those of catalogueOrder, each holding one ruleset named after its file,
// with a title and a source.
func loadEmbedded() (*Catalog, error) {
	files, err := embedded.ReadDir("rulesets")
	if err != nil {
		return nil, err
	}
	want := make(map[string]bool, len(catalogueOrder))
	for _, n := range catalogueOrder {
		want[n+".yaml"] = true
	}
	for _, f := range files {
		if !want[f.Name()] {
			return nil, fmt.Errorf("rulesets/%s: not in the catalogue order", f.Name())
		}
	}
	list := make([]Ruleset, 0, len(catalogueOrder))
	for _, n := range catalogueOrder {
		file := path.Join("rulesets", n+".yaml")
		data, err := embedded.ReadFile(file)
		if err != nil {
			return nil, err
		}
		rs, err := parseRulesets(file, data, nil)
		if err != nil {
			return nil, err
		}
		if len(rs) != 1 || rs[0].Name != n {
			return nil, fmt.Errorf("%s: want exactly one ruleset named %q", file, n)
		}
		if rs[0].Title == "" || rs[0].Source == "" {
			return nil, fmt.Errorf("%s: ruleset %q: title and source are required in the catalogue", file, n)
		}
		list = append(list, rs[0])
	}
	return newCatalog(list)
}

// newCatalog indexes list, refusing two rulesets whose names or aliases
// collide once normalised.
func newCatalog(list []Ruleset) (*Catalog, error) {
	c := &Catalog{list: list, index: make(map[string]int, 4*len(list))}
	for i, r := range list {
		keys := append([]string{r.Name}, r.Aliases...)
		for k, key := range keys {
			nk := normaliseName(key)
			if j, dup := c.index[nk]; dup && j != i {
				field := "name"
				if k > 0 {
					field = "aliases"
				}
				return nil, fmt.Errorf("ruleset %q: field %s: %q is already a name or alias of ruleset %q", r.Name, field, key, list[j].Name)
			}
			c.index[nk] = i
		}
	}
	return c, nil
}

// Rulesets returns copies of the catalog's rulesets, in order.
func (c *Catalog) Rulesets() []Ruleset {
	out := make([]Ruleset, len(c.list))
	for i, r := range c.list {
		out[i] = r.clone()
	}
	return out
}

// Names returns the rulesets' names, in order.
func (c *Catalog) Names() []string {
	out := make([]string, len(c.list))
	for i, r := range c.list {
		out[i] = r.Name
	}
	return out
}

// Lookup finds a ruleset by its name or one of its aliases, ignoring case,
// spaces and the separators - _ / (so "Tromp/Taylor" finds tromp-taylor).
func (c *Catalog) Lookup(name string) (Ruleset, bool) {
	i, ok := c.index[normaliseName(name)]
	if !ok || normaliseName(name) == "" {
		return Ruleset{}, false
	}
	return c.list[i].clone(), true
}

// With returns the catalog with user rulesets merged over it: a ruleset
// whose name is already in the catalog replaces it in place, a new one is
// appended, in the order given.
func (c *Catalog) With(user []Ruleset) (*Catalog, error) {
	list := make([]Ruleset, len(c.list), len(c.list)+len(user))
	copy(list, c.list)
	pos := make(map[string]int, len(list))
	for i, r := range list {
		pos[r.Name] = i
	}
	for _, r := range user {
		if i, ok := pos[r.Name]; ok {
			list[i] = r.clone()
			continue
		}
		pos[r.Name] = len(list)
		list = append(list, r.clone())
	}
	return newCatalog(list)
}

// WithFile loads a user's rulesets file (--rules-file) and merges it over
// the catalog; based-on in the file refers to this catalog's rulesets.
// Errors name the file, the ruleset and the field.
func (c *Catalog) WithFile(file string) (*Catalog, error) {
	rs, err := c.loadFile(file)
	if err != nil {
		return nil, err
	}
	merged, err := c.With(rs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return merged, nil
}

// normaliseName is the key names and aliases are compared on: lower case,
// without spaces and the separators - _ / that RU values use freely.
func normaliseName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case ' ', '\t', '-', '_', '/':
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// clone copies r deeply, so that callers cannot change a catalog's rows.
func (r Ruleset) clone() Ruleset {
	if r.Aliases != nil {
		r.Aliases = append([]string(nil), r.Aliases...)
	}
	if r.Readings != nil {
		r.Readings = append([]Reading(nil), r.Readings...)
	}
	if r.Komi != nil {
		k := *r.Komi
		r.Komi = &k
	}
	if r.KataGo != nil {
		k := *r.KataGo
		r.KataGo = &k
	}
	return r
}
