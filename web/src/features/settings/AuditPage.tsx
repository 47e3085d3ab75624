// The audit log (admins and owners): entries newest first, filtered by
// actor, action, resource type, resource id and a date range, the filters
// and the page kept in the URL.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLOffset } from '../../components/urlState';
import { useFormatTime } from './format';
import { auditFiltersFrom, auditParams, auditVariables, noAuditFilters, type AuditFilters } from './rules';
import './i18n';

const SettingsAuditLogDocument = graphql(`
  query SettingsAuditLog(
    $limit: Int
    $offset: Int
    $action: String
    $targetType: String
    $targetId: String
    $actorUserId: ID
    $createdAfter: Time
    $createdBefore: Time
  ) {
    auditLog(
      limit: $limit
      offset: $offset
      action: $action
      targetType: $targetType
      targetId: $targetId
      actorUserId: $actorUserId
      createdAfter: $createdAfter
      createdBefore: $createdBefore
    ) {
      items {
        id action targetType targetId before after requestId createdAt
        actor { kind userId email name keyId }
      }
      total limit offset
    }
  }
`);

// The people who may appear as actors: the organization's members.
const SettingsAuditActorsDocument = graphql(`
  query SettingsAuditActors {
    members(limit: 200) { items { userId name email subject } }
  }
`);

const LIMIT = 50;

// Suggestions for the filters (any value may be typed).
const knownActions = [
  'member.added',
  'member.role_changed',
  'member.removed',
  'api_key.created',
  'api_key.revoked',
  'webhook_endpoint.created',
  'webhook_endpoint.updated',
  'webhook_endpoint.deleted',
  'webhook_delivery.redelivered',
  'agent.created',
  'agent.updated',
];
const knownTypes = ['member', 'api_key', 'webhook_endpoint', 'webhook_delivery', 'agent', 'flow', 'knowledge_base', 'knowledge_document'];

export function AuditPage() {
  const { t } = useTranslation('settings');
  const id = useId();
  const formatTime = useFormatTime();
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFrom(params);
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [offset, setOffset] = useURLOffset();
  const key = params.toString();
  // The form follows the URL (back and forward, a pasted link).
  useEffect(() => setDraft(auditFiltersFrom(new URLSearchParams(key))), [key]);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: SettingsAuditLogDocument,
    variables: { limit: LIMIT, offset, ...auditVariables(filters) },
  });
  const [actors] = useQuery({ query: SettingsAuditActorsDocument });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const filtered = Object.values(filters).some(Boolean);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams((prev) => auditParams(prev, draft), { replace: true });
  };
  const clear = () => setParams((prev) => auditParams(prev, noAuditFilters), { replace: true });

  const items = data?.auditLog.items ?? [];
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.title')}</h2>
      <p className="help notice">{t('audit.help')}</p>
      <form className="toolbar" onSubmit={apply} role="search" aria-label={t('common:filters')}>
        <div className="field">
          <label htmlFor={`${id}-actor`}>{t('audit.actor')}</label>
          <select id={`${id}-actor`} value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })}>
            <option value="">{t('common:all')}</option>
            {draft.actor && !actors.data?.members.items.some((m) => m.userId === draft.actor) && <option value={draft.actor}>{draft.actor}</option>}
            {(actors.data?.members.items ?? []).map((m) => (
              <option key={m.userId} value={m.userId}>
                {m.name || m.email || m.subject || m.userId}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-action`}>{t('audit.action')}</label>
          <input id={`${id}-action`} list={`${id}-actions`} value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })} />
          <datalist id={`${id}-actions`}>
            {knownActions.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('audit.targetType')}</label>
          <input id={`${id}-type`} list={`${id}-types`} value={draft.targetType} onChange={(e) => setDraft({ ...draft, targetType: e.target.value })} />
          <datalist id={`${id}-types`}>
            {knownTypes.map((a) => (
              <option key={a} value={a} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor={`${id}-target`}>{t('audit.targetId')}</label>
          <input id={`${id}-target`} value={draft.targetId} onChange={(e) => setDraft({ ...draft, targetId: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('audit.from')}</label>
          <input id={`${id}-from`} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{t('audit.to')}</label>
          <input id={`${id}-to`} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <div className="toolbar-actions">
          <button type="submit" className="primary">
            {t('audit.apply')}
          </button>
          {filtered && (
            <button type="button" onClick={clear}>
              {t('audit.clear')}
            </button>
          )}
        </div>
      </form>
      {!data && fetching && <Loading />}
      {error && <ErrorBanner error={error} onRetry={reload} />}
      {data && items.length === 0 && <Empty title={filtered ? t('audit.emptyFiltered') : t('audit.empty')} />}
      {items.length > 0 && (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">{t('audit.col.when')}</th>
              <th scope="col">{t('audit.col.actor')}</th>
              <th scope="col">{t('audit.col.action')}</th>
              <th scope="col">{t('audit.col.target')}</th>
              <th scope="col">{t('audit.col.changes')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((ev) => (
              <tr key={ev.id}>
                <td>{formatTime(ev.createdAt)}</td>
                <td>
                  {ev.actor.name || ev.actor.email || ev.actor.keyId || ''}
                  <p className="help">{t(`audit.actor.${ev.actor.kind}`, { defaultValue: ev.actor.kind })}</p>
                </td>
                <td className="mono">{ev.action}</td>
                <td>
                  <span className="mono">{ev.targetType}</span>
                  <p className="help mono">{ev.targetId}</p>
                </td>
                <td>
                  {(ev.before != null || ev.after != null) && (
                    <details>
                      <summary>{t('audit.show')}</summary>
                      {ev.before != null && (
                        <>
                          <p className="help">{t('audit.before')}</p>
                          <pre className="json">{JSON.stringify(ev.before, null, 2)}</pre>
                        </>
                      )}
                      {ev.after != null && (
                        <>
                          <p className="help">{t('audit.after')}</p>
                          <pre className="json">{JSON.stringify(ev.after, null, 2)}</pre>
                        </>
                      )}
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager offset={offset} limit={LIMIT} total={data.auditLog.total} count={items.length} onChange={setOffset} />}
    </section>
  );
}
