package sgfio

// Node is one node of a game tree. Children are linked like
// golang.org/x/net/html: FirstChild, then NextSibling; the main line
// follows FirstChild.
type Node struct {
	Props       []Property
	Parent      *Node
	FirstChild  *Node
	NextSibling *Node
	lastChild   *Node
	Offset      int // byte offset of the ";" (Game.Position gives line:col)
}

// Property is one property of a node: its identifier, upper case (old long
// names are shortened: "AddBlack" is "AB"), and its values.
type Property struct {
	ID     string
	Values []Value
	Offset int // byte offset of the identifier
}

// Value is one property value. It keeps the bytes as written (escapes
// included, UTF-8 after charset decoding) and unescapes only when asked.
type Value struct {
	raw []byte
}

// Get returns the first property with identifier id, or nil.
func (n *Node) Get(id string) *Property {
	for i := range n.Props {
		if n.Props[i].ID == id {
			return &n.Props[i]
		}
	}
	return nil
}

// Value returns the first value of property id as text ("" when absent).
func (n *Node) Value(id string) string {
	if p := n.Get(id); p != nil && len(p.Values) > 0 {
		return p.Values[0].String()
	}
	return ""
}

// Children returns n's children in order (a new slice).
func (n *Node) Children() []*Node {
	var kids []*Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		kids = append(kids, c)
	}
	return kids
}

func (n *Node) appendChild(c *Node) {
	c.Parent = n
	if n.lastChild == nil {
		n.FirstChild = c
	} else {
		n.lastChild.NextSibling = c
	}
	n.lastChild = c
}
