import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats an instant in the user's language (date and time). */
export function useFormatTime() {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string | null | undefined) => {
      if (!iso) return '';
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
    },
    [i18n.language],
  );
}
