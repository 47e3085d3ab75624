// The settings section's dialogs on the shared one: its width, a
// confirmation and a value shown once.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as SharedDialog } from '../../components/Dialog';

export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <SharedDialog title={title} onClose={onClose} className="settings-dialog">
      {children}
    </SharedDialog>
  );
}

/** A confirmation: the question, what follows, and the confirming button. */
export function Confirm({ title, body, action, onConfirm, onClose }: { title: string; body: string; action: string; onConfirm: () => Promise<void> | void; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{body}</p>
      <div className="dialog-actions">
        <button type="button" onClick={onClose} autoFocus>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
            }
          }}
        >
          {action}
        </button>
      </div>
    </Dialog>
  );
}

/** A value shown once (a new key or secret) with a Copy button. */
export function ShownOnce({ title, label, value, warning, failedText, onClose }: { title: string; label: string; value: string; warning: string; failedText: string; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const id = useId();
  return (
    <Dialog title={title} onClose={onClose}>
      <p className="state state-info" role="note">
        {warning}
      </p>
      <div className="field">
        <label htmlFor={`${id}-value`}>{label}</label>
        <div className="once-value">
          <input id={`${id}-value`} readOnly value={value} onFocus={(e) => e.currentTarget.select()} spellCheck={false} />
          <button
            type="button"
            className="primary"
            onClick={() => {
              navigator.clipboard.writeText(value).then(
                () => setCopied('yes'),
                () => setCopied('failed'),
              );
            }}
          >
            {t('common:copy')}
          </button>
        </div>
        <p role="status" className="help">
          {copied === 'yes' ? t('common:copied') : copied === 'failed' ? failedText : ''}
        </p>
      </div>
      <div className="dialog-actions">
        <button type="button" onClick={onClose}>
          {t('settings:done')}
        </button>
      </div>
    </Dialog>
  );
}
