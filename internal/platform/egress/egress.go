// Package egress is the one way the platform makes outbound HTTP requests to
// addresses chosen by customers (webhooks, URL import, crawl, custom actions).
// It refuses private, loopback, link-local, metadata and other non-public
// addresses after DNS resolution, on every connection including redirects,
// and caps time and response size. EGRESS_ALLOW_PRIVATE opens chosen ranges
// for local testing.
package egress

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/net/idna"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/tracing"
)

// blocked lists every range a customer-chosen URL may not reach.
var blocked = mustPrefixes(
	"0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16",
	"172.16.0.0/12", "192.0.0.0/24", "192.0.2.0/24", "192.168.0.0/16", "198.18.0.0/15",
	"198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
	"::/128", "::1/128", "100::/64", "2001:db8::/32", "fc00::/7", "fe80::/10", "ff00::/8",
)

// metadata addresses get their own explanation.
var metadata = mustPrefixes("169.254.169.254/32", "fd00:ec2::254/128", "100.100.100.200/32")

func mustPrefixes(s ...string) []netip.Prefix {
	out := make([]netip.Prefix, len(s))
	for i, v := range s {
		out[i] = netip.MustParsePrefix(v)
	}
	return out
}

// Guard decides which addresses outbound requests may reach.
type Guard struct {
	allow    []netip.Prefix
	resolver *net.Resolver
}

// New returns a Guard that also allows the given ranges (EGRESS_ALLOW_PRIVATE).
func New(allow []netip.Prefix) *Guard {
	return &Guard{allow: allow, resolver: net.DefaultResolver}
}

// ErrBlocked is wrapped by every refusal of the guard.
var ErrBlocked = errors.New("address not allowed")

// CheckAddr explains why addr may not be reached, or returns nil.
func (g *Guard) CheckAddr(addr netip.Addr) error {
	addr = addr.Unmap()
	for _, p := range g.allow {
		if p.Contains(addr) {
			return nil
		}
	}
	for _, p := range metadata {
		if p.Contains(addr) {
			return fmt.Errorf("%w: %s is a cloud metadata address", ErrBlocked, addr)
		}
	}
	switch {
	case addr.IsLoopback():
		return fmt.Errorf("%w: %s is a loopback address", ErrBlocked, addr)
	case addr.IsPrivate():
		return fmt.Errorf("%w: %s is a private address", ErrBlocked, addr)
	case addr.IsLinkLocalUnicast() || addr.IsLinkLocalMulticast():
		return fmt.Errorf("%w: %s is a link-local address", ErrBlocked, addr)
	case addr.IsUnspecified():
		return fmt.Errorf("%w: %s is an unspecified address", ErrBlocked, addr)
	}
	for _, p := range blocked {
		if p.Contains(addr) {
			return fmt.Errorf("%w: %s is a reserved, shared or non-public address", ErrBlocked, addr)
		}
	}
	for _, v4 := range embeddedIPv4(addr) {
		if err := g.CheckAddr(v4); err != nil {
			return fmt.Errorf("%w: %s embeds %s, %s", ErrBlocked, addr, v4, strings.TrimPrefix(err.Error(), ErrBlocked.Error()+": "+v4.String()+" is "))
		}
	}
	return nil
}

// IPv6 ranges whose addresses carry an IPv4 address that a router, a tunnel
// or the host's own stack may end up reaching.
var (
	ipv4Compatible = netip.MustParsePrefix("::/96")        // ::a.b.c.d (deprecated, still routed by some stacks)
	sixToFour      = netip.MustParsePrefix("2002::/16")    // 6to4: 2002:AABB:CCDD::/48
	teredo         = netip.MustParsePrefix("2001::/32")    // Teredo: server in bits 32-63, client in the last 32 bits XOR 0xffffffff
	nat64          = netip.MustParsePrefix("64:ff9b::/96") // well-known NAT64 prefix, IPv4 in the last 32 bits
	nat64Local     = netip.MustParsePrefix("64:ff9b:1::/48")
)

// embeddedIPv4 returns the IPv4 addresses an IPv6 address stands for, under
// every embedding that could deliver a connection to them.
func embeddedIPv4(addr netip.Addr) []netip.Addr {
	if !addr.Is6() || addr.Is4In6() {
		return nil
	}
	b := addr.As16()
	v4 := func(i int) netip.Addr { return netip.AddrFrom4([4]byte{b[i], b[i+1], b[i+2], b[i+3]}) }
	switch {
	case ipv4Compatible.Contains(addr):
		return []netip.Addr{v4(12)}
	case sixToFour.Contains(addr):
		return []netip.Addr{v4(2)}
	case teredo.Contains(addr):
		client := netip.AddrFrom4([4]byte{b[12] ^ 0xff, b[13] ^ 0xff, b[14] ^ 0xff, b[15] ^ 0xff})
		return []netip.Addr{client, v4(4)}
	case nat64.Contains(addr):
		return []netip.Addr{v4(12)}
	case nat64Local.Contains(addr):
		// RFC 6052 allows any prefix length in the local-use range: the
		// IPv4 address sits in the last 32 bits of a /96 or follows a /48
		// (skipping the u octet, bits 64-71); both are checked.
		return []netip.Addr{v4(12), netip.AddrFrom4([4]byte{b[6], b[7], b[9], b[10]})}
	}
	return nil
}

// CheckURL validates a customer-supplied URL before it is stored: scheme in
// schemes, a host, and every address the host resolves to allowed. Errors are
// Invalid application errors whose message says why, for the named field.
func (g *Guard) CheckURL(ctx context.Context, field, raw string, schemes ...string) (*url.URL, error) {
	return g.checkURL(ctx, field, raw, true, schemes)
}

// CheckURLUnresolvedOK is CheckURL for a URL that is used later and
// repeatedly (a webhook receiver): a host that does not resolve yet is
// accepted, since every connection is checked again at dial time, but a
// literal or resolved blocked address is still refused.
func (g *Guard) CheckURLUnresolvedOK(ctx context.Context, field, raw string, schemes ...string) (*url.URL, error) {
	return g.checkURL(ctx, field, raw, false, schemes)
}

func (g *Guard) checkURL(ctx context.Context, field, raw string, mustResolve bool, schemes []string) (*url.URL, error) {
	if len(schemes) == 0 {
		schemes = []string{"http", "https"}
	}
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil, apperr.Field(field, "is required")
	}
	if len(raw) > 2048 {
		return nil, apperr.Field(field, "must be at most 2048 characters")
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.Opaque != "" {
		return nil, apperr.Field(field, "must be an absolute URL such as https://example.com/path")
	}
	scheme := strings.ToLower(u.Scheme)
	ok := false
	for _, s := range schemes {
		ok = ok || s == scheme
	}
	if !ok {
		return nil, apperr.Field(field, "must use "+strings.Join(schemes, " or ")+", not "+u.Scheme)
	}
	if u.User != nil {
		return nil, apperr.Field(field, "must not carry a user name or password")
	}
	host := u.Hostname()
	if host == "" {
		return nil, apperr.Field(field, "must name a host")
	}
	ascii, err := normalizeHost(host)
	if err != nil {
		return nil, apperr.Field(field, "host "+host+" is not a valid host name")
	}
	if ascii != host {
		// Store and check the name as every resolver will read it: ①②⑦.0.0.1
		// and 127。0。0。1 are 127.0.0.1.
		host = ascii
		if p := u.Port(); p != "" {
			u.Host = net.JoinHostPort(host, p)
		} else {
			u.Host = host
		}
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return nil, apperr.Field(field, "must have a port from 1 to 65535, not "+p)
		}
	}
	if err := g.checkHostName(host); err != nil {
		return nil, apperr.Field(field, "host "+host+" is not a public address ("+strings.TrimPrefix(err.Error(), ErrBlocked.Error()+": ")+")")
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	addrs, err := g.resolve(ctx, host)
	if err != nil {
		if !mustResolve {
			return u, nil
		}
		return nil, apperr.Field(field, "host "+host+" could not be resolved")
	}
	for _, a := range addrs {
		if err := g.CheckAddr(a); err != nil {
			return nil, apperr.Field(field, "host "+host+" is not a public address ("+strings.TrimPrefix(err.Error(), ErrBlocked.Error()+": ")+")")
		}
	}
	return u, nil
}

// normalizeHost maps a host name to the ASCII form resolvers look up (IDNA,
// UTS 46 lookup profile: fullwidth and ideographic dots, circled and
// fullwidth digits, letters of other scripts in punycode), lower case. An IP
// literal is returned as given.
func normalizeHost(host string) (string, error) {
	if _, err := netip.ParseAddr(host); err == nil {
		return host, nil
	}
	ascii, err := idna.Lookup.ToASCII(host)
	if err != nil {
		return "", err
	}
	return strings.ToLower(ascii), nil
}

// metadataHosts are the names cloud providers give their metadata services;
// they are refused even where they do not resolve (here, today).
var metadataHosts = map[string]bool{
	"metadata": true, "metadata.google.internal": true, "metadata.goog": true,
	"instance-data": true, "instance-data.ec2.internal": true, "metadata.azure.internal": true,
}

// checkHostName refuses, before any DNS lookup, the names that stand for
// blocked addresses whatever a resolver says: cloud metadata names,
// *.localhost (loopback by RFC 6761), and IPv4 addresses written in the
// short, decimal, octal or hex forms that some clients accept (127.1,
// 2130706433, 0x7f000001), which must be written as a.b.c.d.
func (g *Guard) checkHostName(host string) error {
	name := strings.TrimSuffix(strings.ToLower(host), ".")
	if metadataHosts[name] {
		return fmt.Errorf("%w: %s is a cloud metadata host", ErrBlocked, host)
	}
	if strings.HasSuffix(name, ".localhost") {
		return g.CheckAddr(netip.MustParseAddr("127.0.0.1"))
	}
	if _, err := netip.ParseAddr(strings.Trim(name, "[]")); err == nil {
		return nil // a canonical address, checked after "resolution"
	}
	if addr, ok := parseLooseIPv4(name); ok {
		if err := g.CheckAddr(addr); err != nil {
			return fmt.Errorf("%w: %s is %s, %s", ErrBlocked, host, addr, strings.TrimPrefix(err.Error(), ErrBlocked.Error()+": "+addr.String()+" is "))
		}
		return fmt.Errorf("%w: %s is an IPv4 address in a non-standard form; write it as %s", ErrBlocked, host, addr)
	}
	return nil
}

// parseLooseIPv4 reads the forms inet_aton accepts: one to four parts, each
// decimal, octal (leading 0) or hex (0x), the last part filling the
// remaining bytes.
func parseLooseIPv4(s string) (netip.Addr, bool) {
	parts := strings.Split(s, ".")
	if len(parts) > 4 {
		return netip.Addr{}, false
	}
	vals := make([]uint64, len(parts))
	for i, p := range parts {
		if p == "" {
			return netip.Addr{}, false
		}
		base := 10
		switch {
		case strings.HasPrefix(p, "0x"):
			base, p = 16, p[2:]
		case len(p) > 1 && p[0] == '0':
			base, p = 8, p[1:]
		}
		v, err := strconv.ParseUint(p, base, 32)
		if err != nil {
			return netip.Addr{}, false
		}
		vals[i] = v
	}
	var n uint64
	for i, v := range vals[:len(vals)-1] {
		if v > 255 {
			return netip.Addr{}, false
		}
		n |= v << (24 - 8*uint(i))
	}
	last, room := vals[len(vals)-1], uint(32-8*(len(vals)-1))
	if last >= 1<<room {
		return netip.Addr{}, false
	}
	n |= last
	return netip.AddrFrom4([4]byte{byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}), true
}

func (g *Guard) resolve(ctx context.Context, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		return []netip.Addr{a}, nil
	}
	ips, err := g.resolver.LookupNetIP(ctx, "ip", host)
	if err != nil {
		return nil, err
	}
	if len(ips) == 0 {
		return nil, fmt.Errorf("no addresses for %s", host)
	}
	return ips, nil
}

// Options tune a client.
type Options struct {
	Timeout      time.Duration // whole request, including reading the body; default 10s
	MaxRedirects int           // default 5; negative = none followed
}

// Client returns an *http.Client whose every connection (redirects included)
// is checked by the guard at dial time, after DNS resolution, so a DNS answer
// cannot swap a public name for a private address between check and use.
func (g *Guard) Client(o Options) *http.Client {
	if o.Timeout == 0 {
		o.Timeout = 10 * time.Second
	}
	if o.MaxRedirects == 0 {
		o.MaxRedirects = 5
	}
	dialer := &net.Dialer{
		Timeout:   5 * time.Second,
		KeepAlive: 30 * time.Second,
		Control: func(network, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil {
				return fmt.Errorf("%w: %s", ErrBlocked, address)
			}
			return g.CheckAddr(ap.Addr())
		},
	}
	tr := &http.Transport{
		Proxy:                 nil, // never through a proxy: the guard must see the real address
		DialContext:           dialer.DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          200,
		MaxIdleConnsPerHost:   50,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   5 * time.Second,
		ResponseHeaderTimeout: o.Timeout,
	}
	return &http.Client{
		Transport: tracing.Transport(tr),
		Timeout:   o.Timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if o.MaxRedirects < 0 || len(via) > o.MaxRedirects {
				return fmt.Errorf("stopped after %d redirects", len(via))
			}
			if req.URL.Scheme != "http" && req.URL.Scheme != "https" {
				return fmt.Errorf("redirect to %s scheme refused", req.URL.Scheme)
			}
			return nil
		},
	}
}

// ErrTooLarge is returned by ReadAll when the body exceeds the cap.
var ErrTooLarge = errors.New("response body too large")

// ReadAll reads at most max bytes of r; more is ErrTooLarge.
func ReadAll(r io.Reader, max int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("%w (over %d bytes)", ErrTooLarge, max)
	}
	return b, nil
}

// HTTPTransport returns the *http.Transport under c's instrumentation, for
// callers that tune it (TLS roots, idle connections).
func HTTPTransport(c *http.Client) (*http.Transport, bool) {
	rt := c.Transport
	for {
		switch t := rt.(type) {
		case *http.Transport:
			return t, true
		case interface{ Unwrap() http.RoundTripper }:
			rt = t.Unwrap()
		default:
			return nil, false
		}
	}
}
