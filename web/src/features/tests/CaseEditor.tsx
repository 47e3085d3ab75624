// The new/edit case dialog: the caller (script, simulated persona and goal,
// or a preset), turns, assertions as JSON and status. The API's field
// errors (extensions.fields, by REST path) show under their fields.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { ErrorBanner } from '../../components/states';
import { emptyCase, formOf, inputOf, type CaseForm } from './caseForm';
import { Dialog } from '../../components/Dialog';
import { CreateTestCaseDocument, ScenarioPresetsDocument, UpdateTestCaseDocument } from './documents';

type CaseLike = Parameters<typeof formOf>[0];
export type EditedCase = { id: null } | { id: string; current: CaseLike };

type FieldError = { field: string; message: string };

/** The API's field errors of a failed mutation, by the form field they concern. */
function fieldErrors(error: CombinedError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of error?.graphQLErrors ?? []) {
    for (const f of (g.extensions?.fields as FieldError[] | undefined) ?? []) {
      const key = f.field.replace(/^\$?input\./, '').replace(/\[\d+\].*$/, '').replace(/\..*$/, '');
      out[key] = out[key] ? `${out[key]}; ${f.field}: ${f.message}` : `${f.field}: ${f.message}`;
    }
  }
  return out;
}

export function CaseEditor({ suiteId, edited, onClose, onSaved }: { suiteId: string; edited: EditedCase | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('tests');
  const { t: tc } = useTranslation();
  const [form, setForm] = useState<CaseForm>(emptyCase);
  const [assertionsError, setAssertionsError] = useState<string | null>(null);
  const [presets] = useQuery({ query: ScenarioPresetsDocument, pause: !edited });
  const [createState, create] = useMutation(CreateTestCaseDocument);
  const [updateState, update] = useMutation(UpdateTestCaseDocument);
  const error = edited?.id ? updateState.error : createState.error;
  const errors = fieldErrors(error);

  useEffect(() => {
    if (!edited) return;
    setForm(edited.id ? formOf(edited.current) : emptyCase);
    setAssertionsError(null);
  }, [edited]);

  const set = <K extends keyof CaseForm>(k: K, v: CaseForm[K]) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = inputOf(form, Boolean(edited?.id));
    if ('assertionsError' in built) {
      setAssertionsError(t('assertionsInvalid', { detail: built.assertionsError }));
      return;
    }
    setAssertionsError(null);
    const r = edited?.id ? await update({ suiteId, id: edited.id, input: built.input }) : await create({ suiteId, input: built.input });
    if (!r.error) onSaved();
  };

  const hint = (key: string) =>
    errors[key] ? (
      <span className="state-error-inline" id={`case-${key}-error`}>
        {errors[key]}
      </span>
    ) : null;

  if (edited === null) return null;
  return (
    <Dialog title={edited?.id ? t('editCase') : t('newCase')} onClose={onClose}>
      <form className="form case-form" onSubmit={submit}>
        <ErrorBanner error={error} />
        <label className="field">
          <span>{t('name')}</span>
          <input value={form.name} onChange={(e) => set('name', e.target.value)} maxLength={200} />
          {hint('name')}
        </label>
        <label className="field">
          <span>{t('caseKind')}</span>
          <select value={form.kind} onChange={(e) => set('kind', e.target.value as CaseForm['kind'])}>
            <option value="script">{t('kind.script')}</option>
            <option value="persona">{t('kind.persona')}</option>
            <option value="preset">{t('kind.preset')}</option>
          </select>
        </label>
        {form.kind === 'script' && (
          <label className="field">
            <span>{t('script')}</span>
            <textarea value={form.script} onChange={(e) => set('script', e.target.value)} />
            {hint('script')}
          </label>
        )}
        {form.kind === 'preset' && (
          <label className="field">
            <span>{t('preset')}</span>
            <select value={form.presetId} onChange={(e) => set('presetId', e.target.value)} required>
              <option value="" disabled>
                —
              </option>
              {(presets.data?.scenarioPresets.items ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            {hint('preset_id')}
          </label>
        )}
        {form.kind !== 'script' && (
          <>
            <label className="field">
              <span>{t('persona')}</span>
              <textarea value={form.persona} onChange={(e) => set('persona', e.target.value)} />
              {hint('persona')}
            </label>
            <label className="field">
              <span>{t('goal')}</span>
              <textarea value={form.goal} onChange={(e) => set('goal', e.target.value)} />
              {hint('goal')}
            </label>
          </>
        )}
        <label className="field">
          <span>{t('maxTurns')}</span>
          <input type="number" value={form.maxTurns} onChange={(e) => set('maxTurns', e.target.value)} />
          {hint('max_turns')}
        </label>
        <label className="field">
          <span>{t('assertions')}</span>
          <textarea className="code" value={form.assertions} onChange={(e) => set('assertions', e.target.value)} aria-describedby="case-assertions-help" />
          <span className="help" id="case-assertions-help">
            {t('assertionsHelp')}
          </span>
          {assertionsError && (
            <span className="state-error-inline" role="alert">
              {assertionsError}
            </span>
          )}
          {hint('assertions')}
        </label>
        <label className="field">
          <span>{t('caseStatus')}</span>
          <select value={form.status} onChange={(e) => set('status', e.target.value as CaseForm['status'])}>
            <option value="active">{t('status.active')}</option>
            <option value="draft">{t('status.draft')}</option>
          </select>
        </label>
        <div className="page-actions">
          <button type="button" onClick={onClose}>
            {tc('cancel')}
          </button>
          <button type="submit" className="primary" disabled={createState.fetching || updateState.fetching}>
            {tc('save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
