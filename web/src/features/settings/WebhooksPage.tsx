// Webhook endpoints (admins and owners): the list, creating and editing,
// the signing secret shown once, deleting; each endpoint links to its page
// with the deliveries.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { Pager } from '../../components/Pager';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useURLOffset } from '../../components/urlState';
import { Confirm, ShownOnce } from './Dialog';
import { EndpointForm, type EndpointValues } from './EndpointForm';
import { useFormatTime } from './format';
import './i18n';

const SettingsWebhookEndpointsDocument = graphql(`
  query SettingsWebhookEndpoints($limit: Int, $offset: Int) {
    webhookEndpoints(limit: $limit, offset: $offset) {
      items {
        id url events description active disabledReason
        deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt }
      }
      total limit offset
    }
  }
`);

const SettingsDeleteWebhookEndpointDocument = graphql(`
  mutation SettingsDeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

const LIMIT = 50;

export function WebhooksPage() {
  const { t } = useTranslation('settings');
  const formatTime = useFormatTime();
  const [offset, setOffset] = useURLOffset();
  const [{ data, fetching, error }, refetch] = useQuery({ query: SettingsWebhookEndpointsDocument, variables: { limit: LIMIT, offset } });
  const [, deleteEndpoint] = useMutation(SettingsDeleteWebhookEndpointDocument);
  const [editing, setEditing] = useState<EndpointValues | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; url: string } | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const items = data?.webhookEndpoints.items ?? [];

  const remove = async (e: { id: string; url: string }) => {
    setActionError(null);
    const r = await deleteEndpoint({ id: e.id });
    setDeleting(null);
    if (r.error) return setActionError(r.error);
    setNotice(t('hooks.deleted'));
    reload();
  };

  return (
    <section aria-labelledby="hooks-title">
      <div className="page-header">
        <h2 id="hooks-title">{t('hooks.title')}</h2>
        <div className="page-actions">
          <button type="button" className="primary" onClick={() => setEditing('new')}>
            {t('hooks.new')}
          </button>
        </div>
      </div>
      <p className="help notice">{t('hooks.help')}</p>
      <p role="status" className="notice">
        {notice}
      </p>
      <ErrorBanner error={actionError} />
      {!data && fetching && <Loading />}
      {!data && error && <ErrorBanner error={error} onRetry={reload} />}
      {data && items.length === 0 && <Empty title={t('hooks.empty')} />}
      {items.length > 0 && (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">{t('hooks.col.url')}</th>
              <th scope="col">{t('hooks.col.events')}</th>
              <th scope="col">{t('hooks.col.description')}</th>
              <th scope="col">{t('hooks.col.state')}</th>
              <th scope="col">{t('hooks.col.lastDelivery')}</th>
              <th scope="col">{t('hooks.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id}>
                <td className="mono">
                  <Link to={`/settings/webhooks/${e.id}`}>{e.url}</Link>
                </td>
                <td className="mono">{e.events.join(', ')}</td>
                <td>{e.description}</td>
                <td>
                  <span className={`badge ${e.active ? 'ok' : 'danger'}`}>{e.active ? t('hooks.enabled') : t('hooks.disabled')}</span>
                  {e.disabledReason && <p className="help">{e.disabledReason}</p>}
                </td>
                <td>
                  {e.deliveryState.lastDeliveryAt ? formatTime(e.deliveryState.lastDeliveryAt) : t('hooks.noDelivery')}
                  {e.deliveryState.consecutiveFailures > 0 && <p className="help">{t('hooks.failures', { count: e.deliveryState.consecutiveFailures })}</p>}
                </td>
                <td>
                  <div className="row-actions">
                    <button type="button" aria-label={t('hooks.editNamed', { url: e.url })} onClick={() => setEditing(e)}>
                      {t('hooks.edit')}
                    </button>
                    <button type="button" className="danger" aria-label={t('hooks.deleteNamed', { url: e.url })} onClick={() => setDeleting(e)}>
                      {t('hooks.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager offset={offset} limit={LIMIT} total={data.webhookEndpoints.total} count={items.length} onChange={setOffset} />}
      {editing && (
        <EndpointForm
          endpoint={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(s) => {
            setEditing(null);
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
      {deleting && (
        <Confirm
          title={t('hooks.deleteTitle', { url: deleting.url })}
          body={t('hooks.deleteBody')}
          action={t('hooks.delete')}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
