// Times as the reader's language writes them.

/** A date and time in lang (en, pt-BR); '' for a missing or unreadable time. */
export function formatTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
