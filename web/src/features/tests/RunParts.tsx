import { useTranslation } from 'react-i18next';

const tone: Record<string, string> = { passed: 'ok', failed: 'danger', error: 'danger', cancelled: 'warn', running: 'warn', queued: '' };

export function RunStatus({ status }: { status: string }) {
  return <span className={`badge ${tone[status] ?? ''}`}>{status}</span>;
}

export function Totals({ totals }: { totals: { total: number; passed: number; failed: number; error: number; pending: number } }) {
  const { t } = useTranslation('tests');
  return (
    <span aria-label={t('totals')}>
      {totals.passed} / {totals.failed} / {totals.error} / {totals.pending}
    </span>
  );
}
