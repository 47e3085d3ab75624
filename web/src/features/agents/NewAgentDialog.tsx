// "New agent": a blank agent (name, type, editing mode) or one from a
// template of the catalogue (name and type default to the template's).
// Creates it through the API, then the caller opens it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { ErrorBanner, Loading } from '../../components/states';
import { fieldErrors } from './settingsForm';
import { agentTypes, editingModes } from './labels';
import './i18n';

const AgentsTemplatesDocument = graphql(`
  query AgentsTemplates {
    agentTemplates { items { id name description agentType language } }
  }
`);

const AgentsCreateDocument = graphql(`
  mutation AgentsCreate($input: CreateAgentInput!) {
    createAgent(input: $input) { id }
  }
`);

const AgentsCreateFromTemplateDocument = graphql(`
  mutation AgentsCreateFromTemplate($input: CreateAgentFromTemplateInput!) {
    createAgentFromTemplate(input: $input) { id }
  }
`);

export function NewAgentDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('agents');
  const ref = useRef<HTMLDialogElement>(null);
  const [source, setSource] = useState<'blank' | 'template'>('blank');
  const [templateId, setTemplateId] = useState('');
  const [name, setName] = useState('');
  const [agentType, setAgentType] = useState('');
  const [editingMode, setEditingMode] = useState('prompt');
  const [{ data: templates, fetching: loadingTemplates, error: templatesError }] = useQuery({ query: AgentsTemplatesDocument, pause: source !== 'template' });
  const [created, create] = useMutation(AgentsCreateDocument);
  const [createdFrom, createFrom] = useMutation(AgentsCreateFromTemplateDocument);
  const [localError, setLocalError] = useState<string | null>(null);

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);

  const template = templates?.agentTemplates.items.find((x) => x.id === templateId);
  const error = source === 'blank' ? created.error : createdFrom.error;
  const errors = fieldErrors(error);
  const working = created.fetching || createdFrom.fetching;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setLocalError(null);
    if (source === 'blank') {
      if (!agentType) {
        setLocalError(t('new.typeRequired'));
        return;
      }
      const r = await create({ input: { name: name.trim(), agentType, editingMode } });
      if (r.data) onCreated(r.data.createAgent.id);
    } else {
      if (!templateId) {
        setLocalError(t('new.templateRequired'));
        return;
      }
      const r = await createFrom({ input: { templateId, name: name.trim() || null, agentType: agentType || null } });
      if (r.data) onCreated(r.data.createAgentFromTemplate.id);
    }
  };

  return (
    <dialog ref={ref} aria-labelledby="new-agent-title" onClose={onClose} className="agent-dialog">
      <form className="form" onSubmit={(e) => void submit(e)}>
        <h2 id="new-agent-title">{t('new.title')}</h2>
        <fieldset className="choice">
          <legend>{t('new.source')}</legend>
          <label>
            <input type="radio" name="source" value="blank" checked={source === 'blank'} onChange={() => setSource('blank')} />
            {t('new.blank')}
          </label>
          <label>
            <input type="radio" name="source" value="template" checked={source === 'template'} onChange={() => setSource('template')} />
            {t('new.fromTemplate')}
          </label>
        </fieldset>

        {source === 'template' && (
          <div className="field">
            <label htmlFor="new-agent-template">{t('new.template')}</label>
            {loadingTemplates && !templates && <Loading />}
            <ErrorBanner error={templatesError} />
            {templates && (
              <select id="new-agent-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)} required>
                <option value="">{t('new.chooseTemplate')}</option>
                {templates.agentTemplates.items.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name} ({t(`type.${x.agentType}`, { defaultValue: x.agentType })}, {x.language})
                  </option>
                ))}
              </select>
            )}
            {template && <p className="help">{template.description}</p>}
          </div>
        )}

        <div className="field">
          <label htmlFor="new-agent-name">{t('new.name')}</label>
          <input
            id="new-agent-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required={source === 'blank'}
            maxLength={200}
            placeholder={template ? template.name : ''}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'new-agent-name-error' : undefined}
          />
          {errors.name && (
            <p id="new-agent-name-error" className="field-error">
              {errors.name}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="new-agent-type">{t('new.type')}</label>
          <select id="new-agent-type" value={agentType} onChange={(e) => setAgentType(e.target.value)} required={source === 'blank'}>
            <option value="">{source === 'template' ? t('new.templateType') : t('new.chooseType')}</option>
            {agentTypes.map((v) => (
              <option key={v} value={v}>
                {t(`type.${v}`)}
              </option>
            ))}
          </select>
        </div>
        {source === 'blank' && (
          <div className="field">
            <label htmlFor="new-agent-mode">{t('new.mode')}</label>
            <select id="new-agent-mode" value={editingMode} onChange={(e) => setEditingMode(e.target.value)}>
              {editingModes.map((v) => (
                <option key={v} value={v}>
                  {t(`mode.${v}`)}
                </option>
              ))}
            </select>
            <p className="help">{t('new.modeHelp')}</p>
          </div>
        )}
        {localError && (
          <p className="state state-error" role="alert">
            {localError}
          </p>
        )}
        <ErrorBanner error={error} />
        <div className="dialog-actions">
          <button type="button" onClick={() => ref.current?.close()}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="primary" disabled={working}>
            {t('new.create')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
