package webhooks

import "time"

// Recorder receives each delivery attempt's outcome (OutcomeSuccess,
// OutcomeFailure, OutcomeSkipped) and its lag: from the event's commit to
// the receiver's answer (zero when nothing was sent).
type Recorder interface {
	ObserveDelivery(outcome string, lag time.Duration)
}

// Outcomes of a delivery attempt.
const (
	OutcomeSuccess = "success"
	OutcomeFailure = "failure"
	OutcomeSkipped = "skipped" // the endpoint is disabled
)

// Record sends every delivery attempt of this process to rec. Call it
// before the worker starts.
func (s *Service) Record(rec Recorder) { s.recorder = rec }

func (s *Service) observe(outcome string, lag time.Duration) {
	if s.recorder != nil {
		s.recorder.ObserveDelivery(outcome, lag)
	}
}

func (s *Service) observeAttempt(c claimed, res result) {
	if s.recorder == nil {
		return
	}
	outcome := OutcomeFailure
	if res.success() {
		outcome = OutcomeSuccess
	}
	var lag time.Duration
	if !c.eventAt.IsZero() {
		lag = max(res.startedAt.Add(res.duration).Sub(c.eventAt), time.Nanosecond)
	}
	s.observe(outcome, lag)
}
