// One call: its details, its transcript (streamed while the call is live),
// the actions it executed and its post-call data.
import { useEffect, useMemo, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useClient, useQuery } from 'urql';
import { Page } from '../../components/Page';
import { ErrorBanner, Loading } from '../../components/states';
import type { CallDetailQuery } from '../../gql/graphql';
import { CallDetailDocument, CallTranscriptDocument, CallsSessionUpdatedDocument } from './documents';
import { formatDateTime } from './format';
import { formatDuration, isFinal, statusTone } from './list';
import { addEvent, clock, emptyStream, storedTimeline, type Entry, type Stream, type StreamEvent } from './timeline';
import './calls.css';
import './i18n';

type Call = CallDetailQuery['callSession'];

export function CallPage() {
  const { t } = useTranslation('calls');
  const { callId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({ query: CallDetailDocument, variables: { id: callId } });
  const call = data?.callSession;
  const live = !!call && !isFinal(call.status);
  const stream = useTranscriptStream(live ? call.id : null, () => refetch({ requestPolicy: 'network-only' }));
  useCallChanges(call, () => refetch({ requestPolicy: 'network-only' }));

  if (!call) {
    if (error) return <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return fetching ? <Loading /> : null;
  }
  const agentName = call.agent?.name ?? t('agent.deleted');
  return (
    <Page
      title={t('call.title', { agent: agentName })}
      actions={<Link to="/calls">{t('call.back')}</Link>}
    >
      <ErrorBanner error={error} />
      <div className="call-grid">
        <Details call={call} />
        <Transcript call={call} stream={live || stream.entries.length > 0 ? stream : null} />
      </div>
      <Actions call={call} />
      <PostCall call={call} />
    </Page>
  );
}

/** The live transcript of an active call; onEnded reads the call again. */
function useTranscriptStream(sessionId: string | null, onEnded: () => void): Stream {
  const client = useClient();
  const [stream, add] = useReducer((s: Stream, e: StreamEvent | null) => (e ? addEvent(s, e) : emptyStream), emptyStream);
  useEffect(() => {
    if (!sessionId) return;
    add(null);
    const sub = client.subscription(CallTranscriptDocument, { sessionId }).subscribe((r) => {
      const e = r.data?.callTranscript;
      if (!e) return;
      add(e as StreamEvent);
      if (e.type === 'ended') onEnded();
    });
    return () => sub.unsubscribe();
    // onEnded changes every render; the stream follows the session only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, sessionId]);
  return stream;
}

/** Reads the call again when its agent's events say it changed (its outcome after it ended, say). */
function useCallChanges(call: Call | undefined, onChange: () => void) {
  const client = useClient();
  const agentId = call?.agentId;
  const id = call?.id;
  const settled = !!call && isFinal(call.status) && call.postCall?.status !== 'pending' && (call.status !== 'completed' || !!call.postCall);
  useEffect(() => {
    if (!agentId || !id || settled) return;
    const sub = client.subscription(CallsSessionUpdatedDocument, { agentId }).subscribe((r) => {
      if (r.data?.callSessionUpdated.callSessionId === id) onChange();
    });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, agentId, id, settled]);
}

function Details({ call }: { call: Call }) {
  const { t, i18n } = useTranslation('calls');
  const lang = i18n.language;
  const rows: [string, React.ReactNode][] = [
    [t('call.agent'), call.agent ? <Link to={`/agents/${call.agent.id}`}>{call.agent.name}</Link> : t('agent.deleted')],
    [t('call.version'), call.agentVersion],
    [t('call.status'), <span className={`badge ${statusTone(call.status)}`}>{t(`status.${call.status}`, { defaultValue: call.status })}</span>],
    [t('call.channel'), call.channel],
    [t('call.direction'), call.direction],
    [t('call.from'), call.fromNumber ?? ''],
    [t('call.to'), call.toNumber ?? ''],
    [t('call.created'), formatDateTime(call.createdAt, lang)],
    [t('call.started'), formatDateTime(call.startedAt, lang)],
    [t('call.ended'), formatDateTime(call.endedAt, lang)],
    [t('call.duration'), isFinal(call.status) ? formatDuration(call.durationMs) : t('duration.running')],
    [t('call.endReason'), call.endReason ?? ''],
    [t('call.turns'), call.turnCount],
    [t('call.actionCount'), call.actionCount],
    [t('call.outcome'), call.outcome ?? ''],
  ];
  return (
    <section className="panel" aria-labelledby="call-details">
      <h2 id="call-details">{t('call.details')}</h2>
      <dl className="call-facts">
        {rows
          .filter(([, v]) => v !== '' && v != null)
          .map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function Transcript({ call, stream }: { call: Call; stream: Stream | null }) {
  const { t } = useTranslation('calls');
  const stored = useMemo(() => storedTimeline(call.startedAt, call.createdAt, call.transcript, call.actions), [call]);
  const entries = stream ? stream.entries : stored;
  const start = new Date(call.startedAt ?? call.createdAt).getTime();
  return (
    <section className="panel" aria-labelledby="call-transcript">
      <h2 id="call-transcript">{t('transcript.title')}</h2>
      {stream && !stream.ended && <p className="state-info">{t('transcript.live')}</p>}
      {entries.length === 0 ? (
        <p className="help">{stream && !stream.ended ? t('transcript.waiting') : t('transcript.empty')}</p>
      ) : (
        // Focusable so a keyboard can scroll a long transcript.
        <ol className="transcript" tabIndex={0} aria-labelledby="call-transcript" aria-live={stream && !stream.ended ? 'polite' : undefined}>
          {entries.map((e) => (
            <TranscriptEntry key={e.key} entry={e} start={start} />
          ))}
        </ol>
      )}
      {stream?.ended && <p className="help">{t('transcript.ended', { status: t(`status.${stream.status}`, { defaultValue: stream.status ?? '' }) })}</p>}
    </section>
  );
}

function TranscriptEntry({ entry, start }: { entry: Entry; start: number }) {
  const { t } = useTranslation('calls');
  if (entry.kind === 'action') {
    const a = entry.action;
    return (
      <li className="entry-action">
        <span className="who">{clock(entry.at - start)}</span>
        {t('transcript.action', { name: a.name })} · {a.success ? t('actions.ok') : t('actions.failed')}
      </li>
    );
  }
  const role = entry.turn.role;
  return (
    <li className={`turn-${role === 'user' ? 'user' : 'agent'}`}>
      <span className="who">
        {t(`transcript.role.${role}`, { defaultValue: role })} · {clock(entry.turn.offsetMs)}
      </span>
      {entry.turn.text}
    </li>
  );
}

function Actions({ call }: { call: Call }) {
  const { t, i18n } = useTranslation('calls');
  const actions = call.actions ?? [];
  return (
    <section className="panel" aria-labelledby="call-actions">
      <h2 id="call-actions">{t('actions.title')}</h2>
      {actions.length === 0 ? (
        <p className="help">{t('actions.empty')}</p>
      ) : (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">{t('actions.name')}</th>
              <th scope="col">{t('actions.type')}</th>
              <th scope="col">{t('actions.at')}</th>
              <th scope="col">{t('actions.result')}</th>
            </tr>
          </thead>
          <tbody>
            {actions.map((a) => (
              <tr key={a.id}>
                <td>
                  {a.name}
                  {(a.input != null || a.result != null) && (
                    <details>
                      <summary>{t('actions.input')} / {t('actions.output')}</summary>
                      {a.input != null && <pre className="call-json" aria-label={t('actions.input')}>{JSON.stringify(a.input, null, 2)}</pre>}
                      {a.result != null && <pre className="call-json" aria-label={t('actions.output')}>{JSON.stringify(a.result, null, 2)}</pre>}
                    </details>
                  )}
                </td>
                <td>{a.type}</td>
                <td>{formatDateTime(a.executedAt, i18n.language)}</td>
                <td>
                  <span className={`badge ${a.success ? 'ok' : 'danger'}`}>{a.success ? t('actions.ok') : t('actions.failed')}</span>
                  {a.error && <div className="help">{a.error}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PostCall({ call }: { call: Call }) {
  const { t, i18n } = useTranslation('calls');
  const p = call.postCall;
  if (!p) {
    return (
      <section className="panel" aria-labelledby="call-post">
        <h2 id="call-post">{t('post.title')}</h2>
        <p className="help">{t('post.none')}</p>
      </section>
    );
  }
  const extracted = Object.entries(p.extractedData ?? {});
  return (
    <section className="panel" aria-labelledby="call-post">
      <h2 id="call-post">{t('post.title')}</h2>
      <dl className="call-facts">
        <dt>{t('post.status')}</dt>
        <dd>{t(`post.status.${p.status}`, { defaultValue: p.status })}</dd>
        {p.failureReason && (
          <>
            <dt>{t('post.failure')}</dt>
            <dd>{p.failureReason}</dd>
          </>
        )}
        {p.outcome && (
          <>
            <dt>{t('post.outcome')}</dt>
            <dd>{p.outcome}</dd>
          </>
        )}
        {p.summary && (
          <>
            <dt>{t('post.summary')}</dt>
            <dd>{p.summary}</dd>
          </>
        )}
        {p.sentiment && (
          <>
            <dt>{t('post.sentiment')}</dt>
            <dd>{t('post.sentimentValue', { label: p.sentiment.label, score: p.sentiment.score.toFixed(2) })}</dd>
          </>
        )}
        {p.processedAt && (
          <>
            <dt>{t('post.processedAt')}</dt>
            <dd>{formatDateTime(p.processedAt, i18n.language)}</dd>
          </>
        )}
      </dl>
      <h3>{t('post.extracted')}</h3>
      {extracted.length === 0 ? (
        <p className="help">{t('post.extractedEmpty')}</p>
      ) : (
        <dl className="call-facts">
          {extracted.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{k}</dt>
              <dd>{typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v)}</dd>
            </div>
          ))}
        </dl>
      )}
      {p.evaluations.length > 0 && (
        <>
          <h3>{t('post.evaluations')}</h3>
          <table className="list">
            <thead>
              <tr>
                <th scope="col">{t('post.evalName')}</th>
                <th scope="col">{t('post.evalResult')}</th>
                <th scope="col">{t('post.evalScore')}</th>
                <th scope="col">{t('post.evalPassed')}</th>
              </tr>
            </thead>
            <tbody>
              {p.evaluations.map((e) => (
                <tr key={e.name}>
                  <td>{e.name}</td>
                  <td>{e.result}</td>
                  <td className="num">{e.score != null ? e.score.toFixed(2) : t('post.notApplicable')}</td>
                  <td>{e.passed == null ? t('post.notApplicable') : e.passed ? t('common:yes') : t('common:no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
