// The knowledge section's confirmation, on the shared dialog.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';

export { Dialog };

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  error?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{message}</p>
      {error}
      <div className="dialog-actions">
        <button type="button" onClick={onClose} autoFocus>
          {t('cancel')}
        </button>
        <button type="button" className="danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

