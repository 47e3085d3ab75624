// The states every page shows: loading, empty (saying what to do) and an
// error carrying the API's detail.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../api/client';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="state state-loading" role="status" aria-live="polite">
      {label ?? t('loading')}
    </p>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty">
      <p className="state-title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorBanner({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="state state-error" role="alert">
      <p>
        <strong>{t('error.title')}:</strong> {errorDetail(error)}
      </p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
