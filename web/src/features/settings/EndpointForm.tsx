// Creating or editing a webhook endpoint: URL, events, description and
// whether it is enabled. A new endpoint's signing secret is handed back to
// be shown once.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import { ErrorBanner } from '../../components/states';
import { Dialog } from './Dialog';
import { webhookEvents } from './rules';
import './i18n';

const SettingsCreateWebhookEndpointDocument = graphql(`
  mutation SettingsCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { id url secret active }
  }
`);

export const SettingsUpdateWebhookEndpointDocument = graphql(`
  mutation SettingsUpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) { id url events description active disabledReason }
  }
`);

export type EndpointValues = { id: string; url: string; events: string[]; description: string; active: boolean };

export function EndpointForm({ endpoint, onClose, onSaved }: { endpoint?: EndpointValues; onClose: () => void; onSaved: (secret: string | null) => void }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [url, setURL] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? ['call.completed']);
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [active, setActive] = useState(endpoint?.active ?? true);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [, create] = useMutation(SettingsCreateWebhookEndpointDocument);
  const [, update] = useMutation(SettingsUpdateWebhookEndpointDocument);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (events.length === 0) return setError(new Error(t('hooks.form.noEvents')));
    setBusy(true);
    try {
      if (endpoint) {
        const r = await update({ id: endpoint.id, input: { url: url.trim(), events, description: description.trim(), active } });
        if (r.error) return setError(r.error);
        onSaved(null);
        return;
      }
      const r = await create({ input: { url: url.trim(), events, description: description.trim() || undefined } });
      if (r.error || !r.data) return setError(r.error);
      const created = r.data.createWebhookEndpoint;
      if (!active) {
        const u = await update({ id: created.id, input: { active: false } });
        if (u.error) setError(u.error);
      }
      onSaved(created.secret ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={endpoint ? t('hooks.form.editTitle') : t('hooks.form.newTitle')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-url`}>{t('hooks.form.url')}</label>
          <input
            id={`${id}-url`}
            type="url"
            required
            maxLength={2048}
            placeholder="https://"
            value={url}
            onChange={(e) => setURL(e.target.value)}
            aria-describedby={`${id}-url-help`}
            autoFocus
          />
          <p id={`${id}-url-help`} className="help">
            {t('hooks.form.urlHelp')}
          </p>
        </div>
        <fieldset className="checks">
          <legend>{t('hooks.form.events')}</legend>
          {webhookEvents.map((ev) => (
            <label key={ev}>
              <input
                type="checkbox"
                checked={events.includes(ev)}
                onChange={(e) => setEvents((prev) => (e.target.checked ? [...prev, ev] : prev.filter((x) => x !== ev)))}
              />
              <span className="mono">{ev}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('hooks.form.description')}</label>
          <input id={`${id}-description`} maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
        </div>
        <label className="inline-field">
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          <span>{t('hooks.form.enabled')}</span>
        </label>
        <ErrorBanner error={error} />
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="primary" disabled={busy}>
            {t('common:save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
