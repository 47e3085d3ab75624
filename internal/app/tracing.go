package app

import (
	"context"
	"time"
)

// CloseWith has Close run stop (flushing the trace exporter), after every
// other resource is released.
func (a *App) CloseWith(stop func(context.Context) error) {
	a.closers = append([]func(){func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = stop(ctx)
	}}, a.closers...)
}
