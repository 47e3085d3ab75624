// One action's page (heading = its name): its definition, its controls by
// role, what can be tried on it, and its history (the audit log of its
// writes and executions, which admins read).
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { Can } from '../../auth/Can';
import { Page } from '../../components/Page';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { graphql } from '../../gql';
import { ops } from './api';
import { DeleteButton, DuplicateButton } from './ActionControls';
import { AgentsDocument } from './FieldInputs';
import { formatTime } from './format';
import { kindBySlug, kinds, visibleFields, type FormState, type KindSpec } from './kinds';
import { TestPanel } from './TestPanel';
import './i18n';
import './actions.css';

const HistoryDocument = graphql(`
  query ActionsHistory($targetId: String, $limit: Int) {
    auditLog(targetId: $targetId, limit: $limit) {
      items { id action createdAt actor { kind name email } }
      total
    }
  }
`);

export function ActionPage() {
  const { t, i18n } = useTranslation('actions');
  const { kind: slug, id = '' } = useParams();
  const navigate = useNavigate();
  const kind = kindBySlug(slug);
  const k = kind ?? kinds[0];
  const [{ data, fetching, error }] = useQuery({ query: ops[k.id].one, variables: { id }, pause: !kind });
  if (!kind) {
    return (
      <Page title={t('common:notFound.title')}>
        <Empty title={t('unknownKind')}>
          <Link to="/actions">{t('backToActions')}</Link>
        </Empty>
      </Page>
    );
  }
  const record = data?.[ops[kind.id].oneField] as Record<string, unknown> | undefined;
  if (!record) {
    return (
      <Page title={t(`kind.${kind.id}`)}>
        {fetching && <Loading />}
        <ErrorBanner error={error} />
        <Link to={`/actions?kind=${kind.slug}`}>{t('backToList', { kinds: t(`kinds.${kind.id}`) })}</Link>
      </Page>
    );
  }
  const name = String(record.name);
  return (
    <Page
      title={name}
      actions={
        <>
          <Can role="editor">
            <Link to={`/actions/${kind.slug}/${id}/edit`} className="button-link primary">
              {t('edit')}
            </Link>
          </Can>
          <DuplicateButton kind={kind} id={id} name={name} />
          <DeleteButton kind={kind} id={id} name={name} onDeleted={() => navigate(`/actions?kind=${kind.slug}`)} />
        </>
      }
    >
      <p>
        <Link to={`/actions?kind=${kind.slug}`}>{t('backToList', { kinds: t(`kinds.${kind.id}`) })}</Link>
      </p>
      <section className="panel" aria-labelledby="action-definition">
        <h2 id="action-definition">
          {t(`kind.${kind.id}`)} <span className="help">· {t('updatedAt', { time: formatTime(String(record.updatedAt), i18n.language) })}</span>
        </h2>
        <Definition kind={kind} record={record} />
      </section>
      <TestPanel kind={kind} id={id} />
      <Can role="admin">
        <History id={id} />
      </Can>
    </Page>
  );
}

function Definition({ kind, record }: { kind: KindSpec; record: Record<string, unknown> }) {
  const { t } = useTranslation('actions');
  const needsAgents = kind.fields.some((f) => f.type === 'agents');
  const [{ data: agents }] = useQuery({ query: AgentsDocument, pause: !needsAgents });
  const agentName = (aid: string) => agents?.agents.items.find((a) => a.id === aid)?.name ?? aid;
  return (
    <dl className="definition">
      {visibleFields(kind, record as FormState)
        .filter((f) => f.key !== 'name' && !('optional' in f && f.optional))
        .map((f) => {
          const key = f.type === 'pairs' && f.writeOnly ? 'secretNames' : f.key;
          const v = record[key];
          let shown;
          if (f.type === 'rows') {
            const rows = (v as Record<string, unknown>[]) ?? [];
            const cols = f.columns.filter((c) => c.type !== 'hidden' && !c.optional);
            shown =
              rows.length === 0 ? (
                <span className="help">{t('result.none')}</span>
              ) : (
                <table className="list compact">
                  <thead>
                    <tr>
                      {cols.map((c) => (
                        <th key={c.key} scope="col">
                          {t(`column.${f.key}.${c.key}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r, i) => (
                      <tr key={i}>
                        {cols.map((c) => (
                          <td key={c.key}>{c.type === 'checkbox' ? (r[c.key] ? t('common:yes') : t('common:no')) : c.type === 'select' ? t(`option.${r[c.key]}`) : String(r[c.key] ?? '')}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              );
          } else if (f.type === 'pairs') {
            const entries = Array.isArray(v) ? (v as string[]).map((n) => [n, '****']) : Object.entries((v as Record<string, string>) ?? {});
            shown =
              entries.length === 0 ? (
                <span className="help">{t('result.none')}</span>
              ) : (
                <ul className="pairs">
                  {entries.map(([a, b]) => (
                    <li key={a}>
                      <code>{a}</code>: <code>{b}</code>
                    </li>
                  ))}
                </ul>
              );
          } else if (f.type === 'agents') {
            const ids = (v as string[]) ?? [];
            shown = ids.length === 0 ? t('agents.every') : ids.map(agentName).join(', ');
          } else if (f.type === 'select') {
            shown = t(`option.${v}`);
          } else {
            shown = v === '' || v === null || v === undefined ? <span className="help">{t('result.none')}</span> : String(v);
          }
          return (
            <div key={f.key}>
              <dt>{t(`field.${f.key}`)}</dt>
              <dd>{shown}</dd>
            </div>
          );
        })}
    </dl>
  );
}

function History({ id }: { id: string }) {
  const { t, i18n } = useTranslation('actions');
  const [{ data, fetching, error }] = useQuery({ query: HistoryDocument, variables: { targetId: id, limit: 50 }, requestPolicy: 'cache-and-network' });
  const items = data?.auditLog.items ?? [];
  return (
    <section className="panel" aria-labelledby="action-history">
      <h2 id="action-history">{t('history.title')}</h2>
      <p className="help">{t('history.help')}</p>
      <ErrorBanner error={error} />
      {fetching && !data && <Loading />}
      {data && items.length === 0 && <p className="help">{t('history.none')}</p>}
      {items.length > 0 && (
        <table className="list compact">
          <thead>
            <tr>
              <th scope="col">{t('history.when')}</th>
              <th scope="col">{t('history.what')}</th>
              <th scope="col">{t('history.who')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id}>
                <td>{formatTime(e.createdAt, i18n.language)}</td>
                <td>
                  <code>{e.action}</code>
                </td>
                <td>{e.actor.name || e.actor.email || t(`history.actor.${e.actor.kind}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && data.auditLog.total != null && data.auditLog.total > items.length && <p className="help">{t('history.more', { shown: items.length, total: data.auditLog.total })}</p>}
    </section>
  );
}
