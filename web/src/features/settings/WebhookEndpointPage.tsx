// One webhook endpoint: its settings, "Send test", and its deliveries
// (server-paged, the status filter in the URL) with each one's attempts and
// "Redeliver". The list follows webhookDeliveryUpdated live.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery, useSubscription } from 'urql';
import { graphql } from '../../gql';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLOffset, useURLParam } from '../../components/urlState';
import { ShownOnce } from './Dialog';
import { EndpointForm, SettingsUpdateWebhookEndpointDocument } from './EndpointForm';
import { useFormatTime } from './format';
import { canRedeliver, deliveryStatuses, deliveryTone } from './rules';
import './i18n';

const SettingsWebhookEndpointDocument = graphql(`
  query SettingsWebhookEndpoint($id: ID!) {
    webhookEndpoint(id: $id) {
      id url events description active disabledReason createdAt
      deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt }
    }
  }
`);

const SettingsWebhookDeliveriesDocument = graphql(`
  query SettingsWebhookDeliveries($endpointId: ID!, $status: String, $limit: Int, $offset: Int) {
    webhookDeliveries(endpointId: $endpointId, status: $status, limit: $limit, offset: $offset) {
      items {
        id event status attemptCount nextAttemptAt lastStatusCode lastError redeliveryOf createdAt finishedAt
        attempts { attempt startedAt durationMs success statusCode error responseBody }
      }
      limit offset
    }
  }
`);

const SettingsWebhookDeliveryUpdatedDocument = graphql(`
  subscription SettingsWebhookDeliveryUpdated($endpointId: ID!) {
    webhookDeliveryUpdated(endpointId: $endpointId) { endpointId deliveryId action status at }
  }
`);

const SettingsTestWebhookEndpointDocument = graphql(`
  mutation SettingsTestWebhookEndpoint($id: ID!) {
    testWebhookEndpoint(id: $id) { deliveryId delivered statusCode durationMs error }
  }
`);

const SettingsRedeliverWebhookDeliveryDocument = graphql(`
  mutation SettingsRedeliverWebhookDelivery($id: ID!) {
    redeliverWebhookDelivery(id: $id) { id event status }
  }
`);

const LIMIT = 25;

export function WebhookEndpointPage() {
  const { t } = useTranslation('settings');
  const { endpointId = '' } = useParams();
  const [{ data, fetching, error }, refetch] = useQuery({ query: SettingsWebhookEndpointDocument, variables: { id: endpointId } });
  const [, test] = useMutation(SettingsTestWebhookEndpointDocument);
  const [, update] = useMutation(SettingsUpdateWebhookEndpointDocument);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [actionError, setActionError] = useState<unknown>(null);
  const [testing, setTesting] = useState(false);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  if (!data) {
    return (
      <>
        <p>
          <Link to="/settings/webhooks">{t('hooks.back')}</Link>
        </p>
        {error ? <ErrorBanner error={error} onRetry={reload} /> : fetching ? <Loading /> : null}
      </>
    );
  }
  const e = data.webhookEndpoint;

  const sendTest = async () => {
    setActionError(null);
    setNotice('');
    setTesting(true);
    const r = await test({ id: e.id });
    setTesting(false);
    if (r.error) return setActionError(r.error);
    const res = r.data!.testWebhookEndpoint;
    setNotice(res.delivered ? t('endpoint.tested.ok', { status: res.statusCode, ms: res.durationMs }) : t('endpoint.tested.failed', { error: res.error ?? `HTTP ${res.statusCode ?? '?'}` }));
    reload();
  };

  const toggle = async () => {
    setActionError(null);
    const r = await update({ id: e.id, input: { active: !e.active } });
    if (r.error) return setActionError(r.error);
    reload();
  };

  return (
    <section aria-labelledby="endpoint-title">
      <p>
        <Link to="/settings/webhooks">{t('hooks.back')}</Link>
      </p>
      <div className="page-header">
        <h2 id="endpoint-title" className="mono">
          {e.url}
        </h2>
        <div className="page-actions">
          <button type="button" className="primary" onClick={sendTest} disabled={testing}>
            {t('endpoint.test')}
          </button>
          <button type="button" onClick={() => setEditing(true)}>
            {t('hooks.edit')}
          </button>
          <button type="button" onClick={toggle}>
            {e.active ? t('endpoint.disable') : t('endpoint.enable')}
          </button>
        </div>
      </div>
      <dl className="settings-facts">
        <dt>{t('endpoint.events')}</dt>
        <dd className="mono">{e.events.join(', ')}</dd>
        {e.description && (
          <>
            <dt>{t('hooks.col.description')}</dt>
            <dd>{e.description}</dd>
          </>
        )}
        <dt>{t('endpoint.state')}</dt>
        <dd>
          <span className={`badge ${e.active ? 'ok' : 'danger'}`}>{e.active ? t('hooks.enabled') : t('hooks.disabled')}</span>
        </dd>
        {e.disabledReason && (
          <>
            <dt>{t('endpoint.disabledReason')}</dt>
            <dd>{e.disabledReason}</dd>
          </>
        )}
      </dl>
      <p role="status" className="notice">
        {notice}
      </p>
      <ErrorBanner error={actionError} />
      <Deliveries endpointId={e.id} />
      {editing && (
        <EndpointForm
          endpoint={e}
          onClose={() => setEditing(false)}
          onSaved={(s) => {
            setEditing(false);
            setNotice(t('hooks.saved'));
            if (s) setSecret(s);
            reload();
          }}
        />
      )}
      {secret && (
        <ShownOnce
          title={t('hooks.secret.title')}
          label={t('hooks.secret.label')}
          value={secret}
          warning={t('hooks.secret.once')}
          failedText={t('keys.created.copyFailed')}
          onClose={() => setSecret(null)}
        />
      )}
    </section>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('settings');
  const formatTime = useFormatTime();
  const [status, setStatus] = useURLParam('status');
  const [offset, setOffset] = useURLOffset();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: SettingsWebhookDeliveriesDocument,
    variables: { endpointId, status: status || undefined, limit: LIMIT, offset },
  });
  const [, redeliver] = useMutation(SettingsRedeliverWebhookDeliveryDocument);
  const [actionError, setActionError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const reload = () => refetch({ requestPolicy: 'network-only' });

  // Each delivery change (a new one, an attempt, a settlement) reloads the window.
  const [live] = useSubscription({ query: SettingsWebhookDeliveryUpdatedDocument, variables: { endpointId } });
  const lastEvent = live.data?.webhookDeliveryUpdated;
  useEffect(() => {
    if (lastEvent) refetch({ requestPolicy: 'network-only' });
  }, [lastEvent, refetch]);

  const again = async (id: string, event: string) => {
    setActionError(null);
    setNotice('');
    const r = await redeliver({ id });
    if (r.error) return setActionError(r.error);
    setNotice(t('deliveries.redelivered', { event }));
    reload();
  };

  const items = data?.webhookDeliveries.items ?? [];
  return (
    <section aria-labelledby="deliveries-title">
      <div className="page-header">
        <h3 id="deliveries-title">{t('deliveries.title')}</h3>
        {!live.error && <span className="live">● {t('deliveries.live')}</span>}
      </div>
      <div className="toolbar">
        <label className="field" htmlFor="deliveries-status">
          <span>{t('deliveries.status')}</span>
          <select id="deliveries-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('common:all')}</option>
            {deliveryStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p role="status" className="notice">
        {notice}
      </p>
      <ErrorBanner error={actionError} />
      {live.error && <ErrorBanner error={live.error} />}
      {!data && fetching && <Loading />}
      {!data && error && <ErrorBanner error={error} onRetry={reload} />}
      {data && items.length === 0 && <Empty title={status ? t('deliveries.emptyFiltered') : t('deliveries.empty')} />}
      {items.length > 0 && (
        <table className="list" data-testid="deliveries">
          <thead>
            <tr>
              <th scope="col">{t('deliveries.col.event')}</th>
              <th scope="col">{t('deliveries.col.status')}</th>
              <th scope="col">{t('deliveries.col.created')}</th>
              <th scope="col">{t('deliveries.col.result')}</th>
              <th scope="col">{t('deliveries.col.attempts')}</th>
              <th scope="col">{t('deliveries.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((d) => (
              <tr key={d.id} data-testid={`delivery-${d.id}`}>
                <td className="mono">
                  {d.event}
                  {d.redeliveryOf && <p className="help">{t('deliveries.redelivery')}</p>}
                </td>
                <td>
                  <span className={`badge ${deliveryTone(d.status)}`}>{t(`status.${d.status}`, { defaultValue: d.status })}</span>
                  {d.nextAttemptAt && <p className="help">{t('deliveries.nextAttempt', { at: formatTime(d.nextAttemptAt) })}</p>}
                </td>
                <td>{formatTime(d.createdAt)}</td>
                <td>
                  {d.lastStatusCode != null && <span className="mono">HTTP {d.lastStatusCode} </span>}
                  {d.lastError && <span className="mono">{d.lastError}</span>}
                </td>
                <td>
                  {d.attempts.length === 0 ? (
                    t('deliveries.noAttempts')
                  ) : (
                    <details>
                      <summary>{t('deliveries.showAttempts', { count: d.attemptCount })}</summary>
                      <table className="list attempts" aria-label={t('deliveries.attempts')}>
                        <thead>
                          <tr>
                            <th scope="col">{t('attempt.col.number')}</th>
                            <th scope="col">{t('attempt.col.started')}</th>
                            <th scope="col">{t('attempt.col.duration')}</th>
                            <th scope="col">{t('attempt.col.result')}</th>
                            <th scope="col">{t('attempt.col.response')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {d.attempts.map((a) => (
                            <tr key={a.attempt}>
                              <td>{a.attempt}</td>
                              <td>{formatTime(a.startedAt)}</td>
                              <td>{t('attempt.ms', { ms: a.durationMs })}</td>
                              <td>
                                <span className={`badge ${a.success ? 'ok' : 'danger'}`}>{a.statusCode != null ? `HTTP ${a.statusCode}` : t('status.failed')}</span>
                                {a.error && <p className="help mono">{a.error}</p>}
                              </td>
                              <td className="mono">{a.responseBody}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </details>
                  )}
                </td>
                <td>
                  {canRedeliver(d) && (
                    <button type="button" onClick={() => void again(d.id, d.event)}>
                      {t('deliveries.redeliver')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager offset={offset} limit={LIMIT} total={null} count={items.length} onChange={setOffset} />}
    </section>
  );
}
