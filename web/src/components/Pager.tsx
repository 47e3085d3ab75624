import { useTranslation } from 'react-i18next';

/** Offset paging over a server list with a total. */
export function Pager({ offset, limit, total, count, onChange }: { offset: number; limit: number; total: number | null | undefined; count: number; onChange: (offset: number) => void }) {
  const { t } = useTranslation();
  const hasNext = total != null ? offset + count < total : count === limit;
  if (offset === 0 && !hasNext) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
        {t('previous')}
      </button>
      {total != null && <span>{t('pager.range', { from: count === 0 ? 0 : offset + 1, to: offset + count, total })}</span>}
      <button type="button" disabled={!hasNext} onClick={() => onChange(offset + limit)}>
        {t('next')}
      </button>
    </nav>
  );
}
