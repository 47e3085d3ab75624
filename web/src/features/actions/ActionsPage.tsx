// The organization's actions of one kind at a time (the API lists each kind
// on its own), paged on the server; the kind and page are in the URL.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { Can } from '../../auth/Can';
import { Page } from '../../components/Page';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLOffset, useURLParam } from '../../components/urlState';
import { ops } from './api';
import { DeleteButton, DuplicateButton } from './ActionControls';
import { kindBySlug, kinds, summary } from './kinds';
import { formatTime } from './format';
import './i18n';
import './actions.css';

const LIMIT = 25;

export function ActionsPage() {
  const { t, i18n } = useTranslation('actions');
  const [slug, setSlug] = useURLParam('kind', kinds[0].slug);
  const [offset, setOffset] = useURLOffset();
  const kind = kindBySlug(slug) ?? kinds[0];
  const op = ops[kind.id];
  const [{ data, fetching, error }, refetch] = useQuery({ query: op.list, variables: { limit: LIMIT, offset }, requestPolicy: 'cache-and-network' });
  const list = data?.[op.listField] as { items: Record<string, unknown>[]; total: number | null } | undefined;
  const items = list?.items ?? [];

  return (
    <Page
      title={t('common:nav.actions')}
      actions={
        <>
          <Link to="/actions/calendar" className="button-link">
            {t('calendar.link')}
          </Link>
          <Can role="editor">
            <Link to="/actions/new" className="button-link primary">
              {t('new')}
            </Link>
          </Can>
        </>
      }
    >
      <div className="toolbar">
        <div className="field">
          <label htmlFor="actions-kind">{t('filter.kind')}</label>
          <select id="actions-kind" value={kind.slug} onChange={(e) => setSlug(e.target.value)}>
            {kinds.map((k) => (
              <option key={k.id} value={k.slug}>
                {t(`kinds.${k.id}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="help kind-about">{t(`about.${kind.id}`)}</p>
      </div>
      <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      {fetching && !data && <Loading />}
      {list && items.length === 0 && (
        <Empty title={t('empty.title', { kinds: t(`kinds.${kind.id}`) })}>
          <p className="help">{offset > 0 ? t('empty.page') : t('empty.hint')}</p>
          <Can role="editor">
            <Link to={`/actions/new/${kind.slug}`}>{t('editor.new', { kind: t(`kind.${kind.id}`) })}</Link>
          </Can>
        </Empty>
      )}
      {items.length > 0 && (
        <table className="list actions-list">
          <caption className="visually-hidden">{t(`kinds.${kind.id}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.name')}</th>
              <th scope="col">{t('col.details')}</th>
              <th scope="col">{t('col.updated')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('col.controls')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((r) => {
              const id = String(r.id);
              const name = String(r.name);
              return (
                <tr key={id}>
                  <td>
                    <Link to={`/actions/${kind.slug}/${id}`}>{name}</Link>
                  </td>
                  <td className="summary">{summary(kind.id, r)}</td>
                  <td>{formatTime(String(r.updatedAt), i18n.language)}</td>
                  <td className="row-actions">
                    <Can role="editor">
                      <Link to={`/actions/${kind.slug}/${id}/edit`} aria-label={t('editNamed', { name })}>
                        {t('edit')}
                      </Link>
                    </Can>
                    <DuplicateButton kind={kind} id={id} name={name} />
                    <DeleteButton kind={kind} id={id} name={name} onDeleted={() => refetch({ requestPolicy: 'network-only' })} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {list && <Pager offset={offset} limit={LIMIT} total={list.total} count={items.length} onChange={setOffset} />}
    </Page>
  );
}
