// The calendar integration booking actions book on (Cal.com): its status
// and account for everyone, its event types when connected; admins connect
// with an API key (checked by the provider, never shown again) and
// disconnect.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { Can } from '../../auth/Can';
import { Page } from '../../components/Page';
import { ErrorBanner, Loading } from '../../components/states';
import { graphql } from '../../gql';
import { formatTime } from './format';
import { apiFieldErrors, errorsByKey } from './kinds';
import './i18n';
import './actions.css';

const CalendarDocument = graphql(`
  query ActionsCalendar {
    calendarIntegration { type provider status connectedAt account { username email timeZone } }
  }
`);

const EventTypesDocument = graphql(`
  query ActionsCalendarEventTypes {
    calendarEventTypes { id title slug lengthMinutes }
  }
`);

const ConnectDocument = graphql(`
  mutation ActionsConnectCalendar($apiKey: String!) {
    connectCalendar(apiKey: $apiKey) { type provider status connectedAt account { username email timeZone } }
  }
`);

const DisconnectDocument = graphql(`
  mutation ActionsDisconnectCalendar {
    disconnectCalendar
  }
`);

export function CalendarPage() {
  const { t, i18n } = useTranslation('actions');
  const [{ data, fetching, error }, refetch] = useQuery({ query: CalendarDocument, requestPolicy: 'cache-and-network' });
  const cal = data?.calendarIntegration;
  const connected = cal?.status === 'connected';
  return (
    <Page title={t('calendar.title')}>
      <p>
        <Link to="/actions">{t('backToActions')}</Link>
      </p>
      <p className="help">{t('calendar.help')}</p>
      <ErrorBanner error={error} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      {fetching && !data && <Loading />}
      {cal && (
        <section className="panel" aria-labelledby="calendar-status">
          <h2 id="calendar-status">{t('calendar.provider')}</h2>
          <p>
            <span className={`badge ${connected ? 'ok' : 'warn'}`} data-testid="calendar-status">
              {t(`calendar.status.${cal.status}`)}
            </span>
          </p>
          {connected && cal.account && (
            <dl className="definition">
              <div>
                <dt>{t('calendar.username')}</dt>
                <dd>{cal.account.username}</dd>
              </div>
              <div>
                <dt>{t('calendar.email')}</dt>
                <dd>{cal.account.email}</dd>
              </div>
              <div>
                <dt>{t('calendar.timeZone')}</dt>
                <dd>{cal.account.timeZone}</dd>
              </div>
              <div>
                <dt>{t('calendar.connectedAt')}</dt>
                <dd>{formatTime(cal.connectedAt, i18n.language)}</dd>
              </div>
            </dl>
          )}
          {!connected && <p className="help">{t('calendar.disconnectedHelp')}</p>}
          <Can role="admin">
            <ConnectForm connected={connected} onDone={() => refetch({ requestPolicy: 'network-only' })} />
            {connected && <DisconnectButton onDone={() => refetch({ requestPolicy: 'network-only' })} />}
          </Can>
        </section>
      )}
      {connected && <EventTypes />}
    </Page>
  );
}

function ConnectForm({ connected, onDone }: { connected: boolean; onDone: () => void }) {
  const { t } = useTranslation('actions');
  const [apiKey, setApiKey] = useState('');
  const [result, connect] = useMutation(ConnectDocument);
  const fieldError = errorsByKey(apiFieldErrors(result.error)).apiKey;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await connect({ apiKey });
    if (!r.error) {
      setApiKey('');
      onDone();
    }
  };
  return (
    <form className="form calendar-connect" onSubmit={onSubmit}>
      <h3>{connected ? t('calendar.replace') : t('calendar.connect')}</h3>
      <div className="field">
        <label htmlFor="calendar-api-key">{t('calendar.apiKey')}</label>
        <input
          id="calendar-api-key"
          type="password"
          autoComplete="off"
          value={apiKey}
          onChange={(e) => setApiKey(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`calendar-api-key-help${fieldError ? ' calendar-api-key-error' : ''}`}
        />
        <p id="calendar-api-key-help" className="help">
          {t('calendar.apiKeyHelp')}
        </p>
        {fieldError && (
          <p id="calendar-api-key-error" className="field-error">
            {fieldError}
          </p>
        )}
      </div>
      <ErrorBanner error={result.error} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={result.fetching || apiKey.trim() === ''}>
          {t('calendar.connectButton')}
        </button>
      </div>
    </form>
  );
}

function DisconnectButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('actions');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [result, disconnect] = useMutation(DisconnectDocument);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <>
      <button type="button" className="danger" onClick={() => setOpen(true)}>
        {t('calendar.disconnect')}
      </button>
      <dialog ref={dialog} aria-labelledby="calendar-disconnect-title" onClose={() => setOpen(false)}>
        <h2 id="calendar-disconnect-title">{t('calendar.disconnectTitle')}</h2>
        <p>{t('calendar.disconnectBody')}</p>
        <ErrorBanner error={result.error} />
        <div className="form-actions">
          <button
            type="button"
            className="danger"
            disabled={result.fetching}
            onClick={async () => {
              const r = await disconnect({});
              if (!r.error) {
                setOpen(false);
                onDone();
              }
            }}
          >
            {t('calendar.disconnect')}
          </button>
          <button type="button" autoFocus onClick={() => setOpen(false)}>
            {t('common:cancel')}
          </button>
        </div>
      </dialog>
    </>
  );
}

function EventTypes() {
  const { t } = useTranslation('actions');
  const [{ data, fetching, error }] = useQuery({ query: EventTypesDocument });
  const items = data?.calendarEventTypes ?? [];
  return (
    <section className="panel" aria-labelledby="calendar-events">
      <h2 id="calendar-events">{t('calendar.eventTypes')}</h2>
      <p className="help">{t('calendar.eventTypesHelp')}</p>
      <ErrorBanner error={error} />
      {fetching && !data && <Loading />}
      {data && items.length === 0 && <p className="help">{t('calendar.noEventTypes')}</p>}
      {items.length > 0 && (
        <table className="list compact">
          <thead>
            <tr>
              <th scope="col">{t('calendar.eventId')}</th>
              <th scope="col">{t('calendar.eventTitle')}</th>
              <th scope="col">{t('calendar.eventLength')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id}>
                <td>{e.id}</td>
                <td>
                  {e.title} <span className="help">({e.slug})</span>
                </td>
                <td>{t('minutes', { n: e.lengthMinutes })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
