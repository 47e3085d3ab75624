// Dates as the reader's language writes them.
export function formatDateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
}
