// A call's transcript as one timeline of turns and actions: from the stored
// call (turns at the call's start plus their offset, actions at their
// execution, an action before a turn of the same time) or from the
// callTranscript stream (in position order, each position once).

export type Turn = { role: string; text: string; offsetMs: number };
export type Action = {
  id: string;
  actionId: string;
  type: string;
  name: string;
  executedAt: string;
  input?: unknown;
  result?: unknown;
  success: boolean;
  error?: string | null;
};

export type Entry = { key: string; kind: 'turn'; turn: Turn; at: number } | { key: string; kind: 'action'; action: Action; at: number };

export function storedTimeline(startedAt: string | null | undefined, createdAt: string, turns: Turn[] | null | undefined, actions: Action[] | null | undefined): Entry[] {
  const start = new Date(startedAt ?? createdAt).getTime();
  const out: (Entry & { order: number })[] = [];
  (actions ?? []).forEach((a, i) => out.push({ key: `a${a.id}`, kind: 'action', action: a, at: new Date(a.executedAt).getTime(), order: i }));
  (turns ?? []).forEach((t, i) => out.push({ key: `t${i}`, kind: 'turn', turn: t, at: start + t.offsetMs, order: i }));
  out.sort((x, y) => x.at - y.at || (x.kind === y.kind ? x.order - y.order : x.kind === 'action' ? -1 : 1));
  return out.map(({ order: _order, ...e }) => e);
}

export type StreamEvent = {
  position: number;
  type: string;
  at: string;
  status?: string | null;
  turn?: Turn | null;
  action?: Action | null;
};

export type Stream = { entries: Entry[]; next: number; ended: boolean; status: string | null };

export const emptyStream: Stream = { entries: [], next: 0, ended: false, status: null };

/** Adds one callTranscript event: an entry at the next position, or the end. */
export function addEvent(s: Stream, e: StreamEvent): Stream {
  if (e.type === 'ended') return { ...s, ended: true, status: e.status ?? s.status };
  if (e.position < s.next) return s; // already shown
  const at = new Date(e.at).getTime();
  let entry: Entry | null = null;
  if (e.type === 'turn' && e.turn) entry = { key: `p${e.position}`, kind: 'turn', turn: e.turn, at };
  if (e.type === 'action' && e.action) entry = { key: `p${e.position}`, kind: 'action', action: e.action, at };
  if (!entry) return s;
  return { ...s, entries: [...s.entries, entry], next: e.position + 1 };
}

/** An offset from the call's start as m:ss. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
