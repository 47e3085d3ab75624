// Live indexing status: events of knowledgeDocumentUpdated are kept per
// document and shown over the fetched rows, the newer of the two winning,
// so a row changes in place without fetching the list again.

export type StatusEvent = { documentId: string; status?: string | null; at: string };
export type LiveStatuses = Record<string, { status: string; at: string }>;

export const documentStatuses = ['pending', 'processing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** Whether the value is one of the statuses the list can be filtered by. */
export function isDocumentStatus(v: string): v is DocumentStatus {
  return (documentStatuses as readonly string[]).includes(v);
}

/** Adds an event to what is known (an older event never replaces a newer one). */
export function applyEvent(live: LiveStatuses, e: StatusEvent): LiveStatuses {
  if (!e.status) return live;
  const known = live[e.documentId];
  if (known && Date.parse(known.at) > Date.parse(e.at)) return live;
  return { ...live, [e.documentId]: { status: e.status, at: e.at } };
}

/** The status to show for a fetched row: the event's if it is newer than the row. */
export function liveStatus(live: LiveStatuses, doc: { id: string; status: string; updatedAt: string }): string {
  const e = live[doc.id];
  if (!e) return doc.status;
  return Date.parse(e.at) >= Date.parse(doc.updatedAt) ? e.status : doc.status;
}

/** Whether indexing has settled (the row's counts and error are then worth reading again). */
export function settled(status: string | null | undefined): boolean {
  return status === 'ready' || status === 'failed';
}

/** The badge class of a status. */
export function statusTone(status: string): 'ok' | 'warn' | 'danger' | '' {
  if (status === 'ready') return 'ok';
  if (status === 'failed') return 'danger';
  if (status === 'pending' || status === 'processing') return 'warn';
  return '';
}
