// A run's progress as its events arrive: the subscription sends every
// stored event from position 0, then each new one; a reconnect may repeat
// some. Events are kept once each, in position order.

export type ProgressEvent = {
  position: number;
  type: string;
  caseId?: string | null;
  status?: string | null;
  totals: { total: number; passed: number; failed: number; error: number; pending: number };
  at: string;
};

export type Progress = { events: ProgressEvent[]; finished: boolean };

export const noProgress: Progress = { events: [], finished: false };

export function applyEvent(p: Progress, e: ProgressEvent): Progress {
  if (p.events.some((x) => x.position === e.position)) return p;
  const events = [...p.events, e].sort((a, b) => a.position - b.position);
  return { events, finished: p.finished || e.type === 'run_finished' };
}

/** The latest totals, or null before the first event. */
export function latestTotals(p: Progress): ProgressEvent['totals'] | null {
  return p.events.length ? p.events[p.events.length - 1].totals : null;
}
