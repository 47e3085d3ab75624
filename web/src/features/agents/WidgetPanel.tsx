// The public widget of a voice_widget or chat agent: whether its public
// channel is on, and the web origins whose pages may open widget sessions.
// Each change is saved at once; the API checks the origins.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import type { AgentSettingsQuery } from '../../gql/graphql';
import { useCan } from '../../auth/Can';
import { ErrorBanner } from '../../components/states';
import { fieldErrors } from './settingsForm';
import './i18n';

const AgentWidgetUpdateDocument = graphql(`
  mutation AgentWidgetUpdate($id: ID!, $input: UpdateAgentInput!) {
    updateAgent(id: $id, input: $input) { id publicChannelEnabled allowedOrigins hasUnpublishedChanges updatedAt }
  }
`);

type Agent = AgentSettingsQuery['agent'];

export function WidgetPanel({ agent }: { agent: Agent }) {
  const { t } = useTranslation('agents');
  const canEdit = useCan('editor') && agent.status !== 'archived';
  const [result, update] = useMutation(AgentWidgetUpdateDocument);
  const [origin, setOrigin] = useState('');
  // The switch shows the change at once; the API's answer replaces it.
  const [publicOn, setPublicOn] = useState<boolean | null>(null);
  useEffect(() => setPublicOn(null), [agent.publicChannelEnabled]);
  const togglePublic = async (on: boolean) => {
    setPublicOn(on);
    const r = await update({ id: agent.id, input: { publicChannelEnabled: on } });
    if (r.error) setPublicOn(null);
  };
  const errors = fieldErrors(result.error);
  const originError = errors.allowed_origins ?? Object.entries(errors).find(([k]) => k.startsWith('allowed_origins'))?.[1] ?? errors.allowedOrigins;

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const o = origin.trim();
    if (!o) return;
    const r = await update({ id: agent.id, input: { allowedOrigins: [...agent.allowedOrigins, o] } });
    if (!r.error) setOrigin('');
  };
  const remove = (o: string) => void update({ id: agent.id, input: { allowedOrigins: agent.allowedOrigins.filter((x) => x !== o) } });

  return (
    <section className="panel" aria-labelledby="agent-widget-title">
      <h2 id="agent-widget-title">{t('widget.title')}</h2>
      <p className="help">{t('widget.help')}</p>
      {canEdit ? (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={publicOn ?? agent.publicChannelEnabled}
            disabled={result.fetching}
            onChange={(e) => void togglePublic(e.target.checked)}
          />
          {t('widget.public')}
        </label>
      ) : (
        <p>{agent.publicChannelEnabled ? t('widget.on') : t('widget.off')}</p>
      )}
      <h3>{t('widget.origins')}</h3>
      {agent.allowedOrigins.length === 0 ? (
        <p className="help">{t('widget.noOrigins')}</p>
      ) : (
        <ul className="origins" aria-label={t('widget.origins')}>
          {agent.allowedOrigins.map((o) => (
            <li key={o}>
              <code>{o}</code>
              {canEdit && (
                <button type="button" disabled={result.fetching} onClick={() => remove(o)} aria-label={t('widget.remove', { origin: o })}>
                  {t('common:delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form className="inline-form" onSubmit={(e) => void add(e)}>
          <label htmlFor="agent-widget-origin" className="visually-hidden">
            {t('widget.origin')}
          </label>
          <input
            id="agent-widget-origin"
            value={origin}
            placeholder="https://www.example.com"
            onChange={(e) => setOrigin(e.target.value)}
            aria-invalid={originError ? true : undefined}
            aria-describedby={originError ? 'agent-widget-origin-error' : undefined}
          />
          <button type="submit" disabled={result.fetching || !origin.trim()}>
            {t('widget.add')}
          </button>
        </form>
      )}
      {originError ? (
        <p id="agent-widget-origin-error" className="field-error">
          {originError}
        </p>
      ) : (
        <ErrorBanner error={result.error} />
      )}
    </section>
  );
}
