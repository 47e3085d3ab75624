// A base's documents as rows: source, live status (with the error of a
// failed one), sizes; download for PDFs; reindex and delete for editors.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { APIError, useREST } from '../../api/rest';
import { useCan } from '../../auth/Can';
import { ErrorBanner } from '../../components/states';
import type { KnowledgeDocumentsQuery } from '../../gql/graphql';
import { ConfirmDialog } from './Dialog';
import { dispositionFilename, formatBytes } from './files';
import { liveStatus, statusTone, type LiveStatuses } from './live';
import { KnowledgeDeleteDocumentDocument, KnowledgeReindexDocument } from './operations';
import './i18n';

type Doc = KnowledgeDocumentsQuery['knowledgeDocuments']['items'][number];

export function DocumentsTable({ baseId, docs, live, onChanged }: { baseId: string; docs: Doc[]; live: LiveStatuses; onChanged: () => void }) {
  const { t, i18n } = useTranslation('knowledge');
  const canWrite = useCan('editor');
  const { request } = useREST();
  const [, reindex] = useMutation(KnowledgeReindexDocument);
  const [deleted, deleteDoc] = useMutation(KnowledgeDeleteDocumentDocument);
  const [deleting, setDeleting] = useState<Doc | null>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  async function download(d: Doc) {
    setActionError(null);
    try {
      const res = await request('GET', `/knowledge-bases/${baseId}/documents/${d.id}/file`);
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = dispositionFilename(res.headers.get('Content-Disposition'), d.name);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch (e) {
      setActionError(e instanceof APIError ? new Error(e.detail) : e);
    }
  }

  async function doReindex(d: Doc) {
    setActionError(null);
    setNotice(null);
    const r = await reindex({ knowledgeBaseId: baseId, documentId: d.id });
    if (r.error) return setActionError(r.error);
    setNotice(t('doc.reindexed', { name: d.name }));
    onChanged();
  }

  return (
    <>
      <ErrorBanner error={actionError} />
      {notice && (
        <p className="state-info" role="status">
          {notice}
        </p>
      )}
      <table className="list">
        <caption className="visually-hidden">{t('docs.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col.name')}</th>
            <th scope="col">{t('col.source')}</th>
            <th scope="col">{t('col.status')}</th>
            <th scope="col">{t('col.pages')}</th>
            <th scope="col">{t('col.chunks')}</th>
            <th scope="col">{t('col.size')}</th>
            <th scope="col">{t('col.updated')}</th>
            <th scope="col">{t('col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {docs.map((d) => {
            const status = liveStatus(live, d);
            return (
              <tr key={d.id} data-document-id={d.id}>
                <td className="doc-name">
                  {d.name}
                  {d.sourceUrl && d.sourceUrl !== d.name && <small>{d.sourceUrl}</small>}
                </td>
                <td>{t(`source.${d.source}`, { defaultValue: d.source })}</td>
                <td>
                  <span className={`badge ${statusTone(status)}`} data-testid="document-status">
                    {t(`status.${status}`, { defaultValue: status })}
                  </span>
                  {status === 'failed' && d.status === 'failed' && d.error && <span className="doc-error">{d.error}</span>}
                </td>
                <td>{d.pageCount || ''}</td>
                <td>{d.chunkCount}</td>
                <td>{formatBytes(d.sizeBytes)}</td>
                <td>{dateFormat.format(new Date(d.updatedAt))}</td>
                <td>
                  <div className="row-actions">
                    {d.source === 'pdf' && (
                      <button type="button" onClick={() => void download(d)}>
                        {t('download')}
                      </button>
                    )}
                    {canWrite && (
                      <button type="button" onClick={() => void doReindex(d)}>
                        {t('reindex')}
                      </button>
                    )}
                    {canWrite && (
                      <button type="button" className="danger" onClick={() => setDeleting(d)}>
                        {t('common:delete')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {deleting && (
        <ConfirmDialog
          title={t('doc.deleteTitle')}
          message={t('doc.deleteConfirm', { name: deleting.name })}
          confirmLabel={t('common:delete')}
          busy={deleted.fetching}
          error={<ErrorBanner error={deleteError} />}
          onClose={() => {
            setDeleting(null);
            setDeleteError(null);
          }}
          onConfirm={async () => {
            const r = await deleteDoc({ knowledgeBaseId: baseId, documentId: deleting.id });
            if (r.error) return setDeleteError(r.error);
            setDeleting(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}
