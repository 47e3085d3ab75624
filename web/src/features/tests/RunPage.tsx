// /tests/runs/:runId: a run's live progress (testRunProgress replays every
// event from the start, then follows) and each finished case's result.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useQuery, useSubscription } from 'urql';
import { Page } from '../../components/Page';
import { ErrorBanner, Loading } from '../../components/states';
import { TestRunDocument, TestRunProgressDocument, TestSuiteDocument } from './documents';
import { applyEvent, latestTotals, noProgress, type Progress } from './progress';
import { RunStatus, Totals } from './RunParts';
import './i18n';

type Assertion = { type?: string; passed?: boolean | null; reason?: string } & Record<string, unknown>;

export function RunPage() {
  const { t } = useTranslation('tests');
  const { runId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({ query: TestRunDocument, variables: { id: runId } });
  const [progress] = useSubscription({ query: TestRunProgressDocument, variables: { runId } }, (prev: Progress = noProgress, d) => applyEvent(prev, d.testRunProgress));
  const events = progress.data ?? noProgress;
  const finishedCount = events.events.filter((e) => e.type === 'case_finished').length;

  // Each finished case (and the end of the run) brings results to read.
  useEffect(() => {
    if (finishedCount > 0 || events.finished) refetch({ requestPolicy: 'network-only' });
  }, [finishedCount, events.finished, refetch]);

  const run = data?.testRun;
  const [suite] = useQuery({ query: TestSuiteDocument, variables: { id: run?.suiteId ?? '' }, pause: !run });
  const names = useMemo(() => new Map((suite.data?.testSuite.cases ?? []).map((c) => [c.id, c.name])), [suite.data]);
  if (!run) {
    if (error) return <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return fetching ? <Loading /> : null;
  }
  const totals = latestTotals(events) ?? run.totals;
  const done = totals.total - totals.pending;
  const last = events.events[events.events.length - 1];
  const status = last?.type === 'run_finished' && last.status ? last.status : run.status;

  return (
    <Page title={t('runTitle', { suite: suite.data?.testSuite.name ?? '…' })}>
      <p>
        <Link to={`/tests/suites/${run.suiteId}`}>{t('backToSuite')}</Link>
      </p>
      <div className="panel">
        <p>
          {t('status')}: <RunStatus status={status} /> · {t('version')}: {String(run.agentVersion)} · <Totals totals={totals} />
        </p>
        <label className="field">
          <span>{t('progress')}</span>
          <progress max={Math.max(totals.total, 1)} value={done} aria-valuetext={t('progressLabel', { done, total: totals.total })} />
          <span className="help" role="status" aria-live="polite">
            {t('progressLabel', { done, total: totals.total })}
          </span>
        </label>
        <ErrorBanner error={progress.error} />
      </div>
      <h2>{t('events')}</h2>
      <ol className="events" data-testid="run-events">
        {events.events.map((e) => (
          <li key={e.position}>
            <time dateTime={e.at}>{new Date(e.at).toLocaleTimeString()}</time> {t(`event.${e.type}`, { name: (e.caseId && names.get(e.caseId)) || e.caseId?.slice(0, 8) || '', status: e.status ?? '' })}
          </li>
        ))}
      </ol>
      <h2>{t('results')}</h2>
      {(run.results ?? []).length === 0 && <p className="help">{t('resultsPending')}</p>}
      {(run.results ?? []).map((r) => (
        <details key={r.caseId} className="panel result">
          <summary>
            <RunStatus status={r.status} /> <strong>{r.name}</strong> · {t('endStatus')}: {r.endStatus}
            {r.endNodeId ? ` (${r.endNodeId})` : ''} · {t('ms', { ms: r.durationMs })}
          </summary>
          {r.error && (
            <p className="state state-error" role="alert">
              {r.error}
            </p>
          )}
          <h3>{t('assertionsResult')}</h3>
          <ul>
            {((r.assertions as Assertion[]) ?? []).map((a, i) => (
              <li key={i}>
                <span className={`badge ${a.passed === true ? 'ok' : a.passed === false ? 'danger' : 'warn'}`}>{a.passed === true ? t('passed') : a.passed === false ? t('failed') : t('notJudged')}</span> <code>{a.type}</code> {a.reason}
              </li>
            ))}
          </ul>
          <h3>{t('path')}</h3>
          <p>
            <code>{r.path.join(' → ')}</code>
          </p>
          <h3>{t('variables')}</h3>
          <pre className="code">{JSON.stringify(r.variables, null, 2)}</pre>
          <h3>{t('transcript')}</h3>
          <ol className="transcript">
            {r.turns.map((turn, i) => (
              <li key={i} className={`turn turn-${turn.role}`}>
                <strong>{turn.role === 'agent' ? t('agentRole') : t('caller')}:</strong> {turn.text}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </Page>
  );
}
