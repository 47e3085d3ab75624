// The Agents list: filters kept in the URL (type, status, search,
// unpublished changes), paged on the server; "New agent", "Import", and per
// agent "Export", "Duplicate", "Archive"/"Unarchive".
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useClient, useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { AgentsListQuery } from '../../gql/graphql';
import { Can, useCan } from '../../auth/Can';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLOffset, useURLParam } from '../../components/urlState';
import { downloadJSON, exportFileName, parseAgentFile } from './agentFile';
import { NewAgentDialog } from './NewAgentDialog';
import { agentTypes, agentStatuses } from './labels';
import './agents.css';
import './i18n';

const AgentsListDocument = graphql(`
  query AgentsList($agentType: String, $status: String, $search: String, $hasUnpublishedChanges: Boolean, $limit: Int, $offset: Int) {
    agents(agentType: $agentType, status: $status, search: $search, hasUnpublishedChanges: $hasUnpublishedChanges, limit: $limit, offset: $offset) {
      items { id name agentType editingMode status version hasUnpublishedChanges updatedAt }
      total
      limit
      offset
    }
  }
`);

export const AgentsExportDocument = graphql(`
  query AgentsExport($id: ID!) {
    exportAgent(id: $id)
  }
`);

const AgentsImportDocument = graphql(`
  mutation AgentsImport($document: JSON!) {
    importAgent(document: $document) { id name }
  }
`);

const AgentsDuplicateDocument = graphql(`
  mutation AgentsDuplicate($id: ID!) {
    duplicateAgent(id: $id) { id name }
  }
`);

const AgentsArchiveDocument = graphql(`
  mutation AgentsArchive($id: ID!) {
    archiveAgent(id: $id) { id status }
  }
`);

const AgentsUnarchiveDocument = graphql(`
  mutation AgentsUnarchive($id: ID!) {
    unarchiveAgent(id: $id) { id status }
  }
`);

const LIMIT = 25;
const listContext = { additionalTypenames: ['Agent', 'AgentDetail'] };

type Row = AgentsListQuery['agents']['items'][number];

export function AgentsPage() {
  const { t } = useTranslation('agents');
  const navigate = useNavigate();
  const [agentType, setAgentType] = useURLParam('type');
  const [status, setStatus] = useURLParam('status');
  const [search, setSearch] = useURLParam('q');
  const [unpublished, setUnpublished] = useURLParam('unpublished');
  const [offset, setOffset] = useURLOffset();
  const [creating, setCreating] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const variables = useMemo(
    () => ({
      agentType: agentType || null,
      status: status || null,
      search: search || null,
      hasUnpublishedChanges: unpublished === '1' ? true : null,
      limit: LIMIT,
      offset,
    }),
    [agentType, status, search, unpublished, offset],
  );
  const [{ data, fetching, error }, refetch] = useQuery({ query: AgentsListDocument, variables, context: listContext });
  const filtered = Boolean(agentType || status || search || unpublished);

  return (
    <Page
      title={t('list.title')}
      actions={
        <Can role="editor">
          <ImportButton
            onImported={(id, name) => {
              setNotice(t('import.done', { name }));
              navigate(`/agents/${id}`);
            }}
            onError={setActionError}
          />
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            {t('list.new')}
          </button>
        </Can>
      }
    >
      <form className="toolbar" role="search" aria-label={t('list.filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="agents-type">{t('list.type')}</label>
          <select id="agents-type" value={agentType} onChange={(e) => setAgentType(e.target.value)}>
            <option value="">{t('common:all')}</option>
            {agentTypes.map((v) => (
              <option key={v} value={v}>
                {t(`type.${v}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="agents-status">{t('list.status')}</label>
          <select id="agents-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('common:all')}</option>
            {agentStatuses.map((v) => (
              <option key={v} value={v}>
                {t(`status.${v}`)}
              </option>
            ))}
          </select>
        </div>
        <SearchField value={search} onChange={setSearch} />
        <label className="checkbox-field">
          <input type="checkbox" checked={unpublished === '1'} onChange={(e) => setUnpublished(e.target.checked ? '1' : null)} />
          {t('list.unpublishedOnly')}
        </label>
      </form>

      {notice && (
        <p className="state state-info" role="status">
          {notice}
        </p>
      )}
      <ErrorBanner error={actionError} />
      <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />

      {!data && fetching && <Loading />}
      {data && data.agents.items.length === 0 && (
        <Empty title={filtered ? t('list.emptyFiltered') : t('list.empty')}>
          <p className="help">{filtered ? t('list.emptyFilteredHelp') : t('list.emptyHelp')}</p>
        </Empty>
      )}
      {data && data.agents.items.length > 0 && (
        <>
          <AgentsTable rows={data.agents.items} onError={setActionError} onNotice={setNotice} />
          <Pager offset={offset} limit={LIMIT} total={data.agents.total} count={data.agents.items.length} onChange={setOffset} />
        </>
      )}
      {creating && <NewAgentDialog onClose={() => setCreating(false)} onCreated={(id) => navigate(`/agents/${id}`)} />}
    </Page>
  );
}

/** The search box: typed text reaches the URL after a pause. */
function SearchField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('agents');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onChange(text.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <div className="field">
      <label htmlFor="agents-search">{t('common:search')}</label>
      <input id="agents-search" type="search" value={text} placeholder={t('list.searchPlaceholder')} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

function AgentsTable({ rows, onError, onNotice }: { rows: Row[]; onError: (e: unknown) => void; onNotice: (s: string | null) => void }) {
  const { t, i18n } = useTranslation('agents');
  const client = useClient();
  const navigate = useNavigate();
  const canEdit = useCan('editor');
  const canArchive = useCan('admin');
  const [, duplicate] = useMutation(AgentsDuplicateDocument);
  const [, archive] = useMutation(AgentsArchiveDocument);
  const [, unarchive] = useMutation(AgentsUnarchiveDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const date = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);

  const run = async (id: string, work: () => Promise<void>) => {
    setBusy(id);
    onError(null);
    onNotice(null);
    try {
      await work();
    } catch (e) {
      onError(e);
    } finally {
      setBusy(null);
    }
  };

  const doExport = (a: Row) =>
    run(a.id, async () => {
      const r = await client.query(AgentsExportDocument, { id: a.id }, { requestPolicy: 'network-only' }).toPromise();
      if (r.error) throw r.error;
      downloadJSON(r.data?.exportAgent, exportFileName(a.name));
      onNotice(t('export.done', { name: a.name }));
    });
  const doDuplicate = (a: Row) =>
    run(a.id, async () => {
      const r = await duplicate({ id: a.id });
      if (r.error) throw r.error;
      if (r.data) navigate(`/agents/${r.data.duplicateAgent.id}`);
    });
  const doArchive = (a: Row, on: boolean) =>
    run(a.id, async () => {
      if (on && !window.confirm(t('archive.confirm', { name: a.name }))) return;
      const r = on ? await archive({ id: a.id }) : await unarchive({ id: a.id });
      if (r.error) throw r.error;
      onNotice(t(on ? 'archive.done' : 'unarchive.done', { name: a.name }));
    });

  return (
    <table className="list agents-list">
      <thead>
        <tr>
          <th scope="col">{t('list.name')}</th>
          <th scope="col">{t('list.type')}</th>
          <th scope="col">{t('list.status')}</th>
          <th scope="col">{t('list.live')}</th>
          <th scope="col">{t('list.updated')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('list.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => (
          <tr key={a.id} data-testid="agent-row">
            <td>
              <Link to={`/agents/${a.id}`}>{a.name}</Link>
              <div className="help">{t(`mode.${a.editingMode}`)}</div>
            </td>
            <td>{t(`type.${a.agentType}`, { defaultValue: a.agentType })}</td>
            <td>
              <span className={`badge ${a.status === 'active' ? 'ok' : a.status === 'archived' ? 'danger' : ''}`}>{t(`status.${a.status}`, { defaultValue: a.status })}</span>
            </td>
            <td>
              {a.version > 0 ? t('live.version', { version: a.version }) : t('live.never')}{' '}
              {a.hasUnpublishedChanges && <span className="badge warn">{t('live.unpublished')}</span>}
            </td>
            <td>{date.format(new Date(a.updatedAt))}</td>
            <td>
              <div className="row-actions">
                <button type="button" disabled={busy === a.id} onClick={() => void doExport(a)} aria-label={t('export.label', { name: a.name })}>
                  {t('export.button')}
                </button>
                {canEdit && (
                  <button type="button" disabled={busy === a.id} onClick={() => void doDuplicate(a)} aria-label={t('duplicate.label', { name: a.name })}>
                    {t('duplicate.button')}
                  </button>
                )}
                {canArchive &&
                  (a.status === 'archived' ? (
                    <button type="button" disabled={busy === a.id} onClick={() => void doArchive(a, false)} aria-label={t('unarchive.label', { name: a.name })}>
                      {t('unarchive.button')}
                    </button>
                  ) : (
                    <button type="button" className="danger" disabled={busy === a.id} onClick={() => void doArchive(a, true)} aria-label={t('archive.label', { name: a.name })}>
                      {t('archive.button')}
                    </button>
                  ))}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Import": a JSON file in the agent export format becomes a new draft agent. */
function ImportButton({ onImported, onError }: { onImported: (id: string, name: string) => void; onError: (e: unknown) => void }) {
  const { t } = useTranslation('agents');
  const input = useRef<HTMLInputElement>(null);
  const [, importAgent] = useMutation(AgentsImportDocument);
  const [working, setWorking] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    onError(null);
    setWorking(true);
    try {
      const parsed = parseAgentFile(await file.text());
      if ('error' in parsed) {
        onError(new Error(t(`import.${parsed.error}`, { file: file.name })));
        return;
      }
      const r = await importAgent({ document: parsed.document });
      if (r.error) onError(r.error);
      else if (r.data) onImported(r.data.importAgent.id, r.data.importAgent.name);
    } finally {
      setWorking(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input ref={input} id="agents-import-file" type="file" accept="application/json,.json" className="visually-hidden" aria-label={t('import.file')} tabIndex={-1} onChange={(e) => void onFile(e.target.files?.[0])} />
      <button type="button" disabled={working} onClick={() => input.current?.click()}>
        {working ? t('import.working') : t('import.button')}
      </button>
    </>
  );
}
