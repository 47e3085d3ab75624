package metrics

import (
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"
)

// PoolCollector reads the PostgreSQL pool's statistics at each scrape
// (OpenTelemetry's db.client.connection.* names).
func PoolCollector(pool *pgxpool.Pool) prometheus.Collector { return poolCollector{pool} }

type poolCollector struct{ pool *pgxpool.Pool }

var (
	poolCount = prometheus.NewDesc("db_client_connection_count",
		"Connections of the PostgreSQL pool by state (used = acquired, idle); their sum is the total.", []string{"db_client_connection_state"}, nil)
	poolMax = prometheus.NewDesc("db_client_connection_max",
		"Most connections the PostgreSQL pool opens.", nil, nil)
	poolAcquires = prometheus.NewDesc("db_client_connection_acquires_total",
		"Connections acquired from the PostgreSQL pool.", nil, nil)
	poolEmptyAcquires = prometheus.NewDesc("db_client_connection_empty_acquires_total",
		"Acquisitions that had to wait for a connection (none idle).", nil, nil)
	poolWait = prometheus.NewDesc("db_client_connection_wait_time_seconds_total",
		"Time spent acquiring connections from the PostgreSQL pool.", nil, nil)
)

func (c poolCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- poolCount
	ch <- poolMax
	ch <- poolAcquires
	ch <- poolEmptyAcquires
	ch <- poolWait
}

func (c poolCollector) Collect(ch chan<- prometheus.Metric) {
	s := c.pool.Stat()
	ch <- prometheus.MustNewConstMetric(poolCount, prometheus.GaugeValue, float64(s.AcquiredConns()), "used")
	ch <- prometheus.MustNewConstMetric(poolCount, prometheus.GaugeValue, float64(s.IdleConns()), "idle")
	ch <- prometheus.MustNewConstMetric(poolMax, prometheus.GaugeValue, float64(s.MaxConns()))
	ch <- prometheus.MustNewConstMetric(poolAcquires, prometheus.CounterValue, float64(s.AcquireCount()))
	ch <- prometheus.MustNewConstMetric(poolEmptyAcquires, prometheus.CounterValue, float64(s.EmptyAcquireCount()))
	ch <- prometheus.MustNewConstMetric(poolWait, prometheus.CounterValue, s.AcquireDuration().Seconds())
}

// QueueCollector reads each Asynq queue's state at each scrape, under the
// names of Asynq's own collector (github.com/hibiken/asynq/x/metrics). That
// collector lives in a separate module the build's module proxy does not
// serve, so this is the same reading of asynq.Inspector.
func QueueCollector(insp *asynq.Inspector) prometheus.Collector { return queueCollector{insp} }

type queueCollector struct{ insp *asynq.Inspector }

var (
	queueTasks = prometheus.NewDesc("asynq_tasks_enqueued_total",
		"Tasks in each queue by state.", []string{"queue", "state"}, nil)
	queueSize = prometheus.NewDesc("asynq_queue_size",
		"Tasks in each queue, every state.", []string{"queue"}, nil)
	queueLatency = prometheus.NewDesc("asynq_queue_latency_seconds",
		"Age of the oldest pending task of each queue.", []string{"queue"}, nil)
	queueMemory = prometheus.NewDesc("asynq_queue_memory_usage_approx_bytes",
		"Approximate Redis memory each queue uses.", []string{"queue"}, nil)
	queueProcessed = prometheus.NewDesc("asynq_tasks_processed_total",
		"Tasks processed (succeeded or failed) per queue.", []string{"queue"}, nil)
	queueFailed = prometheus.NewDesc("asynq_tasks_failed_total",
		"Tasks that failed per queue.", []string{"queue"}, nil)
	queuePaused = prometheus.NewDesc("asynq_queue_paused_total",
		"1 when the queue is paused.", []string{"queue"}, nil)
	queueUp = prometheus.NewDesc("asynq_up",
		"1 when the last reading of the queues succeeded.", nil, nil)
)

func (c queueCollector) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{queueTasks, queueSize, queueLatency, queueMemory, queueProcessed, queueFailed, queuePaused, queueUp} {
		ch <- d
	}
}

func (c queueCollector) Collect(ch chan<- prometheus.Metric) {
	queues, err := c.insp.Queues()
	if err != nil {
		ch <- prometheus.MustNewConstMetric(queueUp, prometheus.GaugeValue, 0)
		return
	}
	up := 1.0
	for _, q := range queues {
		info, err := c.insp.GetQueueInfo(q)
		if err != nil {
			up = 0
			continue
		}
		for state, n := range map[string]int{"active": info.Active, "pending": info.Pending, "scheduled": info.Scheduled,
			"retry": info.Retry, "archived": info.Archived, "completed": info.Completed, "aggregating": info.Aggregating} {
			ch <- prometheus.MustNewConstMetric(queueTasks, prometheus.GaugeValue, float64(n), q, state)
		}
		paused := 0.0
		if info.Paused {
			paused = 1
		}
		ch <- prometheus.MustNewConstMetric(queueSize, prometheus.GaugeValue, float64(info.Size), q)
		ch <- prometheus.MustNewConstMetric(queueLatency, prometheus.GaugeValue, info.Latency.Seconds(), q)
		ch <- prometheus.MustNewConstMetric(queueMemory, prometheus.GaugeValue, float64(info.MemoryUsage), q)
		ch <- prometheus.MustNewConstMetric(queueProcessed, prometheus.CounterValue, float64(info.ProcessedTotal), q)
		ch <- prometheus.MustNewConstMetric(queueFailed, prometheus.CounterValue, float64(info.FailedTotal), q)
		ch <- prometheus.MustNewConstMetric(queuePaused, prometheus.GaugeValue, paused, q)
	}
	ch <- prometheus.MustNewConstMetric(queueUp, prometheus.GaugeValue, up)
}

// Func exposes a value read at each scrape (a gauge, or a counter when
// counter is set), e.g. the realtime socket's connection count.
func Func(name, help string, counter bool, read func() float64) prometheus.Collector {
	if counter {
		return prometheus.NewCounterFunc(prometheus.CounterOpts{Name: name, Help: help}, read)
	}
	return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, read)
}
