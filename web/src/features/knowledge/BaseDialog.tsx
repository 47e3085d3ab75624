// Creating or editing a knowledge base: name, instruction, description and
// the text-search language of its chunks.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ErrorBanner } from '../../components/states';
import { Dialog } from './Dialog';
import { KnowledgeCreateBaseDocument, KnowledgeUpdateBaseDocument } from './operations';
import './i18n';

export const baseLanguages = ['auto', 'portuguese', 'english', 'simple'] as const;

export type BaseFields = { id?: string; name: string; instruction: string; description: string; language: string };

export function BaseDialog({ base, onClose, onSaved }: { base?: BaseFields; onClose: () => void; onSaved: (id: string) => void }) {
  const { t } = useTranslation('knowledge');
  const [fields, setFields] = useState<BaseFields>(base ?? { name: '', instruction: '', description: '', language: 'auto' });
  const [created, create] = useMutation(KnowledgeCreateBaseDocument);
  const [updated, update] = useMutation(KnowledgeUpdateBaseDocument);
  const [error, setError] = useState<unknown>(null);
  const busy = created.fetching || updated.fetching;
  const set = (k: keyof BaseFields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const input = { name: fields.name, instruction: fields.instruction, description: fields.description, language: fields.language };
    if (base?.id) {
      const r = await update({ id: base.id, input });
      if (r.error) setError(r.error);
      else onSaved(base.id);
    } else {
      const r = await create({ input });
      if (r.error || !r.data) setError(r.error);
      else onSaved(r.data.createKnowledgeBase.id);
    }
  }

  return (
    <Dialog title={base?.id ? t('base.edit') : t('bases.new')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="kb-name">{t('base.name')}</label>
          <input id="kb-name" required maxLength={200} value={fields.name} onChange={set('name')} autoFocus />
        </div>
        <div className="field">
          <label htmlFor="kb-instruction">{t('base.instruction')}</label>
          <textarea id="kb-instruction" aria-describedby="kb-instruction-help" maxLength={4000} value={fields.instruction} onChange={set('instruction')} />
          <p className="help" id="kb-instruction-help">
            {t('base.instructionHelp')}
          </p>
        </div>
        <div className="field">
          <label htmlFor="kb-description">{t('base.description')}</label>
          <textarea id="kb-description" maxLength={4000} value={fields.description} onChange={set('description')} />
        </div>
        <div className="field">
          <label htmlFor="kb-language">{t('base.language')}</label>
          <select id="kb-language" aria-describedby="kb-language-help" value={fields.language} onChange={set('language')}>
            {baseLanguages.map((l) => (
              <option key={l} value={l}>
                {t(`language.${l}`)}
              </option>
            ))}
          </select>
          <p className="help" id="kb-language-help">
            {t('base.languageHelp')}
          </p>
        </div>
        <ErrorBanner error={error} />
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="primary" disabled={busy}>
            {base?.id ? t('common:save') : t('base.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
