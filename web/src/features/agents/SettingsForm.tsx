// The draft's editor: name, description, the prompt (prompt mode) and every
// setting the API accepts. Save sends what changed; the API's field errors
// show next to their fields. Viewers read the same form, disabled, without
// Save.
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import type { AgentSettingsQuery } from '../../gql/graphql';
import { useCan } from '../../auth/Can';
import { ErrorBanner } from '../../components/states';
import { fieldErrors, formFromAgent, knownSettings, patchFrom, type FormValues } from './settingsForm';
import './i18n';

const AgentUpdateDocument = graphql(`
  mutation AgentUpdate($id: ID!, $input: UpdateAgentInput!) {
    updateAgent(id: $id, input: $input) {
      id name description prompt settings version hasUnpublishedChanges publicChannelEnabled allowedOrigins updatedAt
    }
  }
`);

type Agent = AgentSettingsQuery['agent'];

export function SettingsForm({ agent }: { agent: Agent }) {
  const { t } = useTranslation('agents');
  const canEdit = useCan('editor') && agent.status !== 'archived';
  // The form follows the draft's content, not each refetch of it.
  const content = JSON.stringify([agent.name, agent.description, agent.prompt, agent.settings]);
  const loaded = useMemo(() => formFromAgent(agent), [content]);
  const [values, setValues] = useState<FormValues>(loaded);
  const [saved, setSaved] = useState(false);
  const [update, save] = useMutation(AgentUpdateDocument);
  // A new draft from the API (save, discard, restore) replaces the form.
  useEffect(() => setValues(loaded), [loaded]);

  const promptMode = agent.editingMode === 'prompt';
  const patch = patchFrom(loaded, values, promptMode);
  const errors = fieldErrors(update.error);
  const known = new Set(Object.keys(errors));
  const unplaced = update.error && (known.size === 0 || [...known].some((k) => !isFormField(k)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (!patch) return;
    const r = await save({ id: agent.id, input: patch });
    if (!r.error) setSaved(true);
  };

  const set = (f: keyof Omit<FormValues, 'settings'>) => (v: string) => {
    setSaved(false);
    setValues((s) => ({ ...s, [f]: v }));
  };
  const setSetting = (k: string) => (v: string) => {
    setSaved(false);
    setValues((s) => ({ ...s, settings: { ...s.settings, [k]: v } }));
  };

  return (
    <form className="panel form agent-form" aria-labelledby="agent-draft-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="agent-draft-title">{t('settings.title')}</h2>
      <p className="help">{t('settings.help')}</p>
      <Field id="agent-name" label={t('settings.name')} error={errors.name}>
        {(p) => <input {...p} value={values.name} onChange={(e) => set('name')(e.target.value)} disabled={!canEdit} />}
      </Field>
      <Field id="agent-description" label={t('settings.description')} error={errors.description}>
        {(p) => <textarea {...p} rows={2} value={values.description} onChange={(e) => set('description')(e.target.value)} disabled={!canEdit} />}
      </Field>
      {promptMode ? (
        <Field id="agent-prompt" label={t('settings.prompt')} error={errors.prompt} help={t('settings.promptHelp')}>
          {(p) => <textarea {...p} rows={10} value={values.prompt} onChange={(e) => set('prompt')(e.target.value)} disabled={!canEdit} />}
        </Field>
      ) : (
        <p className="help">{t('settings.flowMode')}</p>
      )}
      <fieldset className="settings-grid">
        <legend>{t('settings.options')}</legend>
        {knownSettings.map(({ key, kind }) => {
          const id = `agent-setting-${key}`;
          const label = t(`setting.${key}`);
          const v = values.settings[key] ?? '';
          const err = errors[`settings.${key}`];
          return (
            <Field key={key} id={id} label={label} error={err} help={t(`settingHelp.${key}`, { defaultValue: '' }) || undefined} wide={kind === 'text'}>
              {(p) =>
                kind === 'boolean' ? (
                  <select {...p} value={v} onChange={(e) => setSetting(key)(e.target.value)} disabled={!canEdit}>
                    <option value="">{t('settings.default')}</option>
                    <option value="true">{t('common:yes')}</option>
                    <option value="false">{t('common:no')}</option>
                  </select>
                ) : kind === 'text' ? (
                  <textarea {...p} rows={2} value={v} onChange={(e) => setSetting(key)(e.target.value)} disabled={!canEdit} />
                ) : (
                  <input {...p} inputMode={kind === 'string' ? undefined : 'decimal'} value={v} onChange={(e) => setSetting(key)(e.target.value)} disabled={!canEdit} />
                )
              }
            </Field>
          );
        })}
      </fieldset>
      {unplaced && <ErrorBanner error={update.error} />}
      {canEdit && (
        <div className="form-actions">
          <button type="submit" className="primary" disabled={!patch || update.fetching}>
            {t('common:save')}
          </button>
          {patch && (
            <button type="button" onClick={() => setValues(loaded)}>
              {t('settings.revert')}
            </button>
          )}
          {saved && !patch && (
            <span role="status" className="saved">
              {t('settings.saved')}
            </span>
          )}
        </div>
      )}
    </form>
  );
}

function isFormField(k: string): boolean {
  return k === 'name' || k === 'description' || k === 'prompt' || k.startsWith('settings.');
}

type FieldProps = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A labelled field with its help and the API's error next to it. */
function Field({ id, label, error, help, wide, children }: { id: string; label: string; error?: string; help?: string; wide?: boolean; children: (p: FieldProps) => ReactNode }) {
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${wide ? ' wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {help && (
        <p id={`${id}-help`} className="help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
