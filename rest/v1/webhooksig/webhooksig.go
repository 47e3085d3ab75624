// Package webhooksig verifies the signature of an outbound webhook delivery
// on the receiver's side. Each delivery carries:
//
//	X-Service-Timestamp: Unix time in seconds when the attempt was signed
//	X-Service-Signature: sha256=<hex of HMAC-SHA256(secret, timestamp + "." + raw body)>
//
// where secret is the endpoint's whole signing secret ("svcw_...") as shown
// once when the endpoint was registered. Verify the raw body bytes as
// received, before any JSON decoding, and reject timestamps outside the
// 5-minute window so a captured delivery cannot be replayed later.
package webhooksig

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Header names of a delivery.
const (
	HeaderEvent     = "X-Service-Event"
	HeaderDelivery  = "X-Service-Delivery"
	HeaderTimestamp = "X-Service-Timestamp"
	HeaderSignature = "X-Service-Signature"
)

// Tolerance is the replay window: a timestamp further than this from now,
// in either direction, is refused.
const Tolerance = 5 * time.Minute

// Errors returned by Verify.
var (
	ErrMissing   = errors.New("webhooksig: timestamp or signature header missing")
	ErrTimestamp = errors.New("webhooksig: timestamp is not Unix seconds or is outside the 5-minute window")
	ErrSignature = errors.New("webhooksig: signature does not match")
	// ErrSecret: the receiver has no secret to verify with (empty, e.g. an
	// unset environment variable). Anyone can compute the HMAC under an
	// empty key, so such a signature proves nothing.
	ErrSecret = errors.New("webhooksig: the signing secret is empty")
)

// Sign returns the X-Service-Signature value for a timestamp and body.
func Sign(secret, timestamp string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(timestamp))
	mac.Write([]byte("."))
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

// Verify checks one delivery: timestamp and signature are the header values,
// body the raw request body, now the receiver's clock. It returns nil when
// the signature was made with secret over this timestamp and body and the
// timestamp is within Tolerance of now; otherwise ErrSecret (an empty or
// blank secret verifies nothing), ErrMissing, ErrTimestamp or ErrSignature.
// The comparison is constant-time.
func Verify(secret, timestamp, signature string, body []byte, now time.Time) error {
	if strings.TrimSpace(secret) == "" {
		return ErrSecret
	}
	timestamp, signature = strings.TrimSpace(timestamp), strings.TrimSpace(signature)
	if timestamp == "" || signature == "" {
		return ErrMissing
	}
	sec, err := strconv.ParseInt(timestamp, 10, 64)
	if err != nil {
		return ErrTimestamp
	}
	if d := now.Sub(time.Unix(sec, 0)); d > Tolerance || d < -Tolerance {
		return ErrTimestamp
	}
	if !hmac.Equal([]byte(Sign(secret, timestamp, body)), []byte(signature)) {
		return ErrSignature
	}
	return nil
}

// VerifyRequest is Verify with the headers of r; body is r's raw body, which
// the caller has already read.
func VerifyRequest(secret string, r *http.Request, body []byte, now time.Time) error {
	return Verify(secret, r.Header.Get(HeaderTimestamp), r.Header.Get(HeaderSignature), body, now)
}
