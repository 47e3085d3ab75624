// The call history's state without a browser: the filters read from the URL
// and sent to the API, the rows loaded page by page (cursor mode, or offset
// mode while searching: the API's full text search has no cursor), and the
// live changes merged in place, respecting the filters.

export const PAGE_SIZE = 50;

export const STATUSES = ['created', 'active', 'completed', 'failed', 'cancelled', 'abandoned'] as const;

export type Filters = { agent: string; status: string; from: string; to: string; search: string };

export type Row = {
  id: string;
  agentId: string;
  agent?: { id: string; name: string } | null;
  status: string;
  channel: string;
  direction: string;
  createdAt: string;
  startedAt?: string | null;
  endedAt?: string | null;
  durationMs?: number | null;
  outcome?: string | null;
  turnCount: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A local calendar day (YYYY-MM-DD) as the instant it starts, or null if it is not one. */
export function dayStart(day: string, plusDays = 0): Date | null {
  if (!DAY.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number);
  const base = new Date(y, m - 1, d);
  if (base.getFullYear() !== y || base.getMonth() !== m - 1 || base.getDate() !== d) return null; // 2026-02-31
  return new Date(y, m - 1, d + plusDays);
}

/** The API filter of the URL's filters: from and to are whole local days, to included. */
export function apiFilter(f: Filters) {
  const after = dayStart(f.from);
  const before = dayStart(f.to, 1);
  return {
    ...(f.agent ? { agentId: f.agent } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(after ? { createdAfter: after.toISOString() } : {}),
    ...(before ? { createdBefore: before.toISOString() } : {}),
    ...(f.search.trim() ? { search: f.search.trim() } : {}),
  };
}

/** Whether the URL's date range is backwards (the page says so instead of asking). */
export function rangeInvalid(f: Filters): boolean {
  const a = dayStart(f.from);
  const b = dayStart(f.to);
  return !!a && !!b && a > b;
}

/** Whether a call belongs to the view. A search cannot be checked here: unknown (null). */
export function matches(f: Filters, row: Row): boolean | null {
  if (f.agent && row.agentId !== f.agent) return false;
  if (f.status && row.status !== f.status) return false;
  const created = new Date(row.createdAt).getTime();
  const after = dayStart(f.from);
  const before = dayStart(f.to, 1);
  if (after && created < after.getTime()) return false;
  if (before && created >= before.getTime()) return false;
  if (f.search.trim()) return null;
  return true;
}

/** Newest first, as the API lists them (creation time, then id). */
export function newerFirst(a: Row, b: Row): number {
  const d = new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime();
  if (d !== 0) return d;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export type ListState = {
  rows: Row[];
  /** Cursor mode: the next page's cursor; offset mode: the next offset (as text). Null at the end. */
  next: string | null;
  /** Pages asked for so far (a new filter starts again at 0). */
  generation: number;
};

export type ListAction =
  | { type: 'reset' }
  | { type: 'page'; generation: number; rows: Row[]; next: string | null }
  | { type: 'upsert'; row: Row; filters: Filters }
  | { type: 'patch'; id: string; changes: Partial<Row>; filters: Filters };

export const initialList: ListState = { rows: [], next: null, generation: 0 };

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'reset':
      return { rows: [], next: null, generation: state.generation + 1 };
    case 'page': {
      if (action.generation !== state.generation) return state; // a page of an older view
      const seen = new Set(state.rows.map((r) => r.id));
      return { ...state, rows: [...state.rows, ...action.rows.filter((r) => !seen.has(r.id))], next: action.next };
    }
    case 'patch': {
      const i = state.rows.findIndex((r) => r.id === action.id);
      if (i < 0) return state;
      const row = { ...state.rows[i], ...action.changes };
      const rows = [...state.rows];
      if (matches(action.filters, row) === false) rows.splice(i, 1);
      else rows[i] = row;
      return { ...state, rows };
    }
    case 'upsert': {
      const { row, filters } = action;
      const i = state.rows.findIndex((r) => r.id === row.id);
      const fits = matches(filters, row);
      if (i >= 0) {
        const rows = [...state.rows];
        if (fits === false) rows.splice(i, 1);
        else rows[i] = row;
        return { ...state, rows };
      }
      if (fits !== true) return state;
      // A call older than the last row loaded, with pages still to come,
      // arrives with its page.
      const last = state.rows[state.rows.length - 1];
      if (state.next !== null && last && newerFirst(last, row) < 0) return state;
      const rows = [...state.rows, row].sort(newerFirst);
      return { ...state, rows };
    }
  }
}

/** A duration in milliseconds as h:mm:ss or m:ss. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null || ms < 0) return '';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The badge class of a call status. */
export function statusTone(status: string): string {
  switch (status) {
    case 'completed':
      return 'ok';
    case 'failed':
      return 'danger';
    case 'active':
    case 'created':
      return 'live';
    default:
      return 'warn';
  }
}

export function isFinal(status: string): boolean {
  return status !== 'created' && status !== 'active';
}
