package webhooks

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/events"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/platform/tracing"
)

// Task types.
const (
	TypeDeliver = "webhook:deliver" // one attempt of one delivery
	TypePrune   = "webhook:prune"   // delete delivery records past retention
)

// DeliverPayload names the attempt a webhook:deliver task makes.
type DeliverPayload struct {
	OrganizationID uuid.UUID `json:"organization_id"`
	DeliveryID     uuid.UUID `json:"delivery_id"`
	Attempt        int       `json:"attempt"`
	// Traceparent continues the trace of the work that queued the attempt
	// (see jobs.TraceField).
	Traceparent string `json:"traceparent,omitempty"`
}

// TaskID is the Asynq task id of an attempt: the delivery id for the first,
// "<delivery id>:<n>" for later ones, so a relay that enqueues the same
// outbox row twice cannot queue the attempt twice.
func TaskID(deliveryID uuid.UUID, attempt int) string {
	if attempt <= 1 {
		return deliveryID.String()
	}
	return deliveryID.String() + ":" + strconv.Itoa(attempt)
}

// newDeliverTask builds the task of one attempt on the webhooks queue. Asynq
// retries it only when the handler could not reach the database; HTTP
// failures are scheduled by the handler itself through the outbox.
func (s *Service) newDeliverTask(p DeliverPayload) (*asynq.Task, []asynq.Option) {
	b, _ := json.Marshal(p)
	return asynq.NewTask(TypeDeliver, b), []asynq.Option{
		asynq.Queue(jobs.QueueWebhooks),
		asynq.TaskID(TaskID(p.DeliveryID, p.Attempt)),
		asynq.MaxRetry(5),
		asynq.Timeout(s.cfg.Timeout + 30*time.Second),
	}
}

// claimed is a delivery an attempt is about to be made for.
type claimed struct {
	orgID, deliveryID, endpointID, eventID uuid.UUID
	event                                  string
	attempts                               int // attempts already made
	url                                    string
	secretEnc                              []byte
	active                                 bool
	payload                                []byte
	eventAt                                time.Time // the event's commit, for the delivery lag
}

// claimSQL takes a delivery for one attempt: it must be waiting and due, or
// stuck in sending past its claim (its worker died). A delivery to a disabled
// endpoint is marked skipped instead.
const claimSQL = `UPDATE webhook_deliveries d SET
  status = CASE WHEN e.active THEN 'sending' ELSE 'skipped' END,
  claimed_until = CASE WHEN e.active THEN clock_timestamp() + $3::interval END,
  finished_at = CASE WHEN e.active THEN NULL ELSE clock_timestamp() END,
  updated_at = clock_timestamp()
FROM webhook_endpoints e, webhook_events ev
WHERE d.organization_id = $1 AND d.id = $2
  AND e.organization_id = d.organization_id AND e.id = d.endpoint_id
  AND ev.organization_id = d.organization_id AND ev.id = d.event_id
  AND ((d.status IN ('pending', 'retrying') AND COALESCE(d.next_attempt_at, '-infinity') <= clock_timestamp())
       OR (d.status = 'sending' AND d.claimed_until < clock_timestamp()))
RETURNING d.endpoint_id, d.event_id, d.event, d.attempts, e.url, e.secret_enc, e.active, ev.payload, ev.created_at`

func (s *Service) claimWindow() string {
	return strconv.FormatInt((s.cfg.Timeout+15*time.Second).Milliseconds(), 10) + " milliseconds"
}

func (s *Service) claim(ctx context.Context, orgID, deliveryID uuid.UUID) (claimed, bool, error) {
	c := claimed{orgID: orgID, deliveryID: deliveryID}
	err := s.pool.QueryRow(ctx, claimSQL, orgID, deliveryID, s.claimWindow()).Scan(
		&c.endpointID, &c.eventID, &c.event, &c.attempts, &c.url, &c.secretEnc, &c.active, &c.payload, &c.eventAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return c, false, nil
	}
	if err != nil {
		return c, false, db.Wrap("claim webhook delivery", err)
	}
	return c, true, nil
}

// HandleDeliver runs one attempt of a delivery. A delivery that is gone
// (endpoint deleted), finished, not yet due or in flight elsewhere is left
// alone. It returns an error only when the database failed, so Asynq retries.
func (s *Service) HandleDeliver(ctx context.Context, t *asynq.Task) error {
	var p DeliverPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return fmt.Errorf("decode %s payload: %v: %w", TypeDeliver, err, asynq.SkipRetry)
	}
	c, ok, err := s.claim(ctx, p.OrganizationID, p.DeliveryID)
	if err != nil || !ok {
		return err
	}
	if !c.active {
		s.observe(OutcomeSkipped, 0)
		return nil // recorded as skipped by the claim
	}
	res := s.send(ctx, c)
	s.observeAttempt(c, res)
	return s.record(ctx, c, res)
}

// result is what one attempt produced.
type result struct {
	startedAt  time.Time
	duration   time.Duration
	statusCode int // 0: no response
	err        string
	body       string
	retryAfter time.Duration
}

func (r result) success() bool { return r.statusCode >= 200 && r.statusCode < 300 }

// retryable says whether another attempt may help: connection errors,
// timeouts, 408, 429, 5xx and other non-2xx answers; not other 4xx.
func (r result) retryable() bool {
	if r.statusCode == 0 {
		return true
	}
	if r.statusCode >= 400 && r.statusCode < 500 {
		return r.statusCode == http.StatusRequestTimeout || r.statusCode == http.StatusTooManyRequests
	}
	return !r.success()
}

// send makes one signed POST.
func (s *Service) send(ctx context.Context, c claimed) result {
	res := result{startedAt: time.Now()}
	defer func() { res.duration = time.Since(res.startedAt) }()
	secret, err := s.keys.Open(ctx, c.secretEnc)
	if err != nil {
		s.log.Error("webhook signing secret unavailable", "endpoint_id", c.endpointID, "err", err)
		res.err = FailSecret
		res.duration = time.Since(res.startedAt)
		return res
	}
	ts := strconv.FormatInt(res.startedAt.Unix(), 10)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, bytes.NewReader(c.payload))
	if err != nil {
		res.err = FailInvalidURL
		res.duration = time.Since(res.startedAt)
		return res
	}
	h := req.Header
	h.Set("Content-Type", "application/json")
	h.Set("User-Agent", UserAgent)
	h.Set(HeaderEvent, c.event)
	h.Set(HeaderDelivery, c.deliveryID.String())
	h.Set(HeaderTimestamp, ts)
	h.Set(HeaderSignature, sign(secret, ts, c.payload))
	resp, err := s.client.Do(req)
	if err != nil {
		res.err = describeError(err)
		res.duration = time.Since(res.startedAt)
		return res
	}
	defer resp.Body.Close()
	res.statusCode = resp.StatusCode
	head, readErr := io.ReadAll(io.LimitReader(resp.Body, ResponseBodyLimit))
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10)) // let the connection be reused
	res.body = truncateUTF8(head)
	if !res.success() {
		res.err = httpStatusFailure(resp.StatusCode)
		if readErr != nil {
			res.err += " (body unreadable: " + describeError(readErr) + ")"
		}
	}
	if resp.StatusCode == http.StatusTooManyRequests {
		res.retryAfter = parseRetryAfter(resp.Header.Get("Retry-After"), time.Now())
	}
	res.duration = time.Since(res.startedAt)
	return res
}

func truncateUTF8(b []byte) string {
	s := strings.ToValidUTF8(string(b), "\uFFFD")
	for len(s) > ResponseBodyLimit {
		_, size := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-size]
	}
	return strings.ReplaceAll(s, "\x00", "")
}

// Failure categories recorded for an attempt and answered by a ping. They
// name what went wrong without exposing the platform's resolver, addresses
// or raw transport errors.
const (
	FailDNS        = "DNS failure"
	FailRefused    = "connection refused"
	FailTLS        = "TLS error"
	FailTimeout    = "timeout"
	FailBlocked    = "address not allowed"
	FailConnection = "connection error"
	FailInvalidURL = "invalid URL"
	FailSecret     = "signing secret unavailable"
)

// httpStatusFailure is the category of a non-2xx answer.
func httpStatusFailure(code int) string { return "HTTP status " + strconv.Itoa(code) }

// describeError turns a transport error into one of the failure categories.
func describeError(err error) string {
	var (
		netErr   net.Error
		dnsErr   *net.DNSError
		recErr   tls.RecordHeaderError
		alertErr tls.AlertError
		certErr  *tls.CertificateVerificationError
		unkCA    x509.UnknownAuthorityError
		hostErr  x509.HostnameError
		invErr   x509.CertificateInvalidError
	)
	switch {
	case errors.Is(err, egress.ErrBlocked):
		return FailBlocked
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &netErr) && netErr.Timeout():
		return FailTimeout
	case errors.As(err, &dnsErr):
		return FailDNS
	case errors.Is(err, syscall.ECONNREFUSED):
		return FailRefused
	case errors.As(err, &recErr), errors.As(err, &alertErr), errors.As(err, &certErr),
		errors.As(err, &unkCA), errors.As(err, &hostErr), errors.As(err, &invErr),
		strings.Contains(err.Error(), "tls: "), strings.Contains(err.Error(), "HTTP response to HTTPS client"):
		return FailTLS
	}
	return FailConnection
}

// parseRetryAfter reads delay-seconds or an HTTP date, capped at MaxRetryAfter.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	var d time.Duration
	n, err := strconv.ParseInt(v, 10, 64)
	if errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(v, "-") {
		return MaxRetryAfter
	}
	if err == nil {
		if n < 0 {
			return 0
		}
		if n > int64(MaxRetryAfter/time.Second) {
			return MaxRetryAfter
		}
		d = time.Duration(n) * time.Second
	} else if t, err := http.ParseTime(v); err == nil {
		d = t.Sub(now)
	}
	return min(max(d, 0), MaxRetryAfter)
}

// backoff is the wait before attempt next (2 or more): RetryBase doubled per
// attempt, with jitter between half and one and a half times that.
func (s *Service) backoff(next int) time.Duration {
	d := s.cfg.RetryBase << (next - 2)
	return d/2 + time.Duration(rand.Int64N(int64(d)+1))
}

// Delivery headers (section 6 of the spec).
const (
	HeaderEvent     = "X-Service-Event"
	HeaderDelivery  = "X-Service-Delivery"
	HeaderTimestamp = "X-Service-Timestamp"
	HeaderSignature = "X-Service-Signature"
)

// sign is HMAC-SHA256 with the whole secret as key over timestamp + "." +
// body, as "sha256=<hex>".
func sign(secret []byte, ts string, body []byte) string {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(ts))
	mac.Write([]byte{'.'})
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

// record stores an attempt and its consequences atomically (one batch is one
// implicit transaction): the attempt row, the delivery's new status, the
// outbox row of the next attempt, and the endpoint's failure count, which
// deactivates it at FailuresBeforeDisable. Pings never touch the count.
func (s *Service) record(ctx context.Context, c claimed, r result) error {
	attempt := c.attempts + 1
	maxAttempts := MaxAttempts
	if c.event == events.Ping {
		maxAttempts = 1
	}
	success := r.success()
	final := success || !r.retryable() || attempt >= maxAttempts
	status := StatusSucceeded
	switch {
	case !success && final:
		status = StatusFailed
	case !success:
		status = StatusRetrying
	}
	var next *time.Time
	if !final {
		at := time.Now().Add(max(s.backoff(attempt+1), r.retryAfter))
		next = &at
	}
	var code *int
	if r.statusCode != 0 {
		code = &r.statusCode
	}
	var errText *string
	if r.err != "" {
		errText = &r.err
	}
	b := &pgx.Batch{}
	b.Queue(`INSERT INTO webhook_attempts (id, organization_id, delivery_id, endpoint_id, attempt, started_at, duration_ms, success, status_code, error, response_body)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
		ids.New(), c.orgID, c.deliveryID, c.endpointID, attempt, r.startedAt, r.duration.Milliseconds(), success, code, errText, r.body)
	b.Queue(`UPDATE webhook_deliveries SET attempts = $3, status = $4, next_attempt_at = $5, claimed_until = NULL,
		last_status_code = $6, last_error = $7, updated_at = clock_timestamp(),
		finished_at = CASE WHEN $8 THEN clock_timestamp() END
		WHERE organization_id = $1 AND id = $2`,
		c.orgID, c.deliveryID, attempt, status, next, code, errText, final)
	if next != nil {
		b.Queue(`INSERT INTO webhook_outbox (organization_id, delivery_id, attempt, available_at, traceparent)
			VALUES ($1, $2, $3, $4, NULLIF($5, ''))`,
			c.orgID, c.deliveryID, attempt+1, *next, tracing.Inject(ctx))
		b.Queue(`SELECT pg_notify('` + notifyChannel + `', '')`)
	}
	countable := c.event != events.Ping
	if countable && success {
		b.Queue(`UPDATE webhook_endpoints SET consecutive_failures = 0, updated_at = clock_timestamp()
			WHERE organization_id = $1 AND id = $2 AND consecutive_failures <> 0`, c.orgID, c.endpointID)
	}
	if countable && status == StatusFailed {
		reason := fmt.Sprintf("deactivated automatically at %s after %d consecutive failed deliveries (the last: %s)",
			time.Now().UTC().Format(time.RFC3339), FailuresBeforeDisable, r.err)
		b.Queue(`UPDATE webhook_endpoints SET
			consecutive_failures = consecutive_failures + 1,
			active = CASE WHEN consecutive_failures + 1 >= $3 THEN false ELSE active END,
			disabled_reason = CASE WHEN active AND consecutive_failures + 1 >= $3 THEN $4 ELSE disabled_reason END,
			disabled_at = CASE WHEN active AND consecutive_failures + 1 >= $3 THEN clock_timestamp() ELSE disabled_at END,
			updated_at = clock_timestamp()
			WHERE organization_id = $1 AND id = $2`, c.orgID, c.endpointID, FailuresBeforeDisable, reason)
	}
	if err := s.pool.SendBatch(ctx, b).Close(); err != nil {
		return db.Wrap("record webhook attempt", err)
	}
	if s.cfg.Notifier != nil {
		s.cfg.Notifier.DeliveryAttempted(ctx, c.orgID, c.endpointID, c.deliveryID, status)
	}
	return nil
}
