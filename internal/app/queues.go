package app

import (
	"net/http"
	"net/url"
	"strings"

	"voiceagent/internal/platform/httpx"
)

// refusedCrossSite answers 403 to a state-changing request to the queue
// dashboard that does not come from its own pages (see crossSiteWrite) and
// reports whether it did.
func refusedCrossSite(w http.ResponseWriter, r *http.Request) bool {
	why := crossSiteWrite(r)
	if why != "" {
		httpx.JSON(w, http.StatusForbidden, httpx.ErrorBody{Detail: why, Code: "forbidden"})
	}
	return why != ""
}

// crossSiteWrite says why a state-changing request to the queue dashboard
// must be refused, or "" when it may go on. The dashboard is behind Basic
// auth, which a browser attaches to any request to this host, also to a
// form another site posts: a write is accepted only when its Origin (or,
// without one, its Referer) is the platform's own. Browsers send Origin on
// every cross-site POST and on same-origin fetches other than GET/HEAD, so
// the dashboard's own pages pass; a write with neither header is refused
// (a script sends Origin with the dashboard's address).
func crossSiteWrite(r *http.Request) string {
	switch r.Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return ""
	}
	from, header := r.Header.Get("Origin"), "Origin"
	if from == "" {
		from, header = r.Header.Get("Referer"), "Referer"
	}
	if from == "" {
		return "a " + r.Method + " to the queue dashboard must carry an Origin header naming the platform's own address (browsers send it); a script sends it too"
	}
	u, err := url.Parse(from)
	if err != nil || u.Host == "" || !strings.EqualFold(u.Host, r.Host) || !ownScheme(r, u.Scheme) {
		return "the queue dashboard accepts changes only from its own pages: " + header + " " + from + " is not this platform"
	}
	return ""
}

// ownScheme reports whether scheme can be the one the request arrived by:
// https over TLS, X-Forwarded-Proto's when a proxy sets it; behind a proxy
// that does not say, either of http and https (the host already matched).
func ownScheme(r *http.Request, scheme string) bool {
	scheme = strings.ToLower(scheme)
	switch {
	case r.TLS != nil:
		return scheme == "https"
	case r.Header.Get("X-Forwarded-Proto") != "":
		proto, _, _ := strings.Cut(r.Header.Get("X-Forwarded-Proto"), ",")
		return scheme == strings.ToLower(strings.TrimSpace(proto))
	}
	return scheme == "http" || scheme == "https"
}
