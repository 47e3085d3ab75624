// Duplicate (editors) and delete (admins, after a confirmation dialog) for
// one action of any kind.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { useCan } from '../../auth/Can';
import { ErrorBanner } from '../../components/states';
import { ops } from './api';
import type { KindSpec } from './kinds';
import './i18n';

export function DuplicateButton({ kind, id, name }: { kind: KindSpec; id: string; name: string }) {
  const { t } = useTranslation('actions');
  const navigate = useNavigate();
  const [result, duplicate] = useMutation(ops[kind.id].duplicate);
  const canEdit = useCan('editor');
  if (!canEdit) return null;
  return (
    <>
      <button
        type="button"
        aria-label={t('duplicateNamed', { name })}
        disabled={result.fetching}
        onClick={async () => {
          const r = await duplicate({ id });
          const copy = r.data && (Object.values(r.data)[0] as { id: string } | undefined);
          if (copy) navigate(`/actions/${kind.slug}/${copy.id}`);
        }}
      >
        {t('duplicate')}
      </button>
      {result.error && <ErrorBanner error={result.error} />}
    </>
  );
}

export function DeleteButton({ kind, id, name, onDeleted }: { kind: KindSpec; id: string; name: string; onDeleted: () => void }) {
  const { t } = useTranslation('actions');
  const canDelete = useCan('admin');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [result, remove] = useMutation(ops[kind.id].remove);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  if (!canDelete) return null;
  return (
    <>
      <button type="button" className="danger" aria-label={t('deleteNamed', { name })} onClick={() => setOpen(true)}>
        {t('common:delete')}
      </button>
      <dialog ref={dialog} aria-labelledby={`${id}-delete-title`} onClose={() => setOpen(false)}>
        <h2 id={`${id}-delete-title`}>{t('delete.title', { name })}</h2>
        <p>{t('delete.body')}</p>
        <ErrorBanner error={result.error} />
        <div className="form-actions">
          <button
            type="button"
            className="danger"
            disabled={result.fetching}
            onClick={async () => {
              const r = await remove({ id });
              if (!r.error) {
                setOpen(false);
                onDeleted();
              }
            }}
          >
            {t('delete.confirm')}
          </button>
          <button type="button" autoFocus onClick={() => setOpen(false)}>
            {t('common:cancel')}
          </button>
        </div>
      </dialog>
    </>
  );
}
