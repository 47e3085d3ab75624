package actions

import (
	"net/netip"
	"strings"
)

// MaxSIPURILen bounds a SIP URI, in bytes: far above any real address,
// small enough that checking one costs nothing.
const MaxSIPURILen = 1024

// ValidSIPURI reports whether s is a sip: or sips: URI by the grammar of
// RFC 3261 section 25.1 (SIP-URI / SIPS-URI):
//
//	SIP-URI        = "sip:" [ userinfo ] hostport uri-parameters [ headers ]
//	userinfo       = user [ ":" password ] "@"
//	hostport       = host [ ":" port ]
//	host           = hostname / IPv4address / IPv6reference
//	uri-parameters = *( ";" pname [ "=" pvalue ] )
//	headers        = "?" hname "=" hvalue *( "&" hname "=" hvalue )
//
// The scheme is case-insensitive. Beyond the grammar it refuses what no
// server could dial: more than MaxSIPURILen bytes, an IPv4 octet over 255,
// a port outside 1-65535, an IPv6 literal that is not an address (or has a
// zone), and an escaped NUL (%00).
//
// The parser is written here because the Go SIP libraries parse URIs the
// way a SIP stack reads messages, leniently: emiago/sipgo's ParseUri, the
// maintained one, takes any scheme, any characters in user and host,
// unchecked escapes and any port; the strict ones are abandoned or GPL.
// Validating what a user types needs the grammar itself.
func ValidSIPURI(s string) bool {
	if len(s) > MaxSIPURILen {
		return false
	}
	rest, ok := cutSIPScheme(s)
	if !ok {
		return false
	}
	// No part after the scheme may hold '@' except the end of userinfo, so
	// a second '@' is an error wherever it is.
	if at := strings.IndexByte(rest, '@'); at >= 0 {
		if !validUserinfo(rest[:at]) {
			return false
		}
		rest = rest[at+1:]
	}
	// hostport ends at the first ';' or '?': neither occurs in a host or
	// port (IPv6 literals included).
	end := strings.IndexAny(rest, ";?")
	if end < 0 {
		end = len(rest)
	}
	if !validHostport(rest[:end]) {
		return false
	}
	rest = rest[end:]
	// uri-parameters: paramchar holds neither ';' nor '?', so the first
	// '?' starts the headers.
	params, headers, hasHeaders := strings.Cut(rest, "?")
	if params != "" && !validURIParams(params[1:]) {
		return false
	}
	if hasHeaders && !validHeaders(headers) {
		return false
	}
	return true
}

// cutSIPScheme removes a case-insensitive "sip:" or "sips:".
func cutSIPScheme(s string) (string, bool) {
	scheme, rest, ok := strings.Cut(s, ":")
	if !ok {
		return "", false
	}
	if strings.EqualFold(scheme, "sip") || strings.EqualFold(scheme, "sips") {
		return rest, true
	}
	return "", false
}

// Character classes of RFC 3261 section 25.1.
const (
	sipMark           = "-_.!~*'()"
	sipUserUnreserved = "&=+$,;?/"
	sipPasswordExtra  = "&=+$,"
	sipParamExtra     = "[]/:&+$" // param-unreserved
	sipHeaderExtra    = "[]/?:+$" // hnv-unreserved
)

func isAlphaNum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func isAlpha(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isHex(c byte) bool {
	return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// validChars reports whether s is a sequence of unreserved characters,
// characters of extra and escapes ("%" HEXDIG HEXDIG, not %00), with at
// least min bytes.
func validChars(s, extra string, min int) bool {
	if len(s) < min {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isAlphaNum(c) || strings.IndexByte(sipMark, c) >= 0 || strings.IndexByte(extra, c) >= 0:
		case c == '%':
			if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) || s[i+1] == '0' && s[i+2] == '0' {
				return false
			}
			i += 2
		default:
			return false
		}
	}
	return true
}

// validUserinfo checks user [ ":" password ] (without the '@'). A user
// holds no ':', so the first one starts the password. A
// telephone-subscriber user (+1-212-555-1212) is within the user
// characters.
func validUserinfo(s string) bool {
	user, password, _ := strings.Cut(s, ":")
	return validChars(user, sipUserUnreserved, 1) && validChars(password, sipPasswordExtra, 0)
}

// validHostport checks host [ ":" port ].
func validHostport(s string) bool {
	var host, port string
	hasPort := false
	if strings.HasPrefix(s, "[") {
		closing := strings.IndexByte(s, ']')
		if closing < 0 {
			return false
		}
		host, port = s[:closing+1], s[closing+1:]
		if port != "" {
			if port[0] != ':' {
				return false
			}
			port, hasPort = port[1:], true
		}
		if !validIPv6Reference(host) {
			return false
		}
	} else {
		host, port, hasPort = strings.Cut(s, ":")
		if !validIPv4(host) && !validHostname(host) {
			return false
		}
	}
	return !hasPort || validPort(port)
}

// validIPv6Reference checks "[" IPv6address "]". netip accepts the forms
// of RFC 3261's IPv6address (hex groups, "::", a dotted IPv4 tail) and
// also a zone, which a URI may not hold.
func validIPv6Reference(s string) bool {
	if len(s) < 3 || s[len(s)-1] != ']' {
		return false
	}
	inner := s[1 : len(s)-1]
	if strings.IndexByte(inner, '%') >= 0 || strings.IndexByte(inner, ':') < 0 {
		return false
	}
	addr, err := netip.ParseAddr(inner)
	return err == nil && addr.Is6()
}

// validIPv4 checks four dot-separated decimal octets, each 1-3 digits and
// at most 255.
func validIPv4(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if len(p) < 1 || len(p) > 3 {
			return false
		}
		n := 0
		for i := 0; i < len(p); i++ {
			if !isDigit(p[i]) {
				return false
			}
			n = n*10 + int(p[i]-'0')
		}
		if n > 255 {
			return false
		}
	}
	return true
}

// validHostname checks *( domainlabel "." ) toplabel [ "." ]: labels of
// letters, digits and inner hyphens, the last one starting with a letter.
func validHostname(s string) bool {
	s = strings.TrimSuffix(s, ".")
	if s == "" {
		return false
	}
	labels := strings.Split(s, ".")
	for _, l := range labels {
		if l == "" || !isAlphaNum(l[0]) || !isAlphaNum(l[len(l)-1]) {
			return false
		}
		for i := 1; i < len(l)-1; i++ {
			if !isAlphaNum(l[i]) && l[i] != '-' {
				return false
			}
		}
	}
	return isAlpha(labels[len(labels)-1][0])
}

// validPort checks 1-5 digits with a value in 1-65535.
func validPort(s string) bool {
	if len(s) < 1 || len(s) > 5 {
		return false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n >= 1 && n <= 65535
}

// validURIParams checks the parameters after the first ';' (split on
// ';'): each pname [ "=" pvalue ], both 1*paramchar. transport=, user=,
// method=, ttl=, maddr= and lr are other-params by syntax.
func validURIParams(s string) bool {
	for _, p := range strings.Split(s, ";") {
		name, value, hasValue := strings.Cut(p, "=")
		if !validChars(name, sipParamExtra, 1) || hasValue && !validChars(value, sipParamExtra, 1) {
			return false
		}
	}
	return true
}

// validHeaders checks the headers after '?': hname "=" hvalue joined by
// '&', hname non-empty, hvalue possibly empty.
func validHeaders(s string) bool {
	for _, h := range strings.Split(s, "&") {
		name, value, ok := strings.Cut(h, "=")
		if !ok || !validChars(name, sipHeaderExtra, 1) || !validChars(value, sipHeaderExtra, 0) {
			return false
		}
	}
	return true
}
