// The analytics page's logic without a browser: the period chosen in the URL
// (a preset of 7, 30 or 90 days, or a custom range) as the API's query, and
// the overview document's shape.

export const PRESETS = ['7', '30', '90'] as const;
export const MAX_DAYS = 366;

export type RangeQuery = { from: string; to: string; period: 'daily' | 'weekly' } | { error: 'incomplete' | 'order' | 'tooLong' | 'invalid' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function parseDay(s: string): number | null {
  if (!DAY.test(s)) return null;
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isNaN(t) || utcDay(new Date(t)) !== s ? null : t;
}

/** The API's query for the URL's range: days in UTC, as the overview counts them. */
export function rangeQuery(range: string, from: string, to: string, now: Date): RangeQuery {
  if (range === 'custom') {
    if (!from || !to) return { error: 'incomplete' };
    const a = parseDay(from);
    const b = parseDay(to);
    if (a == null || b == null) return { error: 'invalid' };
    if (a > b) return { error: 'order' };
    const days = Math.round((b - a) / 86_400_000) + 1;
    if (days > MAX_DAYS) return { error: 'tooLong' };
    return { from, to, period: days > 92 ? 'weekly' : 'daily' };
  }
  const n = (PRESETS as readonly string[]).includes(range) ? Number(range) : 30;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: utcDay(new Date(today - (n - 1) * 86_400_000)), to: utcDay(new Date(today)), period: 'daily' };
}

export type StatusCounts = { created: number; active: number; completed: number; failed: number; cancelled: number; abandoned: number };

export type Overview = {
  period: string;
  from: string;
  to: string;
  timezone: string;
  volume: {
    total: number;
    by_status: StatusCounts;
    series: { bucket_start: string; total: number; by_status: StatusCounts }[];
  };
  outcomes: { total: number; items: { outcome: string; count: number; share: number }[] };
  agents: {
    agent_id: string;
    name: string;
    agent_type: string;
    calls: number;
    completed: number;
    completion_rate: number | null;
    average_duration_seconds: number | null;
  }[];
  actions: { type: string; executed: number; succeeded: number; success_rate: number | null }[];
};

/** The mean duration of the period's completed calls, from each agent's mean. */
export function averageDuration(o: Overview): number | null {
  let seconds = 0;
  let n = 0;
  for (const a of o.agents) {
    if (a.average_duration_seconds != null && a.completed > 0) {
      seconds += a.average_duration_seconds * a.completed;
      n += a.completed;
    }
  }
  return n > 0 ? seconds / n : null;
}

/** Seconds as m:ss. */
export function formatSeconds(s: number | null | undefined): string {
  if (s == null) return '';
  const total = Math.round(s);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
