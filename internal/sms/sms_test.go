package sms_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/sms"
	"voiceagent/internal/testkit"
)

type fixture struct {
	env *testkit.Env
	org uuid.UUID
	ctx context.Context
}

func setup(t *testing.T, opts ...testkit.Option) fixture {
	t.Helper()
	env := testkit.New(t, opts...)
	org := env.MustOrg("SMS Org")
	return fixture{env: env, org: org.ID, ctx: env.System(org.ID)}
}

// recorder is a provider that counts its sends per message, fails while
// fail says so and, for numbers in block, waits for release.
type recorder struct {
	mu      sync.Mutex
	sends   map[uuid.UUID]int
	total   atomic.Int32
	fail    func(n int32) error // n: this call's number, from 1
	block   map[string]chan struct{}
	now     map[string]int // sends in flight per from number
	most    map[string]int
	started chan string
}

func newRecorder() *recorder {
	return &recorder{sends: map[uuid.UUID]int{}, block: map[string]chan struct{}{}, now: map[string]int{}, most: map[string]int{},
		started: make(chan string, 100)}
}

func (*recorder) Name() string { return "recorder" }
func (*recorder) Live() bool   { return true }
func (r *recorder) Send(ctx context.Context, m sms.Outgoing) (string, error) {
	n := r.total.Add(1)
	r.mu.Lock()
	r.sends[m.ID]++
	r.now[m.From]++
	r.most[m.From] = max(r.most[m.From], r.now[m.From])
	wait := r.block[m.From]
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		r.now[m.From]--
		r.mu.Unlock()
	}()
	r.started <- m.From
	if wait != nil {
		select {
		case <-wait:
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
	if r.fail != nil {
		if err := r.fail(n); err != nil {
			return "", err
		}
	}
	return "rec-" + m.ID.String(), nil
}

func (r *recorder) sendsOf(id uuid.UUID) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.sends[id]
}

// runner is an SMS service over the fixture's database with its own
// provider, worker (orgCap sends per organization) and listener, running
// until the test ends.
func (f fixture) runner(t *testing.T, p sms.Provider, cfg sms.Config, orgCap int) *sms.Service {
	t.Helper()
	a := f.env.App
	svc := sms.New(a.DB, a.Queue, p, a.Log, cfg)
	reg := jobs.NewRegistry()
	reg.PollInterval = 20 * time.Millisecond
	svc.Register(reg)
	reg.LimitPerOrganization(jobs.FamilySMS, orgCap)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{}, 2)
	go func() {
		if err := reg.Worker(ctx, a.RedisOpt, 4, a.Log); err != nil {
			t.Errorf("worker: %v", err)
		}
		done <- struct{}{}
	}()
	go func() { svc.Listen(ctx); done <- struct{}{} }()
	t.Cleanup(func() { cancel(); <-done; <-done })
	return svc
}

// queue stores a message in a transaction of its own, as an action would.
func (f fixture) queue(t *testing.T, svc *sms.Service, ctx context.Context, in sms.Outgoing) (sms.Message, bool) {
	t.Helper()
	type res struct {
		m       sms.Message
		created bool
	}
	r, err := db.InTx(ctx, f.env.App.DB, "queue", func(tx pgx.Tx) (res, error) {
		m, created, err := svc.Queue(ctx, tx, in)
		return res{m, created}, err
	})
	require.NoError(t, err)
	return r.m, r.created
}

func (f fixture) waitStatus(t *testing.T, svc *sms.Service, id uuid.UUID, status string) sms.Message {
	t.Helper()
	var m sms.Message
	testkit.Eventually(t, 60*time.Second, "message "+status, func() bool {
		var err error
		m, err = svc.Get(f.ctx, id)
		require.NoError(t, err)
		return m.Status == status
	})
	return m
}

func out(to, body string) sms.Outgoing {
	return sms.Outgoing{From: "+5511900000001", To: to, Body: body}
}

func notQueued(err error) bool {
	return errors.Is(err, asynq.ErrTaskNotFound) || errors.Is(err, asynq.ErrQueueNotFound)
}

// A message queued in a committed transaction is sent by the platform's
// own worker through the log provider; one queued in a transaction that
// rolls back leaves no row and no task.
func TestQueuedMessageIsSentThroughTheLogProvider(t *testing.T) {
	t.Parallel()
	f := setup(t, testkit.WithVar("LOG_LEVEL", "info"))
	svc := f.env.App.SMS
	provider, live := svc.Capability()
	require.Equal(t, "log", provider)
	require.False(t, live)
	f.env.StartWorker()

	call, action := uuid.New(), uuid.New()
	in := out("+5511988887777", "Sua consulta está confirmada para amanhã às 10h.")
	in.SessionID, in.ActionID = &call, &action
	m, created := f.queue(t, svc, f.ctx, in)
	require.True(t, created)
	require.Equal(t, sms.StatusQueued, m.Status)
	require.Equal(t, sms.DirectionOutbound, m.Direction)
	require.Equal(t, "log", m.Provider)
	require.Nil(t, m.ProviderMessageID)

	sent := f.waitStatus(t, svc, m.ID, sms.StatusSent)
	require.NotNil(t, sent.ProviderMessageID)
	require.True(t, strings.HasPrefix(*sent.ProviderMessageID, "log-"), *sent.ProviderMessageID)
	require.Nil(t, sent.Error)
	require.Equal(t, call, *sent.SessionID)
	require.Equal(t, action, *sent.ActionID)
	require.Equal(t, in.Body, sent.Body)
	require.Contains(t, f.env.Logs(), "sms not sent (log provider)")
	require.NotContains(t, f.env.Logs(), "amanhã", "the body is not logged")

	_, err := db.InTx(f.ctx, f.env.App.DB, "queue then fail", func(tx pgx.Tx) (struct{}, error) {
		m, _, err := svc.Queue(f.ctx, tx, out("+5511988887777", "never"))
		require.NoError(t, err)
		in.ID = m.ID
		return struct{}{}, apperr.Conflictf("the caller's change failed")
	})
	require.Error(t, err)
	_, err = svc.Get(f.ctx, in.ID)
	testkit.RequireCode(t, err, apperr.NotFound)
	insp := asynq.NewInspector(f.env.App.RedisOpt)
	defer insp.Close()
	testkit.Never(t, time.Second, "a task for the rolled-back message", func() bool {
		_, err := insp.GetTaskInfo(jobs.QueueDefault, sms.TaskID(in.ID))
		return !notQueued(err)
	})
}

// Ten parallel transactions queueing the same dedupe key store one
// message and queue one task: one caller creates it, the nine others get it
// back; the provider sends it once.
func TestDedupeKeyUnderParallelQueues(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rec := newRecorder()
	// The listener alone, first: one task must reach the queue.
	a := f.env.App
	svc := sms.New(a.DB, a.Queue, rec, a.Log, sms.Config{})
	lctx, stopListen := context.WithCancel(context.Background())
	listening := make(chan struct{})
	go func() { svc.Listen(lctx); close(listening) }()
	t.Cleanup(func() { stopListen(); <-listening })

	key := "post_call_sms:" + uuid.NewString() + ":" + uuid.NewString()
	var wg sync.WaitGroup
	results := make([]sms.Message, 10)
	created := make([]bool, 10)
	errs := make([]error, 10)
	start := make(chan struct{})
	for i := range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			in := out("+5511988887777", "Obrigado pela ligação!")
			in.DedupeKey = key
			type res struct {
				m  sms.Message
				ok bool
			}
			r, err := db.InTx(f.ctx, a.DB, "queue", func(tx pgx.Tx) (res, error) {
				m, ok, err := svc.Queue(f.ctx, tx, in)
				return res{m, ok}, err
			})
			results[i], created[i], errs[i] = r.m, r.ok, err
		}()
	}
	close(start)
	wg.Wait()
	n := 0
	for i := range 10 {
		require.NoError(t, errs[i])
		require.Equal(t, results[0].ID, results[i].ID, "every caller gets the one message")
		if created[i] {
			n++
		}
	}
	require.Equal(t, 1, n, "exactly one caller created it")
	var rows int
	require.NoError(t, a.DB.QueryRow(context.Background(), `SELECT count(*) FROM sms_messages WHERE organization_id = $1`, f.org).Scan(&rows))
	require.Equal(t, 1, rows)

	insp := asynq.NewInspector(a.RedisOpt)
	defer insp.Close()
	testkit.Eventually(t, 30*time.Second, "the send task queued", func() bool {
		_, err := insp.GetTaskInfo(jobs.QueueDefault, sms.TaskID(results[0].ID))
		return err == nil
	})
	pending, err := insp.ListPendingTasks(jobs.QueueDefault)
	require.NoError(t, err)
	require.Len(t, pending, 1, "one task")

	// Queueing the key again, later, changes nothing either.
	again := out("+5511911112222", "another body")
	again.DedupeKey = key
	m, ok := f.queue(t, svc, f.ctx, again)
	require.False(t, ok)
	require.Equal(t, results[0].ID, m.ID)
	require.Equal(t, "Obrigado pela ligação!", m.Body)

	// The same key in another organization is another message.
	other := f.env.MustOrg("Other SMS Org")
	m2, ok := f.queue(t, svc, f.env.System(other.ID), again)
	require.True(t, ok)
	require.NotEqual(t, m.ID, m2.ID)

	stopListen()
	<-listening
	f.runner(t, rec, sms.Config{}, 5)
	f.waitStatus(t, svc, m.ID, sms.StatusSent)
	require.Equal(t, 1, rec.sendsOf(m.ID), "sent once")
}

// A message whose task could not be queued (Redis down when the listener
// heard of it) stays queued and is sent once the sweep queues it; only
// messages waiting longer than the sweep's age are taken.
func TestSweepQueuesWhatRedisLost(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.env.App
	down := asynq.NewClient(asynq.RedisClientOpt{Addr: "127.0.0.1:1", DialTimeout: 200 * time.Millisecond})
	t.Cleanup(func() { _ = down.Close() })
	lost := sms.New(a.DB, down, sms.NewLogProvider(a.Log), a.Log, sms.Config{})
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { lost.Listen(ctx); close(stopped) }()
	m, _ := f.queue(t, lost, f.ctx, out("+5511988887777", "Lembrete: consulta amanhã."))
	// The listener heard of it, or found it waiting when it started; either
	// way it could not queue it.
	testkit.Eventually(t, 30*time.Second, "the listener's failure", func() bool {
		logs := f.env.Logs()
		return strings.Contains(logs, "SMS sending not queued") || strings.Contains(logs, "waiting SMS messages not queued")
	})
	cancel()
	<-stopped
	insp := asynq.NewInspector(a.RedisOpt)
	defer insp.Close()
	_, err := insp.GetTaskInfo(jobs.QueueDefault, sms.TaskID(m.ID))
	require.True(t, notQueued(err), "nothing reached the queue: %v", err)

	n, err := a.SMS.Sweep(context.Background(), time.Now().Add(-time.Hour))
	require.NoError(t, err)
	require.Zero(t, n, "only messages waiting for a while are swept")
	n, err = a.SMS.Sweep(context.Background(), time.Now().Add(time.Second))
	require.NoError(t, err)
	require.Equal(t, 1, n)
	_, err = insp.GetTaskInfo(jobs.QueueDefault, sms.TaskID(m.ID))
	require.NoError(t, err, "the sweep queued it")
	n, err = a.SMS.Sweep(context.Background(), time.Now().Add(time.Second))
	require.NoError(t, err)
	require.Equal(t, 1, n, "found queued again, not queued twice")
	pending, err := insp.ListPendingTasks(jobs.QueueDefault)
	require.NoError(t, err)
	require.Len(t, pending, 1)

	f.env.StartWorker()
	f.waitStatus(t, a.SMS, m.ID, sms.StatusSent)
	n, err = a.SMS.Sweep(context.Background(), time.Now().Add(time.Hour))
	require.NoError(t, err)
	require.Zero(t, n, "sent messages are left alone")
}

// A message queued while no process listened is sent as soon as a
// listener starts, without waiting for the sweep.
func TestListenerQueuesMessagesQueuedBeforeIt(t *testing.T) {
	t.Parallel()
	f := setup(t)
	m, _ := f.queue(t, f.env.App.SMS, f.ctx, out("+5511988887777", "Olá!"))
	f.env.StartWorker()
	f.waitStatus(t, f.env.App.SMS, m.ID, sms.StatusSent)
}

// A provider that keeps failing: the task is retried, then the message is
// failed with the reason; one whose error is permanent fails at once; one
// that fails once is sent by the retry, its error cleared.
func TestProviderFailures(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rec := newRecorder()
	var mu sync.Mutex
	mode := map[string]string{} // to number -> always | permanent | once
	failed := map[string]int{}
	svcRec := &toRecorder{recorder: rec, fail: func(m sms.Outgoing) error {
		mu.Lock()
		defer mu.Unlock()
		switch mode[m.To] {
		case "always":
			return errors.New("carrier answered 503")
		case "permanent":
			return sms.Permanent(errors.New("carrier refused the number"))
		case "once":
			if failed[m.To] == 0 {
				failed[m.To]++
				return errors.New("carrier timed out")
			}
		}
		return nil
	}}
	mode["+5511900000010"], mode["+5511900000011"], mode["+5511900000012"] = "always", "permanent", "once"
	svc := f.runner(t, svcRec, sms.Config{MaxRetry: 2, RetryBase: 10 * time.Millisecond}, 5)

	always, _ := f.queue(t, svc, f.ctx, out("+5511900000010", "a"))
	perm, _ := f.queue(t, svc, f.ctx, out("+5511900000011", "b"))
	once, _ := f.queue(t, svc, f.ctx, out("+5511900000012", "c"))

	m := f.waitStatus(t, svc, always.ID, sms.StatusFailed)
	require.Contains(t, *m.Error, "carrier answered 503")
	require.Nil(t, m.ProviderMessageID)
	require.Equal(t, 3, rec.sendsOf(always.ID), "the first attempt and two retries")

	m = f.waitStatus(t, svc, perm.ID, sms.StatusFailed)
	require.Contains(t, *m.Error, "carrier refused the number")
	require.Equal(t, 1, rec.sendsOf(perm.ID), "no retry of a permanent error")

	m = f.waitStatus(t, svc, once.ID, sms.StatusSent)
	require.Nil(t, m.Error, "the failed attempt's error is cleared")
	require.Equal(t, "rec-"+once.ID.String(), *m.ProviderMessageID)
	require.Equal(t, 2, rec.sendsOf(once.ID))
}

// toRecorder is a recorder whose failures depend on the message.
type toRecorder struct {
	*recorder
	fail func(sms.Outgoing) error
}

func (p *toRecorder) Send(ctx context.Context, m sms.Outgoing) (string, error) {
	id, err := p.recorder.Send(ctx, m)
	if err != nil {
		return id, err
	}
	if err := p.fail(m); err != nil {
		return "", err
	}
	return id, nil
}

// The task is idempotent: run again on a sent message it sends nothing; run
// while another run holds the message it is postponed, not failed, and
// sends nothing; a bad payload is not retried.
func TestSendTaskIsIdempotent(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rec := newRecorder()
	a := f.env.App
	svc := sms.New(a.DB, a.Queue, rec, a.Log, sms.Config{})
	m, _ := f.queue(t, svc, f.ctx, out("+5511988887777", "x"))
	task := func(id uuid.UUID) *asynq.Task {
		return asynq.NewTask(sms.TypeSend, []byte(`{"organization_id":"`+f.org.String()+`","message_id":"`+id.String()+`"}`))
	}
	require.NoError(t, svc.HandleSend(context.Background(), task(m.ID)))
	require.NoError(t, svc.HandleSend(context.Background(), task(m.ID)))
	require.Equal(t, 1, rec.sendsOf(m.ID))
	got, err := svc.Get(f.ctx, m.ID)
	require.NoError(t, err)
	require.Equal(t, sms.StatusSent, got.Status)

	held, _ := f.queue(t, svc, f.ctx, out("+5511988887777", "y"))
	_, err = a.DB.Exec(context.Background(), `UPDATE sms_messages SET claimed_until = now() + interval '1 hour' WHERE id = $1`, held.ID)
	require.NoError(t, err)
	err = svc.HandleSend(context.Background(), task(held.ID))
	require.True(t, jobs.IsPostponed(err), "%v", err)
	require.Zero(t, rec.sendsOf(held.ID))
	n, err := svc.Sweep(context.Background(), time.Now().Add(time.Hour))
	require.NoError(t, err)
	require.Zero(t, n, "a message being sent is not swept")

	require.NoError(t, svc.HandleSend(context.Background(), task(uuid.New())), "an unknown message has nothing to send")
	err = svc.HandleSend(context.Background(), asynq.NewTask(sms.TypeSend, []byte(`{"message_id":1}`)))
	require.ErrorIs(t, err, asynq.SkipRetry)
}

// One organization's sends hold at most its share of the workers: while
// its messages hang at the provider, another organization's is sent.
func TestSendsAreCountedInTheOrganizationsShare(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rec := newRecorder()
	release := make(chan struct{})
	flooder := "+5511900000001"
	rec.block[flooder] = release
	svc := f.runner(t, rec, sms.Config{}, 1)
	var flood []uuid.UUID
	for range 3 {
		m, _ := f.queue(t, svc, f.ctx, sms.Outgoing{From: flooder, To: "+5511988887777", Body: "flood"})
		flood = append(flood, m.ID)
	}
	select {
	case <-rec.started:
	case <-time.After(30 * time.Second):
		t.Fatal("no send started")
	}
	other := f.env.MustOrg("Quiet Org")
	octx := f.env.System(other.ID)
	quiet, _ := f.queue(t, svc, octx, sms.Outgoing{From: "+5511900000002", To: "+5511988887777", Body: "quiet"})
	testkit.Eventually(t, 30*time.Second, "the other organization's message sent", func() bool {
		m, err := svc.Get(octx, quiet.ID)
		require.NoError(t, err)
		return m.Status == sms.StatusSent
	})
	rec.mu.Lock()
	require.Equal(t, 1, rec.now[flooder], "the flood is still hanging")
	rec.mu.Unlock()
	close(release)
	for _, id := range flood {
		f.waitStatus(t, svc, id, sms.StatusSent)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	require.Equal(t, 1, rec.most[flooder], "never more sends of one organization at once than its cap")
}

// Bad input is refused naming every bad field, and nothing is stored; a
// viewer may not queue.
func TestQueueValidation(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.SMS
	for name, c := range map[string]struct {
		in     sms.Outgoing
		fields []string
	}{
		"ErrNumbers":     {sms.Outgoing{From: "5511900000001", To: "+55 11 98888", Body: "x"}, []string{"from", "to"}},
		"ErrBodyEmpty":   {out("+5511988887777", "  "), []string{"body"}},
		"ErrBodyLong":    {out("+5511988887777", strings.Repeat("é", sms.MaxBodyChars+1)), []string{"body"}},
		"ErrBodyNUL":     {out("+5511988887777", "a\x00b"), []string{"body"}},
		"ErrBodyUTF8":    {out("+5511988887777", "a\xffb"), []string{"body"}},
		"ErrDedupeLong":  {sms.Outgoing{From: "+5511900000001", To: "+5511988887777", Body: "x", DedupeKey: strings.Repeat("k", 201)}, []string{"dedupe_key"}},
		"ErrToLeadZero":  {out("+0511988887777", "x"), []string{"to"}},
		"ErrToTooLong":   {out("+5511988887777123", "x"), []string{"to"}},
		"ErrFromMissing": {sms.Outgoing{To: "+5511988887777", Body: "x"}, []string{"from"}},
	} {
		t.Run(name, func(t *testing.T) {
			_, _, err := svc.Queue(f.ctx, f.env.App.DB, c.in)
			testkit.RequireCode(t, err, apperr.Invalid)
			require.Equal(t, c.fields, testkit.ErrorFields(err))
		})
	}
	t.Run("OKLongestBody", func(t *testing.T) {
		m, created, err := svc.Queue(f.ctx, f.env.App.DB, out("+5511988887777", strings.Repeat("é", sms.MaxBodyChars)))
		require.NoError(t, err)
		require.True(t, created)
		require.Len(t, []rune(m.Body), sms.MaxBodyChars)
	})
	viewer := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: f.org, UserID: "v", Role: auth.RoleViewer})
	_, _, err := svc.Queue(viewer, f.env.App.DB, out("+5511988887777", "x"))
	testkit.RequireCode(t, err, apperr.Forbidden)
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM sms_messages`).Scan(&n))
	require.Equal(t, 1, n, "only the valid message was stored")
}

// List filters by direction and call, newest first, in the envelope with
// the total; a viewer may read; another organization's messages and ids
// are never seen.
func TestList(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.SMS
	call := uuid.New()
	var outbound []uuid.UUID
	for i := range 3 {
		in := out("+5511988887777", "msg")
		if i != 1 {
			in.SessionID = &call
		}
		m, _ := f.queue(t, svc, f.ctx, in)
		outbound = append([]uuid.UUID{m.ID}, outbound...)
	}
	// Inbound messages have no writer yet: the domain's own test stores one.
	inbound := uuid.Must(uuid.NewV7())
	_, err := f.env.App.DB.Exec(context.Background(), `INSERT INTO sms_messages (id, organization_id, direction, from_number, to_number, body, provider, session_id, status)
		VALUES ($1, $2, 'inbound', '+5511988887777', '+5511900000001', 'SIM', 'log', $3, 'received')`, inbound, f.org, call)
	require.NoError(t, err)
	other := f.env.MustOrg("Other")
	octx := f.env.System(other.ID)
	theirs, _ := f.queue(t, svc, octx, sms.Outgoing{From: "+5511900000009", To: "+5511988887777", Body: "x", SessionID: &call})

	viewer := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: f.org, UserID: "v", Role: auth.RoleViewer})
	ids := func(f sms.Filter) ([]uuid.UUID, int64) {
		t.Helper()
		l, err := svc.List(viewer, f)
		require.NoError(t, err)
		got := []uuid.UUID{}
		for _, m := range l.Items {
			got = append(got, m.ID)
		}
		return got, *l.Total
	}
	two, one := 2, 1
	got, total := ids(sms.Filter{})
	require.Equal(t, append([]uuid.UUID{inbound}, outbound...), got)
	require.EqualValues(t, 4, total)
	got, total = ids(sms.Filter{Direction: sms.DirectionInbound})
	require.Equal(t, []uuid.UUID{inbound}, got)
	require.EqualValues(t, 1, total)
	got, total = ids(sms.Filter{Direction: sms.DirectionOutbound, SessionID: call.String()})
	require.Equal(t, []uuid.UUID{outbound[0], outbound[2]}, got)
	require.EqualValues(t, 2, total)
	got, total = ids(sms.Filter{Direction: sms.DirectionOutbound, Limit: &two, Offset: &one})
	require.Equal(t, outbound[1:3], got)
	require.EqualValues(t, 3, total)
	l, err := svc.List(viewer, sms.Filter{Limit: &one})
	require.NoError(t, err)
	require.Equal(t, 1, l.Limit)
	require.Equal(t, 0, *l.Offset)
	require.Nil(t, l.NextCursor)
	in := l.Items[0]
	require.Equal(t, sms.StatusReceived, in.Status)
	require.Equal(t, "+5511988887777", in.FromNumber)

	_, err = svc.Get(f.ctx, theirs.ID)
	testkit.RequireCode(t, err, apperr.NotFound)
	got, _ = ids(sms.Filter{SessionID: call.String()})
	require.NotContains(t, got, theirs.ID)

	for name, c := range map[string]struct {
		f     sms.Filter
		field string
	}{
		"ErrDirection": {sms.Filter{Direction: "sideways"}, "direction"},
		"ErrSession":   {sms.Filter{SessionID: "42"}, "session_id"},
		"ErrOffset":    {sms.Filter{Offset: func() *int { n := sms.MaxOffset + 1; return &n }()}, "offset"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := svc.List(viewer, c.f)
			testkit.RequireCode(t, err, apperr.Invalid)
			require.Equal(t, []string{c.field}, testkit.ErrorFields(err))
		})
	}
	_, err = svc.List(context.Background(), sms.Filter{})
	testkit.RequireCode(t, err, apperr.Unauthorized)
}
