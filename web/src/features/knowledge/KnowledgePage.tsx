// The organization's knowledge bases: paged on the server, created and
// edited by editors, deleted by admins.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { useCan } from '../../auth/Can';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLOffset } from '../../components/urlState';
import type { KnowledgeBasesQuery } from '../../gql/graphql';
import { BaseDialog } from './BaseDialog';
import { ConfirmDialog } from './Dialog';
import { KnowledgeBasesDocument, KnowledgeDeleteBaseDocument } from './operations';
import './i18n';
import './knowledge.css';

const LIMIT = 20;
type Base = KnowledgeBasesQuery['knowledgeBases']['items'][number];

export function KnowledgePage() {
  const { t, i18n } = useTranslation('knowledge');
  const navigate = useNavigate();
  const canWrite = useCan('editor');
  const canDelete = useCan('admin');
  const [offset, setOffset] = useURLOffset();
  const [{ data, fetching, error }, refetch] = useQuery({ query: KnowledgeBasesDocument, variables: { limit: LIMIT, offset } });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Base | null>(null);
  const [deleting, setDeleting] = useState<Base | null>(null);
  const [deleted, deleteBase] = useMutation(KnowledgeDeleteBaseDocument);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const list = data?.knowledgeBases;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Page
      title={t('title')}
      actions={
        canWrite && (
          <button type="button" className="primary" onClick={() => setCreating(true)}>
            {t('bases.new')}
          </button>
        )
      }
    >
      <ErrorBanner error={error} onRetry={reload} />
      {!list && fetching && <Loading />}
      {list && list.items.length === 0 && (
        <Empty title={t('bases.empty')}>
          <p>{canWrite ? t('bases.emptyEditor') : t('bases.emptyViewer')}</p>
        </Empty>
      )}
      {list && list.items.length > 0 && (
        <>
          <table className="list">
            <caption className="visually-hidden">{t('bases.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.name')}</th>
                <th scope="col">{t('col.description')}</th>
                <th scope="col">{t('col.documents')}</th>
                <th scope="col">{t('col.indexing')}</th>
                <th scope="col">{t('col.chunks')}</th>
                <th scope="col">{t('col.updated')}</th>
                {canWrite && <th scope="col">{t('col.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {list.items.map((b) => (
                <tr key={b.id}>
                  <td>
                    <Link to={`/knowledge/${b.id}`}>{b.name}</Link>
                  </td>
                  <td className="kb-description">{b.description}</td>
                  <td>{b.documentCount}</td>
                  <td className="kb-counts">{t('counts', b.documentsByStatus)}</td>
                  <td>{b.chunkCount}</td>
                  <td>{dateFormat.format(new Date(b.updatedAt))}</td>
                  {canWrite && (
                    <td>
                      <div className="row-actions">
                        <button type="button" onClick={() => setEditing(b)}>
                          {t('edit')}
                        </button>
                        {canDelete && (
                          <button type="button" className="danger" onClick={() => setDeleting(b)}>
                            {t('common:delete')}
                          </button>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <Pager offset={offset} limit={LIMIT} total={list.total} count={list.items.length} onChange={setOffset} />
        </>
      )}
      {creating && <BaseDialog onClose={() => setCreating(false)} onSaved={(id) => navigate(`/knowledge/${id}`)} />}
      {editing && (
        <BaseDialog
          base={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('base.delete')}
          message={t('base.deleteConfirm', { name: deleting.name })}
          confirmLabel={t('common:delete')}
          busy={deleted.fetching}
          error={<ErrorBanner error={deleteError} />}
          onClose={() => {
            setDeleting(null);
            setDeleteError(null);
          }}
          onConfirm={async () => {
            const r = await deleteBase({ id: deleting.id });
            if (r.error) return setDeleteError(r.error);
            setDeleting(null);
            reload();
          }}
        />
      )}
    </Page>
  );
}
