// Creating (actions/new/:kind) and editing (actions/:kind/:id/edit) an
// action of any kind: the form is drawn from the kind's field table; the
// API's field errors appear next to their fields.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { Page } from '../../components/Page';
import { Empty, ErrorBanner, Loading } from '../../components/states';
import { useCan } from '../../auth/Can';
import { ops } from './api';
import { FieldInput } from './FieldInputs';
import { apiFieldErrors, emptyState, errorsByKey, inputFromState, kindBySlug, placedKeys, stateFromRecord, visibleFields, type FormState, type KindSpec } from './kinds';
import './i18n';
import './actions.css';

export function NewActionEditor() {
  const { t } = useTranslation('actions');
  const { kind: slug } = useParams();
  const kind = kindBySlug(slug);
  if (!kind) return <UnknownKind />;
  return <Editor key={kind.id} kind={kind} title={t('editor.new', { kind: t(`kind.${kind.id}`) })} initial={emptyState(kind)} />;
}

export function EditActionEditor() {
  const { t } = useTranslation('actions');
  const { kind: slug, id = '' } = useParams();
  const kind = kindBySlug(slug);
  const k = kind ?? kindBySlug('call-transfers')!;
  const [{ data, fetching, error }] = useQuery({ query: ops[k.id].one, variables: { id }, pause: !kind, requestPolicy: 'network-only' });
  if (!kind) return <UnknownKind />;
  const record = data?.[ops[kind.id].oneField] as Record<string, unknown> | undefined;
  if (!record) {
    return (
      <Page title={t('editor.edit')}>
        {fetching && <Loading />}
        <ErrorBanner error={error} />
      </Page>
    );
  }
  return (
    <Editor
      key={String(record.id)}
      kind={kind}
      id={String(record.id)}
      title={t('editor.editing', { name: String(record.name) })}
      initial={stateFromRecord(kind, record)}
      secretNames={record.secretNames as string[] | undefined}
    />
  );
}

function UnknownKind() {
  const { t } = useTranslation('actions');
  return (
    <Page title={t('common:notFound.title')}>
      <Empty title={t('unknownKind')}>
        <Link to="/actions/new">{t('new')}</Link>
      </Empty>
    </Page>
  );
}

function Editor({ kind, id, title, initial, secretNames }: { kind: KindSpec; id?: string; title: string; initial: FormState; secretNames?: string[] }) {
  const { t } = useTranslation('actions');
  const navigate = useNavigate();
  const canEdit = useCan('editor');
  const [state, setState] = useState<FormState>(initial);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [createResult, create] = useMutation(ops[kind.id].create);
  const [updateResult, update] = useMutation(ops[kind.id].update);
  const result = id ? updateResult : createResult;
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    setSubmitted(false);
  }, [state]);

  const apiErrors = submitted ? errorsByKey(apiFieldErrors(result.error)) : {};
  const errors = { ...apiErrors, ...localErrors };
  const placed = placedKeys(kind, state);
  const unplaced = Object.entries(apiErrors).filter(([k]) => !placed.has(k));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const { input, errors: local } = inputFromState(kind, state);
    const le: Record<string, string> = {};
    for (const l of local) le[l.field] = t('error.integer');
    setLocalErrors(le);
    if (local.length > 0) return;
    const r = id ? await update({ id, input }) : await create({ input });
    setSubmitted(true);
    if (r.error) return;
    const saved = r.data?.[id ? `update${typeName(kind)}` : `create${typeName(kind)}`] as { id: string } | undefined;
    navigate(`/actions/${kind.slug}/${saved?.id ?? id}`);
  };

  const back = id ? `/actions/${kind.slug}/${id}` : '/actions/new';
  if (!canEdit) {
    return (
      <Page title={title}>
        <Empty title={t('editor.forbidden')}>
          <Link to={`/actions?kind=${kind.slug}`}>{t('backToList', { kinds: t(`kinds.${kind.id}`) })}</Link>
        </Empty>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <p className="help">{t(`about.${kind.id}`)}</p>
      <form className="form panel action-form" onSubmit={onSubmit} noValidate>
        {submitted && <ErrorBanner error={result.error} />}
        {unplaced.length > 0 && (
          <ul className="field-error">
            {unplaced.map(([k, m]) => (
              <li key={k}>
                {k}: {m}
              </li>
            ))}
          </ul>
        )}
        {visibleFields(kind, state).map((f) => (
          <FieldInput
            key={f.key}
            kind={kind}
            field={f}
            value={state[f.key]}
            onChange={(v) => setState((s) => ({ ...s, [f.key]: v }))}
            errors={errors}
            editing={Boolean(id)}
            secretNames={secretNames}
            state={state}
          />
        ))}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={result.fetching}>
            {id ? t('common:save') : t('create')}
          </button>
          <Link to={back}>{t('common:cancel')}</Link>
        </div>
      </form>
    </Page>
  );
}

/** The GraphQL type name of a kind (CallTransfer...), as in its mutations. */
function typeName(kind: KindSpec): string {
  return kind.id[0].toUpperCase() + kind.id.slice(1);
}
