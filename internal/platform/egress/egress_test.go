package egress_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/egress"
)

func TestCheckAddr(t *testing.T) {
	g := egress.New(nil)
	for _, bad := range []string{"127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "169.254.1.1",
		"100.64.0.1", "0.0.0.0", "::1", "fe80::1", "fc00::1", "::ffff:127.0.0.1", "224.0.0.1", "fd00:ec2::254"} {
		require.Error(t, g.CheckAddr(netip.MustParseAddr(bad)), bad)
	}
	for _, ok := range []string{"8.8.8.8", "1.1.1.1", "2606:4700::1111"} {
		require.NoError(t, g.CheckAddr(netip.MustParseAddr(ok)), ok)
	}
	open := egress.New([]netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")})
	require.NoError(t, open.CheckAddr(netip.MustParseAddr("127.0.0.1")))
	require.Error(t, open.CheckAddr(netip.MustParseAddr("10.0.0.1")))
}

func TestCheckURL(t *testing.T) {
	g := egress.New(nil)
	ctx := context.Background()
	cases := map[string]string{
		"ftp://example.com/":        "must use https",
		"http://8.8.8.8/":           "must use https",
		"https://127.0.0.1/hook":    "loopback",
		"https://169.254.169.254/x": "metadata",
		"https://10.0.0.5/":         "private",
		"https://user:pw@8.8.8.8/":  "user name",
		"not a url":                 "absolute URL",
		"":                          "required",
		"https://[::1]:8443/":       "loopback",
		"https://localhost/":        "loopback",
		// names and spellings that stand for blocked addresses without DNS
		"https://127.1/x":                    "127.0.0.1, a loopback address",
		"https://2130706433/x":               "127.0.0.1, a loopback address",
		"https://0x7f000001/x":               "127.0.0.1, a loopback address",
		"https://0177.0.0.1/x":               "127.0.0.1, a loopback address",
		"https://0xa.1/x":                    "10.0.0.1, a private address",
		"https://134744072/x":                "write it as 8.8.8.8",
		"https://metadata.google.internal/x": "cloud metadata host",
		"https://INSTANCE-DATA./x":           "cloud metadata host",
		"https://hooks.localhost/x":          "loopback",
		"https://8.8.8.8:99999/x":            "port from 1 to 65535",
	}
	for raw, want := range cases {
		_, err := g.CheckURL(ctx, "url", raw, "https")
		require.Error(t, err, raw)
		require.Equal(t, apperr.Invalid, apperr.CodeOf(err))
		require.Contains(t, err.Error(), want, raw)
	}
	u, err := g.CheckURL(ctx, "url", "https://8.8.8.8/hook", "https")
	require.NoError(t, err)
	require.Equal(t, "8.8.8.8", u.Hostname())

	// A host that does not resolve: refused by CheckURL, accepted by
	// CheckURLUnresolvedOK, which still refuses every blocked address.
	_, err = g.CheckURL(ctx, "url", "https://no-such-host.invalid/hook", "https")
	require.ErrorContains(t, err, "could not be resolved")
	u, err = g.CheckURLUnresolvedOK(ctx, "url", "https://no-such-host.invalid/hook", "https")
	require.NoError(t, err)
	require.Equal(t, "no-such-host.invalid", u.Hostname())
	for raw, want := range cases {
		_, err := g.CheckURLUnresolvedOK(ctx, "url", raw, "https")
		require.ErrorContains(t, err, want, raw)
	}
}

func TestClientRefusesPrivateAddressesAtDialTime(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/redirect" {
			http.Redirect(w, r, "/final", http.StatusFound)
			return
		}
		w.Write([]byte("ok"))
	}))
	defer srv.Close()
	_, err := egress.New(nil).Client(egress.Options{}).Get(srv.URL)
	require.ErrorIs(t, err, egress.ErrBlocked)

	allowed := egress.New([]netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}).Client(egress.Options{})
	resp, err := allowed.Get(srv.URL + "/redirect")
	require.NoError(t, err)
	body, err := egress.ReadAll(resp.Body, 10)
	resp.Body.Close()
	require.NoError(t, err)
	require.Equal(t, "ok", string(body))

	resp, err = allowed.Get(srv.URL)
	require.NoError(t, err)
	_, err = egress.ReadAll(resp.Body, 1)
	resp.Body.Close()
	require.ErrorIs(t, err, egress.ErrTooLarge)
}

func TestCheckAddrEmbeddedIPv4(t *testing.T) {
	g := egress.New(nil)
	blocked := map[string]string{
		"::127.0.0.1":                          "embeds 127.0.0.1, a loopback address",  // IPv4-compatible
		"::10.0.0.1":                           "embeds 10.0.0.1, a private address",    // IPv4-compatible
		"::a9fe:a9fe":                          "embeds 169.254.169.254",                // IPv4-compatible, hex
		"2002:7f00:1::1":                       "embeds 127.0.0.1, a loopback address",  // 6to4
		"2002:a9fe:a9fe::":                     "embeds 169.254.169.254",                // 6to4 of the metadata address
		"2002:c0a8:101::5":                     "embeds 192.168.1.1, a private address", // 6to4
		"2001:0:4136:e378:8000:63bf:80ff:fffe": "embeds 127.0.0.1",                      // Teredo, client 127.0.0.1 (XOR)
		"2001:0:a00:1:8000:63bf:f7f7:f7f7":     "embeds 10.0.0.1",                       // Teredo: public client, private server 10.0.0.1
		"64:ff9b::7f00:1":                      "embeds 127.0.0.1, a loopback address",  // NAT64
		"64:ff9b::a9fe:a9fe":                   "embeds 169.254.169.254",                // NAT64
		"64:ff9b:1::7f00:1":                    "embeds 127.0.0.1, a loopback address",  // local-use NAT64, /96 layout
		"64:ff9b:1:a00:0:100:808:808":          "embeds 10.0.0.1, a private address",    // local-use NAT64, /48 layout
	}
	for raw, want := range blocked {
		err := g.CheckAddr(netip.MustParseAddr(raw))
		require.ErrorIs(t, err, egress.ErrBlocked, raw)
		require.ErrorContains(t, err, want, raw)
	}
	// The same embeddings of public addresses are reachable.
	for _, ok := range []string{"2002:808:808::1", "64:ff9b::808:808", "2001:0:808:808:8000:63bf:f7f7:f7f7"} {
		require.NoError(t, g.CheckAddr(netip.MustParseAddr(ok)), ok)
	}
	// EGRESS_ALLOW_PRIVATE applies to the embedded address too.
	open := egress.New([]netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")})
	require.NoError(t, open.CheckAddr(netip.MustParseAddr("64:ff9b::7f00:1")))
}

func TestCheckURLNormalisesUnicodeHosts(t *testing.T) {
	g := egress.New(nil)
	ctx := context.Background()
	for raw, want := range map[string]string{
		"https://①②⑦.0.0.1/hook":            "loopback",
		"https://127。0。0。1/hook":            "loopback",
		"https://１２７．０．０．１/hook":            "loopback",
		"https://①⓪.0.0.1/hook":             "private",
		"https://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/hook":            "loopback",
		"https://hooks.ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/hook":      "loopback",
		"https://ｍｅｔａｄａｔａ.google.internal/": "cloud metadata host",
		"https://①②⑦.1/hook":                "127.0.0.1, a loopback address",
		"https://exa_mple.com/hook":         "not a valid host name",
	} {
		for _, check := range []func(context.Context, string, string, ...string) (*url.URL, error){g.CheckURL, g.CheckURLUnresolvedOK} {
			_, err := check(ctx, "url", raw, "https")
			require.Error(t, err, raw)
			require.Equal(t, apperr.Invalid, apperr.CodeOf(err), raw)
			require.ErrorContains(t, err, want, raw)
		}
	}
	// A public name in Unicode is stored in the ASCII form resolvers use.
	u, err := g.CheckURLUnresolvedOK(ctx, "url", "https://Bücher.example:8443/hook", "https")
	require.NoError(t, err)
	require.Equal(t, "https://xn--bcher-kva.example:8443/hook", u.String())
}
