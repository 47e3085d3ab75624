package sms

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
)

// InboundPath is where providers deliver received messages; Twilio's
// messaging webhook is PUBLIC_BASE_URL followed by it.
const InboundPath = "/api/v1/webhooks/sms/inbound"

// twiML is the empty answer Twilio expects: nothing to send back.
const twiML = `<?xml version="1.0" encoding="UTF-8"?><Response/>` + "\n"

// Routes mounts the webhook on the root router, outside the backoffice's
// session middleware: the provider's signature is its credential.
func (in *Inbound) Routes(r chi.Router) {
	r.Post(InboundPath, in.serve)
}

// serve answers one delivery: a form is Twilio's, JSON the generic
// provider's; anything else is refused before the body is read.
func (in *Inbound) serve(w http.ResponseWriter, r *http.Request) {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	var twilio bool
	switch {
	case mt == "application/x-www-form-urlencoded":
		twilio = true
	case mt == "application/json" || strings.HasSuffix(mt, "+json"):
	default:
		httpx.Error(w, r, apperr.New(apperr.Unsupported,
			"Content-Type must be application/x-www-form-urlencoded (Twilio) or application/json (generic provider)"))
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxInboundBytes))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			httpx.Error(w, r, apperr.New(apperr.TooLarge, "request body is larger than %d bytes", tooLarge.Limit))
			return
		}
		httpx.Error(w, r, apperr.Invalidf("the request body could not be read"))
		return
	}
	var m Incoming
	if twilio {
		m, err = in.VerifyTwilio(r.URL.RequestURI(), body, r.Header.Get(HeaderTwilioSignature))
	} else {
		m, err = in.VerifyGeneric(r.Header.Get(HeaderSMSTimestamp), r.Header.Get(HeaderSMSSignature), body)
	}
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	got, err := in.Receive(r.Context(), m)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	if twilio {
		w.Header().Set("Content-Type", "text/xml; charset=utf-8")
		w.WriteHeader(http.StatusOK)
		_, _ = io.WriteString(w, twiML)
		return
	}
	httpx.JSON(w, http.StatusOK, got)
}
