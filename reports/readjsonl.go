package reports

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// maxLineBytes bounds one JSON Lines object: a game of many moves with
// every diagram is far below it.
const maxLineBytes = 64 << 20

// ReadAuditJSONL reads the JSON Lines an audit wrote (`rulediff audit
// --format jsonl`, one game per line) and hands each game to add, in
// order: `rulediff stats` over existing reports, which gives the same
// summary as over the games themselves (so a corpus can be audited in
// shards and its statistics merged). name is the file, for errors: a
// line that is no game object of this schema version stops the reading
// with an error naming the file and line. Blank lines are skipped.
func ReadAuditJSONL(r io.Reader, name string, add func(Game) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), maxLineBytes)
	n := 0
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var probe struct {
			Version *string         `json:"version"`
			Source  *string         `json:"source"`
			Summary json.RawMessage `json:"summary"`
		}
		if err := json.Unmarshal(line, &probe); err != nil {
			return fmt.Errorf("%s:%d: not a JSON object: %w", name, n, err)
		}
		switch {
		case probe.Version == nil:
			return fmt.Errorf("%s:%d: no \"version\": not a rulediff JSON Lines report", name, n)
		case *probe.Version != SchemaVersion:
			return fmt.Errorf("%s:%d: schema version %q, this rulediff reads %q: audit the corpus again", name, n, *probe.Version, SchemaVersion)
		case probe.Summary != nil:
			return fmt.Errorf("%s:%d: a summary (rulediff stats --format jsonl), not the games of an audit: give stats the audit's JSON Lines", name, n)
		case probe.Source == nil:
			return fmt.Errorf("%s:%d: no \"source\": not a game of a rulediff audit", name, n)
		}
		var l Line
		if err := json.Unmarshal(line, &l); err != nil {
			return fmt.Errorf("%s:%d: %w", name, n, err)
		}
		for rs, v := range l.Game.Verdicts {
			if v == nil { // "ruleset": null read as the zero verdict (verdictmap.go)
				l.Game.Verdicts[rs] = &Verdict{}
			}
		}
		if err := add(l.Game); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s:%d: %w", name, n+1, err)
	}
	return nil
}
