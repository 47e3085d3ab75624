// A knowledge base's page: its name as the heading, adding documents (PDF
// upload, URL import, crawl) for editors, the documents with their status
// changing live (knowledgeDocumentUpdated), and the retrieval preview.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useSubscription } from 'urql';
import { useCan } from '../../auth/Can';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLOffset, useURLParam } from '../../components/urlState';
import type { KnowledgeDocumentUpdatedSubscription } from '../../gql/graphql';
import { BaseDialog } from './BaseDialog';
import { ConfirmDialog } from './Dialog';
import { DocumentsTable } from './DocumentsTable';
import { CrawlForm, ImportUrlForm } from './ImportForms';
import { applyEvent, documentStatuses, isDocumentStatus, settled, type LiveStatuses } from './live';
import { KnowledgeBaseDocument, KnowledgeDeleteBaseDocument, KnowledgeDocumentUpdatedDocument, KnowledgeDocumentsDocument } from './operations';
import { RetrievalPreview } from './RetrievalPreview';
import { Uploads } from './Uploads';
import './i18n';
import './knowledge.css';

const LIMIT = 25;
type Event = KnowledgeDocumentUpdatedSubscription['knowledgeDocumentUpdated'];
type Live = { live: LiveStatuses; last: Event | null };

export function KnowledgeBasePage() {
  const { t } = useTranslation('knowledge');
  const { baseId = '' } = useParams();
  const navigate = useNavigate();
  const canWrite = useCan('editor');
  const canDelete = useCan('admin');
  const [rawStatus, setStatus] = useURLParam('status');
  const status = isDocumentStatus(rawStatus) ? rawStatus : '';
  const [offset, setOffset] = useURLOffset();

  const [base, refetchBase] = useQuery({ query: KnowledgeBaseDocument, variables: { id: baseId } });
  const [docs, refetchDocs] = useQuery({
    query: KnowledgeDocumentsDocument,
    variables: { knowledgeBaseId: baseId, status: status || null, limit: LIMIT, offset },
  });
  const reload = useCallback(() => {
    refetchDocs({ requestPolicy: 'network-only' });
    refetchBase({ requestPolicy: 'network-only' });
  }, [refetchDocs, refetchBase]);

  // Live status: each event changes its row in place. A settled document
  // (ready, failed: new counts, an error) or one not on this page (a
  // crawled page) asks for the list again, coalesced.
  const [sub] = useSubscription<KnowledgeDocumentUpdatedSubscription, Live>(
    { query: KnowledgeDocumentUpdatedDocument, variables: { knowledgeBaseId: baseId }, pause: !base.data },
    (prev = { live: {}, last: null }, data) => ({ live: applyEvent(prev.live, data.knowledgeDocumentUpdated), last: data.knowledgeDocumentUpdated }),
  );
  const items = docs.data?.knowledgeDocuments.items;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const last = sub.data?.last;
  useEffect(() => {
    if (!last) return;
    const known = items?.some((d) => d.id === last.documentId);
    if (known && !settled(last.status)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(reload, 300);
    // items is read, not watched: a new list must not ask for itself again.
  }, [last, reload]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleted, deleteBase] = useMutation(KnowledgeDeleteBaseDocument);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  if (!base.data) {
    if (base.error) return <ErrorBanner error={base.error} onRetry={() => refetchBase({ requestPolicy: 'network-only' })} />;
    return <Loading />;
  }
  const kb = base.data.knowledgeBase;
  const list = docs.data?.knowledgeDocuments;

  return (
    <Page
      title={kb.name}
      actions={
        <>
          {canWrite && (
            <button type="button" onClick={() => setEditing(true)}>
              {t('edit')}
            </button>
          )}
          {canDelete && (
            <button type="button" className="danger" onClick={() => setDeleting(true)}>
              {t('common:delete')}
            </button>
          )}
        </>
      }
    >
      <div className="kb-summary">
        <p>
          <Link to="/knowledge">{t('base.back')}</Link>
        </p>
        {kb.description && <p>{kb.description}</p>}
        <p>
          {t('base.summary', { documents: kb.documentCount, chunks: kb.chunkCount, characters: kb.characterCount })} · {t(`language.${kb.language}`, { defaultValue: kb.language })}
        </p>
        <p>{t('counts', kb.documentsByStatus)}</p>
      </div>

      <section aria-labelledby="kb-docs-title">
        <h2 id="kb-docs-title">{t('docs.title')}</h2>
        <div className="toolbar">
          <div className="field">
            <label htmlFor="kb-status">{t('docs.status')}</label>
            <select id="kb-status" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">{t('common:all')}</option>
              {documentStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <p className="live-note">{t('docs.live')}</p>
        </div>
        <ErrorBanner error={docs.error} onRetry={reload} />
        {!list && docs.fetching && <Loading />}
        {list && list.items.length === 0 && (
          <Empty title={status ? t('docs.emptyFiltered') : t('docs.empty')}>{!status && <p>{canWrite ? t('docs.emptyEditor') : t('docs.emptyViewer')}</p>}</Empty>
        )}
        {list && list.items.length > 0 && (
          <>
            <DocumentsTable baseId={kb.id} docs={list.items} live={sub.data?.live ?? {}} onChanged={reload} />
            <Pager offset={offset} limit={LIMIT} total={list.total} count={list.items.length} onChange={setOffset} />
          </>
        )}
      </section>

      {canWrite && (
        <section aria-labelledby="kb-add-title">
          <h2 id="kb-add-title">{t('add.title')}</h2>
          <div className="kb-add">
            <div className="panel">
              <Uploads baseId={kb.id} onUploaded={reload} />
            </div>
            <ImportUrlForm baseId={kb.id} onImported={reload} />
            <CrawlForm baseId={kb.id} onStarted={reload} />
          </div>
        </section>
      )}

      <RetrievalPreview baseId={kb.id} />

      {editing && (
        <BaseDialog
          base={kb}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            refetchBase({ requestPolicy: 'network-only' });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('base.delete')}
          message={t('base.deleteConfirm', { name: kb.name })}
          confirmLabel={t('common:delete')}
          busy={deleted.fetching}
          error={<ErrorBanner error={deleteError} />}
          onClose={() => {
            setDeleting(false);
            setDeleteError(null);
          }}
          onConfirm={async () => {
            const r = await deleteBase({ id: kb.id });
            if (r.error) return setDeleteError(r.error);
            navigate('/knowledge', { replace: true });
          }}
        />
      )}
    </Page>
  );
}
