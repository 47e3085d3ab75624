package llm

import (
	"context"
	"time"
)

// Recorder receives each model call: the provider's Name, its outcome
// (OutcomeSuccess, OutcomeFailure) and its duration.
type Recorder interface {
	ObserveLLM(provider, outcome string, d time.Duration)
}

// Outcomes of a model call.
const (
	OutcomeSuccess = "success"
	OutcomeFailure = "failure"
)

// Observed returns p with each Complete and Stream reported to rec; what p
// offers beyond Provider (Analyzer, Extractor, Evaluator) is kept.
func Observed(p Provider, rec Recorder) Provider {
	if rec == nil {
		return p
	}
	o := observed{p: p, rec: rec, name: p.Name()}
	a, isA := p.(Analyzer)
	x, isX := p.(Extractor)
	e, isE := p.(Evaluator)
	if isA && isX && isE {
		return observedFull{observed: o, Analyzer: a, Extractor: x, Evaluator: e}
	}
	return o
}

type observed struct {
	p    Provider
	rec  Recorder
	name string
}

func (o observed) Name() string { return o.name }

func (o observed) Complete(ctx context.Context, r Request) (Response, error) {
	start := time.Now()
	resp, err := o.p.Complete(ctx, r)
	o.done(start, err)
	return resp, err
}

func (o observed) Stream(ctx context.Context, r Request, onDelta func(string) error) (Response, error) {
	start := time.Now()
	resp, err := o.p.Stream(ctx, r, onDelta)
	o.done(start, err)
	return resp, err
}

func (o observed) done(start time.Time, err error) {
	outcome := OutcomeSuccess
	if err != nil {
		outcome = OutcomeFailure
	}
	o.rec.ObserveLLM(o.name, outcome, time.Since(start))
}

// observedFull is observed for a provider with its own analysis (Offline).
type observedFull struct {
	observed
	Analyzer
	Extractor
	Evaluator
}
