// /tests: the organization's suites (by agent) and runs (by suite, agent,
// status), both paged on the server with their filters in the URL.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { Can, useCan } from '../../auth/Can';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLOffset, useURLParam } from '../../components/urlState';
import { Dialog } from '../../components/Dialog';
import { CreateTestSuiteDocument, TestRunsDocument, TestSuitesDocument, TestsAgentsDocument } from './documents';
import { RunStatus, Totals } from './RunParts';
import './i18n';

const PAGE = 25;

export function TestsPage() {
  const { t } = useTranslation('tests');
  const [view, setView] = useURLParam('view', 'suites');
  const [creating, setCreating] = useState(false);
  return (
    <Page
      title={t('title')}
      actions={
        <Can role="editor">
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            {t('newSuite')}
          </button>
        </Can>
      }
    >
      <div className="tabs" role="tablist" aria-label={t('tabs.label')}>
        {(['suites', 'runs'] as const).map((v) => (
          <button key={v} type="button" role="tab" aria-selected={view === v} onClick={() => setView(v === 'suites' ? null : v)}>
            {t(`tab.${v}`)}
          </button>
        ))}
      </div>
      {view === 'runs' ? <Runs /> : <Suites />}
      <NewSuite open={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}

function useAgents() {
  const [{ data }] = useQuery({ query: TestsAgentsDocument });
  const agents = data?.agents.items ?? [];
  const nameOf = (id: string) => agents.find((a) => a.id === id)?.name ?? id;
  return { agents, nameOf };
}

function AgentFilter({ value, onChange }: { value: string; onChange: (v: string | null) => void }) {
  const { t } = useTranslation('tests');
  const { agents } = useAgents();
  return (
    <label className="field">
      <span>{t('agent')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('allAgents')}</option>
        {agents.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function Suites() {
  const { t, i18n } = useTranslation('tests');
  const editor = useCan('editor');
  const [agentId, setAgentId] = useURLParam('agent');
  const [offset, setOffset] = useURLOffset();
  const { nameOf } = useAgents();
  const [{ data, fetching, error }, refetch] = useQuery({ query: TestSuitesDocument, variables: { agentId: agentId || null, limit: PAGE, offset } });
  const list = data?.testSuites;
  return (
    <>
      <div className="toolbar">
        <AgentFilter value={agentId} onChange={setAgentId} />
      </div>
      <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      {!list && fetching && <Loading />}
      {list && list.items.length === 0 && (
        <Empty title={t('noSuites')}>
          <p className="help">{editor ? t('noSuitesHelp') : t('noSuitesViewer')}</p>
        </Empty>
      )}
      {list && list.items.length > 0 && (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('agent')}</th>
              <th scope="col">{t('cases')}</th>
              <th scope="col">{t('updated')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((s) => (
              <tr key={s.id}>
                <td>
                  <Link to={`/tests/suites/${s.id}`}>{s.name}</Link>
                  {s.description && <div className="help">{s.description}</div>}
                </td>
                <td>{nameOf(s.agentId)}</td>
                <td>{s.caseCount}</td>
                <td>{new Date(s.updatedAt).toLocaleString(i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && <Pager offset={offset} limit={PAGE} total={list.total} count={list.items.length} onChange={setOffset} />}
    </>
  );
}

const RUN_STATUSES = ['queued', 'running', 'passed', 'failed', 'error', 'cancelled'];

function Runs() {
  const { t, i18n } = useTranslation('tests');
  const [agentId, setAgentId] = useURLParam('agent');
  const [status, setStatus] = useURLParam('status');
  const [suiteId] = useURLParam('suite');
  const [offset, setOffset] = useURLOffset();
  const { nameOf } = useAgents();
  const filter = { agentId: agentId || null, status: status || null, suiteId: suiteId || null };
  const [{ data, fetching, error }, refetch] = useQuery({ query: TestRunsDocument, variables: { filter, limit: PAGE, offset } });
  const list = data?.testRuns;
  return (
    <>
      <div className="toolbar">
        <AgentFilter value={agentId} onChange={setAgentId} />
        <label className="field">
          <span>{t('status')}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('allStatuses')}</option>
            {RUN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      {!list && fetching && <Loading />}
      {list && list.items.length === 0 && (
        <Empty title={t('noRuns')}>
          <p className="help">{t('noRunsHelp')}</p>
        </Empty>
      )}
      {list && list.items.length > 0 && (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">{t('created')}</th>
              <th scope="col">{t('agent')}</th>
              <th scope="col">{t('version')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('totals')}</th>
              <th scope="col">{t('duration')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((r) => (
              <tr key={r.id}>
                <td>
                  <Link to={`/tests/runs/${r.id}`}>{new Date(r.createdAt).toLocaleString(i18n.language)}</Link>
                </td>
                <td>{nameOf(r.agentId)}</td>
                <td>{String(r.agentVersion)}</td>
                <td>
                  <RunStatus status={r.status} />
                </td>
                <td>
                  <Totals totals={r.totals} />
                </td>
                <td>{r.durationMs != null ? t('ms', { ms: r.durationMs }) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && <Pager offset={offset} limit={PAGE} total={list.total} count={list.items.length} onChange={setOffset} />}
    </>
  );
}

function NewSuite({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('tests');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const { agents } = useAgents();
  const [agentId, setAgentId] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [{ fetching, error }, create] = useMutation(CreateTestSuiteDocument);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await create({ input: { agentId: agentId || agents[0]?.id, name, description } });
    if (r.data) navigate(`/tests/suites/${r.data.createTestSuite.id}`);
  };
  if (!open) return null;
  return (
    <Dialog title={t('newSuite')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <ErrorBanner error={error} />
        <label className="field">
          <span>{t('agent')}</span>
          <select value={agentId || agents[0]?.id || ''} onChange={(e) => setAgentId(e.target.value)} required>
            {agents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('name')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
        </label>
        <label className="field">
          <span>{t('description')}</span>
          <textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} />
        </label>
        <div className="page-actions">
          <button type="button" onClick={onClose}>
            {tc('cancel')}
          </button>
          <button type="submit" className="primary" disabled={fetching}>
            {t('createSuite')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
