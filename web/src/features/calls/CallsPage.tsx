// The call history: filters in the URL, pages read by cursor (offset while
// searching) as the reader scrolls, and calls that start or change while
// the page is open merged in place from one live subscription.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useClient, useQuery } from 'urql';
import { Page } from '../../components/Page';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { CallsAgentsDocument, CallsListDocument } from './documents';
import { formatDateTime } from './format';
import { PAGE_SIZE, STATUSES, apiFilter, formatDuration, initialList, listReducer, rangeInvalid, statusTone, type Filters, type Row } from './list';
import { useLiveCalls } from './useLiveCalls';
import { useURLParams } from './urlParams';
import './calls.css';
import './i18n';

export function CallsPage() {
  const { t } = useTranslation('calls');
  const client = useClient();
  const [params, write] = useURLParams();
  const agent = params.get('agent') ?? '';
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const search = params.get('q') ?? '';
  const setSearch = useCallback((q: string) => write({ q }), [write]);
  const filters = useMemo<Filters>(() => ({ agent, status, from, to, search }), [agent, status, from, to, search]);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const invalid = rangeInvalid(filters);

  const [list, dispatch] = useReducer(listReducer, initialList);
  const listRef = useRef(list);
  listRef.current = list;
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [total, setTotal] = useState<number | null>(null);
  const inflight = useRef<number | null>(null);

  // One bounded request per page: cursor mode, or offset mode while searching.
  const load = useCallback(
    async (generation: number, next: string | null) => {
      if (inflight.current === generation) return;
      inflight.current = generation;
      setLoading(true);
      setError(null);
      const f = filtersRef.current;
      const searching = f.search.trim() !== '';
      const offset = searching ? Number(next ?? 0) : 0;
      const r = await client
        .query(CallsListDocument, { filter: apiFilter(f), limit: PAGE_SIZE, ...(searching ? { offset } : { cursor: next ?? 'start' }) }, { requestPolicy: 'network-only' })
        .toPromise();
      if (inflight.current === generation) inflight.current = null;
      if (listRef.current.generation !== generation) return; // the filters changed meanwhile
      setLoading(false);
      if (r.error || !r.data) {
        setError(r.error ?? new Error('no answer'));
        return;
      }
      const page = r.data.callSessions;
      let after: string | null = page.nextCursor ?? null;
      if (searching) {
        setTotal(page.total ?? null);
        const seen = offset + page.items.length;
        after = page.items.length === PAGE_SIZE && (page.total == null || seen < page.total) ? String(seen) : null;
      } else setTotal(null);
      dispatch({ type: 'page', generation, rows: page.items as Row[], next: after });
    },
    [client],
  );

  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    dispatch({ type: 'reset' });
  }, [filterKey]);
  useEffect(() => {
    if (list.generation === 0) return;
    if (rangeInvalid(filtersRef.current)) {
      setLoading(false);
      return;
    }
    void load(list.generation, null);
  }, [list.generation, load]);

  const loadMore = useCallback(() => {
    const l = listRef.current;
    if (l.next !== null && inflight.current === null) void load(l.generation, l.next);
  }, [load]);

  // Deep scrolling: the next page is read when the end of the list comes near.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '400px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [loadMore, list.rows.length]);

  const live = useLiveCalls(filtersRef, dispatch);

  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);
  useEffect(() => {
    if (draft === search) return;
    const id = window.setTimeout(() => setSearch(draft), 400);
    return () => window.clearTimeout(id);
  }, [draft, search, setSearch]);

  const [{ data: agentsData }] = useQuery({ query: CallsAgentsDocument });
  const agents = agentsData?.agents.items ?? [];
  const filtered = agent !== '' || status !== '' || from !== '' || to !== '' || search !== '';

  return (
    <Page title={t('common:nav.calls')}>
      <form className="toolbar calls-filters" role="search" aria-label={t('common:filters')} onSubmit={(e) => { e.preventDefault(); setSearch(draft); }}>
        <div className="field">
          <label htmlFor="calls-agent">{t('filter.agent')}</label>
          <select id="calls-agent" value={agent} onChange={(e) => write({ agent: e.target.value })}>
            <option value="">{t('filter.anyAgent')}</option>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
            {agent && !agents.some((a) => a.id === agent) && <option value={agent}>{agent}</option>}
          </select>
        </div>
        <div className="field">
          <label htmlFor="calls-status">{t('filter.status')}</label>
          <select id="calls-status" value={status} onChange={(e) => write({ status: e.target.value })}>
            <option value="">{t('filter.anyStatus')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="calls-from">{t('filter.from')}</label>
          <input id="calls-from" type="date" value={from} max={to || undefined} onChange={(e) => write({ from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="calls-to">{t('filter.to')}</label>
          <input id="calls-to" type="date" value={to} min={from || undefined} onChange={(e) => write({ to: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="calls-search">{t('filter.search')}</label>
          <input id="calls-search" type="search" value={draft} placeholder={t('filter.searchHelp')} onChange={(e) => setDraft(e.target.value)} />
        </div>
        {filtered && (
          <div className="field">
            <button
              type="button"
              onClick={() => {
                setDraft('');
                write({ agent: null, status: null, from: null, to: null, q: null });
              }}
            >
              {t('filter.clear')}
            </button>
          </div>
        )}
      </form>

      {invalid && (
        <p className="state state-error" role="alert">
          {t('filter.rangeInvalid')}
        </p>
      )}
      <ErrorBanner error={error} onRetry={() => (list.rows.length === 0 ? void load(list.generation, null) : loadMore())} />

      <div className="calls-meta" aria-live="polite">
        {list.rows.length > 0 && <span>{t('list.count', { count: list.rows.length })}</span>}
        {total != null && <span>{t('list.total', { count: total })}</span>}
        {live && <span data-testid="calls-live">{t('list.live')}</span>}
      </div>

      {list.rows.length > 0 && (
        <table className="list">
          <caption className="sr-only">{t('list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.agent')}</th>
              <th scope="col">{t('col.status')}</th>
              <th scope="col">{t('col.start')}</th>
              <th scope="col">{t('col.duration')}</th>
              <th scope="col">{t('col.channel')}</th>
              <th scope="col">{t('col.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <CallRow key={row.id} row={row} />
            ))}
          </tbody>
        </table>
      )}

      {loading && list.rows.length === 0 && <Loading />}
      {!loading && !error && !invalid && list.generation > 0 && list.rows.length === 0 && (
        filtered ? (
          <Empty title={t('emptyFiltered.title')}>
            <p>{t('emptyFiltered.body')}</p>
          </Empty>
        ) : (
          <Empty title={t('empty.title')}>
            <p>{t('empty.body')}</p>
          </Empty>
        )
      )}
      <div ref={sentinel} className="calls-sentinel" aria-hidden="true" />
      {list.rows.length > 0 && (
        <div className="calls-more">
          {list.next !== null ? (
            <button type="button" onClick={loadMore} disabled={loading}>
              {t('common:loadMore')}
            </button>
          ) : (
            !loading && <span className="help">{t('list.end')}</span>
          )}
          {loading && <Loading />}
        </div>
      )}
    </Page>
  );
}

function CallRow({ row }: { row: Row }) {
  const { t, i18n } = useTranslation('calls');
  const start = row.startedAt ?? row.createdAt;
  const running = row.status === 'active' || row.status === 'created';
  return (
    <tr data-call-id={row.id}>
      <td>{row.agent?.name ?? t('agent.deleted')}</td>
      <td>
        <span className={`badge ${statusTone(row.status)}`}>{t(`status.${row.status}`, { defaultValue: row.status })}</span>
      </td>
      <td>
        <Link to={`/calls/${row.id}`}>{formatDateTime(start, i18n.language)}</Link>
      </td>
      <td className="num">{running ? t('duration.running') : formatDuration(row.durationMs)}</td>
      <td>{row.channel}</td>
      <td>{row.outcome ?? ''}</td>
    </tr>
  );
}
