// Package session verifies the backoffice's session tokens: short-lived JWTs
// signed by the identity service with an asymmetric key and checked against
// its JWKS (no shared secret). Keys are cached; a token whose kid is unknown
// makes the verifier fetch the JWKS again (at most once per MinRefresh), so
// the identity service rotates keys without a restart. When AUTH_JWKS_URL is
// empty, a development issuer (DevSigner) feeds the same verifier from a key
// kept in the database.
package session

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/lestrrat-go/jwx/v3/jwa"
	"github.com/lestrrat-go/jwx/v3/jwk"
	"github.com/lestrrat-go/jwx/v3/jws"
	"github.com/lestrrat-go/jwx/v3/jwt"

	"voiceagent/internal/platform/apperr"
)

// KeySource loads the issuer's current public keys.
type KeySource func(ctx context.Context) (jwk.Set, error)

// URLSource fetches a JWKS document over HTTP.
func URLSource(url string, client *http.Client) KeySource {
	if client == nil {
		client = &http.Client{Timeout: 5 * time.Second}
	}
	return func(ctx context.Context) (jwk.Set, error) {
		return jwk.Fetch(ctx, url, jwk.WithHTTPClient(client))
	}
}

// Options configure a Verifier.
type Options struct {
	Source KeySource
	// Issuer, when set, must equal the token's iss.
	Issuer string
	// Audience, when set, must be one of the token's aud.
	Audience string
	// MinRefresh is the least time between two fetches of the JWKS caused by
	// unknown key ids (default 10s; 0 in tests fetches every time).
	MinRefresh time.Duration
	// Leeway is the clock skew allowed on exp and nbf (default 60s).
	Leeway time.Duration
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Claims is what the platform keeps of a verified token.
type Claims struct {
	Subject   string
	Email     string // "" when the claim is absent
	Name      string
	ExpiresAt time.Time
	// EmailVerified is true only when the token says email_verified: true
	// (the JSON boolean): a string "true", 1 or no claim is not a promise
	// from the identity service that the address is the user's.
	EmailVerified bool
}

// Verifier checks session tokens. It is safe for concurrent use; a token
// whose key is cached costs no I/O.
type Verifier struct {
	opt Options
	set atomic.Pointer[jwk.Set]

	mu          sync.Mutex // serialises fetches
	lastAttempt time.Time
	lastErr     error
	fetches     atomic.Int64
}

// accepted are the signature algorithms a session token may use; none and
// the HMAC family are refused, since they need no private key.
var accepted = map[string]jwa.SignatureAlgorithm{
	jwa.RS256().String(): jwa.RS256(),
	jwa.ES256().String(): jwa.ES256(),
	jwa.EdDSA().String(): jwa.EdDSA(),
}

// AcceptedAlgorithms lists the algorithms a token may be signed with.
const AcceptedAlgorithms = "RS256, ES256, EdDSA"

// retryAfterFailure bounds how often a failing JWKS is asked again, so
// tokens work again within a second of the issuer's return.
const retryAfterFailure = time.Second

// NewVerifier returns a verifier; it fetches no key until the first token.
func NewVerifier(o Options) *Verifier {
	if o.MinRefresh < 0 {
		o.MinRefresh = 0
	}
	if o.Leeway == 0 {
		o.Leeway = 60 * time.Second
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Verifier{opt: o}
}

// Fetches reports how many times the JWKS was fetched (for tests and metrics).
func (v *Verifier) Fetches() int64 { return v.fetches.Load() }

func unauthorized(format string, args ...any) error {
	return apperr.New(apperr.Unauthorized, format, args...)
}

// Verify checks a compact JWT and returns its claims. Errors: Unauthorized
// naming the reason (malformed, algorithm refused, unknown key, bad
// signature, expired, not yet valid, wrong issuer or audience, no subject);
// Unavailable when the key is not cached and the JWKS cannot be fetched.
func (v *Verifier) Verify(ctx context.Context, raw string) (Claims, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return Claims{}, unauthorized("Session token is missing")
	}
	if strings.Count(raw, ".") != 2 {
		return Claims{}, unauthorized("Session token is malformed: a JWT has three dot-separated parts")
	}
	msg, err := jws.Parse([]byte(raw))
	if err != nil || len(msg.Signatures()) != 1 {
		return Claims{}, unauthorized("Session token is malformed: its header or payload is not valid base64url JSON")
	}
	hdr := msg.Signatures()[0].ProtectedHeaders()
	algHdr, _ := hdr.Algorithm()
	alg, ok := accepted[algHdr.String()]
	if !ok {
		return Claims{}, unauthorized("Session token algorithm %q is not accepted; use one of %s", algHdr.String(), AcceptedAlgorithms)
	}
	// jwx ignores crit unless asked; RFC 7515 says a recipient must refuse
	// extensions it does not understand, and this platform understands none.
	if crit, ok := hdr.Critical(); ok {
		return Claims{}, unauthorized("Session token header lists critical extensions (crit %q) this platform does not understand", crit)
	}
	kid, _ := hdr.KeyID()
	key, err := v.key(ctx, kid)
	if err != nil {
		return Claims{}, err
	}
	if ka, ok := key.Algorithm(); ok && ka.String() != alg.String() {
		return Claims{}, unauthorized("Session token algorithm %s does not match its key's algorithm %s", alg, ka)
	}
	payload, err := jws.Verify([]byte(raw), jws.WithKey(alg, key))
	if err != nil {
		return Claims{}, unauthorized("Session token signature is invalid")
	}
	emailVerified, err := checkClaims(payload)
	if err != nil {
		return Claims{}, err
	}
	opts := []jwt.ParseOption{
		jwt.WithVerify(false), jwt.WithValidate(true),
		jwt.WithAcceptableSkew(v.opt.Leeway),
		jwt.WithClock(jwt.ClockFunc(v.opt.Now)),
		jwt.WithRequiredClaim("exp"),
	}
	if v.opt.Issuer != "" {
		opts = append(opts, jwt.WithIssuer(v.opt.Issuer))
	}
	if v.opt.Audience != "" {
		opts = append(opts, jwt.WithAudience(v.opt.Audience))
	}
	tok, err := jwt.Parse([]byte(raw), opts...)
	if err != nil {
		return Claims{}, validationError(err)
	}
	c := Claims{EmailVerified: emailVerified}
	c.Subject, _ = tok.Subject()
	if strings.TrimSpace(c.Subject) == "" {
		return Claims{}, unauthorized("Session token has no subject (sub)")
	}
	if len(c.Subject) > 255 {
		return Claims{}, unauthorized("Session token subject is longer than 255 characters")
	}
	c.ExpiresAt, _ = tok.Expiration()
	_ = tok.Get("email", &c.Email)
	_ = tok.Get("name", &c.Name)
	return c, nil
}

// timeClaims must be JSON numbers (RFC 7519 NumericDate); jwx also reads
// a string such as "1700000000" as a date.
var timeClaims = []string{"exp", "nbf", "iat"}

// checkClaims reads the signed payload once more, before jwx does, to
// refuse what jwx accepts but no service should see: a claim (name or
// value, at any depth) holding a NUL byte or invalid UTF-8, which
// PostgreSQL refuses to store, and a time claim that is not a number. It
// returns whether email_verified is the boolean true. Errors: Unauthorized
// naming the claim.
func checkClaims(payload []byte) (emailVerified bool, err error) {
	if !utf8.Valid(payload) {
		return false, unauthorized("Session token claims are not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(payload))
	dec.UseNumber()
	var claims map[string]any
	if err := dec.Decode(&claims); err != nil || claims == nil {
		return false, unauthorized("Session token claims are malformed: the payload is not a JSON object")
	}
	for name, v := range claims {
		if strings.ContainsRune(name, 0) || holdsNUL(v) {
			return false, unauthorized("Session token claim %q contains a NUL byte", name)
		}
	}
	for _, name := range timeClaims {
		if v, ok := claims[name]; ok {
			if _, number := v.(json.Number); !number {
				return false, unauthorized("Session token claim %q must be a number of seconds since 1970 (NumericDate)", name)
			}
		}
	}
	verified, _ := claims["email_verified"].(bool)
	return verified, nil
}

// holdsNUL reports whether a decoded JSON value has a NUL in a string.
func holdsNUL(v any) bool {
	switch x := v.(type) {
	case string:
		return strings.ContainsRune(x, 0)
	case []any:
		for _, e := range x {
			if holdsNUL(e) {
				return true
			}
		}
	case map[string]any:
		for k, e := range x {
			if strings.ContainsRune(k, 0) || holdsNUL(e) {
				return true
			}
		}
	}
	return false
}

func validationError(err error) error {
	switch {
	case errors.Is(err, jwt.TokenExpiredError()):
		return unauthorized("Session token has expired")
	case errors.Is(err, jwt.TokenNotYetValidError()):
		return unauthorized("Session token is not valid yet (nbf)")
	case errors.Is(err, jwt.InvalidIssuerError()):
		return unauthorized("Session token issuer (iss) is not the configured identity service")
	case errors.Is(err, jwt.InvalidAudienceError()):
		return unauthorized("Session token audience (aud) does not include this platform")
	case errors.Is(err, jwt.MissingRequiredClaimError()), errors.Is(err, jwt.ClaimNotFoundError()):
		return unauthorized("Session token has no expiry (exp)")
	case errors.Is(err, jwt.InvalidIssuedAtError()):
		return unauthorized("Session token was issued in the future (iat)")
	case errors.Is(err, jwt.ValidateError()):
		return unauthorized("Session token is not valid: %v", err)
	}
	return unauthorized("Session token claims are malformed")
}

// key returns the cached key with this id, fetching the JWKS again when the
// id is unknown and the last fetch is old enough.
func (v *Verifier) key(ctx context.Context, kid string) (jwk.Key, error) {
	if k, ok := lookup(v.set.Load(), kid); ok {
		return k, nil
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	set := v.set.Load()
	if k, ok := lookup(set, kid); ok { // fetched meanwhile
		return k, nil
	}
	now := v.opt.Now()
	wait := v.opt.MinRefresh
	if v.lastErr != nil {
		wait = min(wait, retryAfterFailure)
	}
	if v.lastAttempt.IsZero() || now.Sub(v.lastAttempt) >= wait {
		v.fetches.Add(1)
		fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		fresh, err := v.opt.Source(fctx)
		cancel()
		// Measured from the end of the fetch: requests that queued behind a
		// slow failing fetch answer at once instead of each fetching again.
		v.lastAttempt = v.opt.Now()
		v.lastErr = err
		if err == nil {
			set = &fresh
			v.set.Store(set)
			if k, ok := lookup(set, kid); ok {
				return k, nil
			}
		}
	}
	if v.lastErr != nil {
		return nil, apperr.Unavailablef(v.lastErr, "The identity service's signing keys cannot be fetched and this token's key is not cached; retry shortly")
	}
	if kid == "" {
		return nil, unauthorized("Session token header has no key id (kid) and the issuer has several keys")
	}
	return nil, unauthorized("Session token is signed with an unknown key (kid %q)", kid)
}

// lookup finds kid in set; a token without kid matches a set of one key.
func lookup(set *jwk.Set, kid string) (jwk.Key, bool) {
	if set == nil || *set == nil {
		return nil, false
	}
	if kid == "" {
		if (*set).Len() == 1 {
			return (*set).Key(0)
		}
		return nil, false
	}
	return (*set).LookupKeyID(kid)
}

// Bearer extracts the token of an "Authorization: Bearer <token>" header.
// Errors: Unauthorized when the header is missing or of another scheme.
func Bearer(header string) (string, error) {
	if strings.TrimSpace(header) == "" {
		return "", unauthorized("A backoffice session is required: send 'Authorization: Bearer <session JWT>'")
	}
	scheme, token, ok := strings.Cut(strings.TrimSpace(header), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(token) == "" {
		return "", unauthorized("Authorization header must be 'Bearer <session JWT>'")
	}
	return strings.TrimSpace(token), nil
}

// String describes the verifier's configuration for logs.
func (v *Verifier) String() string {
	return fmt.Sprintf("issuer=%q audience=%q", v.opt.Issuer, v.opt.Audience)
}
