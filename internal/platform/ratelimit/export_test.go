package ratelimit

// SentPipelines reports how many pipelines l's batcher has sent.
func (l *Limiter) SentPipelines() int64 { return l.batch.sentPipelines() }
