package sgfio

// normID shortens an identifier to its upper-case letters ("AddBlack" is
// "AB") and returns a shared string for the common ones.
func normID(lit []byte) (string, bool) {
	var buf [8]byte
	b := lit
	for _, c := range lit {
		if !isUpper(c) {
			b = buf[:0]
			for _, c := range lit {
				if isUpper(c) {
					if len(b) == len(buf) {
						return upperOnly(lit), true
					}
					b = append(b, c)
				}
			}
			break
		}
	}
	if len(b) == 0 {
		return "", false
	}
	switch string(b) {
	case "B":
		return "B", true
	case "W":
		return "W", true
	case "C":
		return "C", true
	case "AB":
		return "AB", true
	case "AW":
		return "AW", true
	case "AE":
		return "AE", true
	case "BL":
		return "BL", true
	case "WL":
		return "WL", true
	case "OB":
		return "OB", true
	case "OW":
		return "OW", true
	case "PL":
		return "PL", true
	case "SZ":
		return "SZ", true
	case "KM":
		return "KM", true
	case "HA":
		return "HA", true
	case "RU":
		return "RU", true
	case "RE":
		return "RE", true
	case "PB":
		return "PB", true
	case "PW":
		return "PW", true
	case "BR":
		return "BR", true
	case "WR":
		return "WR", true
	case "GM":
		return "GM", true
	case "FF":
		return "FF", true
	case "CA":
		return "CA", true
	case "AP":
		return "AP", true
	case "DT":
		return "DT", true
	case "EV":
		return "EV", true
	case "GN":
		return "GN", true
	case "TM":
		return "TM", true
	case "TB":
		return "TB", true
	case "TW":
		return "TW", true
	case "LB":
		return "LB", true
	case "MN":
		return "MN", true
	case "TC":
		return "TC", true
	case "TT":
		return "TT", true
	case "RL":
		return "RL", true
	case "RO":
		return "RO", true
	case "PC":
		return "PC", true
	case "OT":
		return "OT", true
	case "US":
		return "US", true
	case "SO":
		return "SO", true
	case "GC":
		return "GC", true
	case "ON":
		return "ON", true
	case "N":
		return "N", true
	case "MA":
		return "MA", true
	case "TR":
		return "TR", true
	case "CR":
		return "CR", true
	case "SQ":
		return "SQ", true
	case "ST":
		return "ST", true
	}
	return string(b), true
}

func upperOnly(lit []byte) string {
	b := make([]byte, 0, len(lit))
	for _, c := range lit {
		if isUpper(c) {
			b = append(b, c)
		}
	}
	return string(b)
}
