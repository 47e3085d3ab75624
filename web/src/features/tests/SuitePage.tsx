// /tests/suites/:suiteId: a suite and its cases. Editors write cases,
// generate drafts from the agent's draft and approve them; admins delete
// the suite; every role runs it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { Can, useCan } from '../../auth/Can';
import { Page } from '../../components/Page';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { CaseEditor, type EditedCase } from './CaseEditor';
import { Dialog } from '../../components/Dialog';
import {
  DeleteTestCaseDocument,
  DeleteTestSuiteDocument,
  ExecuteTestSuiteDocument,
  GenerateTestCasesDocument,
  TestSuiteDocument,
  UpdateTestCaseDocument,
  UpdateTestSuiteDocument,
} from './documents';
import './i18n';

export function SuitePage() {
  const { t } = useTranslation('tests');
  const { t: tc } = useTranslation();
  const { suiteId = '' } = useParams();
  const navigate = useNavigate();
  const editor = useCan('editor');
  const [{ data, fetching, error }, refetch] = useQuery({ query: TestSuiteDocument, variables: { id: suiteId } });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const [editing, setEditing] = useState<EditedCase | null>(null);
  const [dialog, setDialog] = useState<'suite' | 'generate' | 'run' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [caseError, setCaseError] = useState<unknown>(null);
  const [, updateCase] = useMutation(UpdateTestCaseDocument);
  const [, deleteCase] = useMutation(DeleteTestCaseDocument);
  const [deleteState, deleteSuite] = useMutation(DeleteTestSuiteDocument);

  if (!data) {
    if (error) return <ErrorBanner error={error} onRetry={reload} />;
    return fetching ? <Loading /> : null;
  }
  const suite = data.testSuite;
  const cases = suite.cases ?? [];

  const approve = async (id: string) => {
    const r = await updateCase({ suiteId, id, input: { status: 'active' } });
    setCaseError(r.error ?? null);
    reload();
  };
  const remove = async (id: string) => {
    const r = await deleteCase({ suiteId, id });
    setCaseError(r.error ?? null);
    reload();
  };
  const removeSuite = async () => {
    if (!window.confirm(t('deleteSuiteConfirm'))) return;
    const r = await deleteSuite({ id: suiteId });
    if (!r.error) navigate('/tests');
  };

  return (
    <Page
      title={suite.name}
      actions={
        <>
          <button type="button" className="primary" onClick={() => setDialog('run')}>
            {t('runSuite')}
          </button>
          <Can role="editor">
            <button type="button" onClick={() => setEditing({ id: null })}>
              {t('newCase')}
            </button>
            <button type="button" onClick={() => setDialog('generate')}>
              {t('generate')}
            </button>
            <button type="button" onClick={() => setDialog('suite')}>
              {t('editSuite')}
            </button>
          </Can>
          <Can role="admin">
            <button type="button" className="danger" onClick={removeSuite}>
              {t('deleteSuite')}
            </button>
          </Can>
        </>
      }
    >
      {suite.description && <p>{suite.description}</p>}
      <p>
        <Link to={`/tests?view=runs&suite=${suite.id}`}>{t('tab.runs')}</Link>
      </p>
      <ErrorBanner error={deleteState.error ?? caseError} />
      {notice && (
        <p className="state state-info" role="status">
          {notice}
        </p>
      )}
      <h2>{t('cases')}</h2>
      {cases.length === 0 ? (
        <Empty title={t('noCases')}>{editor && <p className="help">{t('noCasesHelp')}</p>}</Empty>
      ) : (
        <table className="list">
          <thead>
            <tr>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('caseKind')}</th>
              <th scope="col">{t('maxTurns')}</th>
              <th scope="col">{t('caseStatus')}</th>
              <th scope="col">{t('source')}</th>
              {editor && <th scope="col">{t('actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={c.id}>
                <td>{c.name}</td>
                <td>{c.script?.length ? t('kind.script') : c.presetId ? `${t('kind.preset')}: ${c.presetId}` : t('kind.persona')}</td>
                <td>{c.maxTurns}</td>
                <td>
                  <span className={`badge ${c.status === 'draft' ? 'warn' : 'ok'}`}>{t(`status.${c.status}`)}</span>
                </td>
                <td>{c.source}</td>
                {editor && (
                  <td className="row-actions">
                    {c.status === 'draft' && (
                      <button type="button" onClick={() => approve(c.id)} aria-label={`${t('approve')} ${c.name}`}>
                        {t('approve')}
                      </button>
                    )}
                    <button type="button" onClick={() => setEditing({ id: c.id, current: c })} aria-label={`${t('editCase')} ${c.name}`}>
                      {t('editCase')}
                    </button>
                    <button type="button" className="danger" onClick={() => remove(c.id)} aria-label={`${t('deleteCase')} ${c.name}`}>
                      {tc('delete')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CaseEditor
        suiteId={suiteId}
        edited={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <EditSuite open={dialog === 'suite'} suite={suite} onClose={() => setDialog(null)} />
      <Generate
        open={dialog === 'generate'}
        suiteId={suiteId}
        onClose={() => setDialog(null)}
        onGenerated={(n) => {
          setDialog(null);
          setNotice(t('generated', { count: n }));
          reload();
        }}
      />
      <RunSuite open={dialog === 'run'} suiteId={suiteId} onClose={() => setDialog(null)} />
    </Page>
  );
}

function EditSuite({ open, suite, onClose }: { open: boolean; suite: { id: string; name: string; description: string }; onClose: () => void }) {
  const { t } = useTranslation('tests');
  const { t: tc } = useTranslation();
  const [name, setName] = useState(suite.name);
  const [description, setDescription] = useState(suite.description);
  const [{ fetching, error }, update] = useMutation(UpdateTestSuiteDocument);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await update({ id: suite.id, input: { name, description } });
    if (!r.error) onClose();
  };
  if (!open) return null;
  return (
    <Dialog title={t('editSuite')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <ErrorBanner error={error} />
        <label className="field">
          <span>{t('name')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
        </label>
        <label className="field">
          <span>{t('description')}</span>
          <textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={2000} />
        </label>
        <div className="page-actions">
          <button type="button" onClick={onClose}>
            {tc('cancel')}
          </button>
          <button type="submit" className="primary" disabled={fetching}>
            {tc('save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function Generate({ open, suiteId, onClose, onGenerated }: { open: boolean; suiteId: string; onClose: () => void; onGenerated: (n: number) => void }) {
  const { t } = useTranslation('tests');
  const { t: tc } = useTranslation();
  const [count, setCount] = useState('5');
  const [focus, setFocus] = useState('');
  const [{ fetching, error }, generate] = useMutation(GenerateTestCasesDocument);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await generate({ suiteId, count: Number.parseInt(count, 10), focus: focus.trim() || null });
    if (r.data) onGenerated(r.data.generateTestCases.items.length);
  };
  if (!open) return null;
  return (
    <Dialog title={t('generate')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <ErrorBanner error={error} />
        <label className="field">
          <span>{t('generateCount')}</span>
          <input type="number" min={1} max={20} value={count} onChange={(e) => setCount(e.target.value)} required />
        </label>
        <label className="field">
          <span>{t('generateFocus')}</span>
          <input value={focus} onChange={(e) => setFocus(e.target.value)} maxLength={500} />
        </label>
        <div className="page-actions">
          <button type="button" onClick={onClose}>
            {tc('cancel')}
          </button>
          <button type="submit" className="primary" disabled={fetching}>
            {t('generate')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function RunSuite({ open, suiteId, onClose }: { open: boolean; suiteId: string; onClose: () => void }) {
  const { t } = useTranslation('tests');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const [which, setWhich] = useState<'draft' | 'version'>('draft');
  const [version, setVersion] = useState('1');
  const [{ fetching, error }, execute] = useMutation(ExecuteTestSuiteDocument);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const agentVersion = which === 'draft' ? 'draft' : Number.parseInt(version, 10);
    const r = await execute({ id: suiteId, input: { agentVersion } });
    if (r.data) navigate(`/tests/runs/${r.data.executeTestSuite.id}`);
  };
  if (!open) return null;
  return (
    <Dialog title={t('runSuite')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <ErrorBanner error={error} />
        <fieldset className="field">
          <legend>{t('runVersion')}</legend>
          <label className="inline-field">
            <input type="radio" name="version" checked={which === 'draft'} onChange={() => setWhich('draft')} />
            {t('draft')}
          </label>
          <label className="inline-field">
            <input type="radio" name="version" checked={which === 'version'} onChange={() => setWhich('version')} />
            {t('versionNumber')}
          </label>
          {which === 'version' && <input type="number" min={1} aria-label={t('versionNumber')} value={version} onChange={(e) => setVersion(e.target.value)} required />}
        </fieldset>
        <div className="page-actions">
          <button type="button" onClick={onClose}>
            {tc('cancel')}
          </button>
          <button type="submit" className="primary" disabled={fetching}>
            {t('run')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
