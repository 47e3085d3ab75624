import { describe, expect, it } from 'vitest';
import { apiFilter, dayStart, formatDuration, initialList, listReducer, matches, rangeInvalid, type Filters, type Row } from './list';

const none: Filters = { agent: '', status: '', from: '', to: '', search: '' };
const row = (id: string, createdAt: string, extra: Partial<Row> = {}): Row => ({
  id, agentId: 'a1', agent: { id: 'a1', name: 'Reception' }, status: 'completed', channel: 'phone', direction: 'inbound', createdAt, turnCount: 2, ...extra,
});

describe('filters', () => {
  it('sends whole local days, the last one included, and drops empty filters', () => {
    const f = apiFilter({ agent: 'a1', status: 'active', from: '2026-11-01', to: '2026-11-02', search: '  dentist ' });
    expect(f.agentId).toBe('a1');
    expect(f.status).toBe('active');
    expect(f.search).toBe('dentist');
    expect(new Date(f.createdAfter!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(f.createdBefore!).getTime()).toBe(new Date(2026, 10, 3).getTime());
    expect(apiFilter(none)).toEqual({});
  });
  it('ignores days that are not days and spots a backwards range', () => {
    expect(dayStart('2026-02-31')).toBeNull();
    expect(dayStart('yesterday')).toBeNull();
    expect(apiFilter({ ...none, from: 'nope' })).toEqual({});
    expect(rangeInvalid({ ...none, from: '2026-11-05', to: '2026-11-01' })).toBe(true);
    expect(rangeInvalid({ ...none, from: '2026-11-01', to: '2026-11-01' })).toBe(false);
  });
  it('matches a call against agent, status and days; a search is unknown', () => {
    const r = row('c1', new Date(2026, 10, 2, 12).toISOString());
    expect(matches(none, r)).toBe(true);
    expect(matches({ ...none, agent: 'a2' }, r)).toBe(false);
    expect(matches({ ...none, status: 'active' }, r)).toBe(false);
    expect(matches({ ...none, from: '2026-11-03' }, r)).toBe(false);
    expect(matches({ ...none, to: '2026-11-01' }, r)).toBe(false);
    expect(matches({ ...none, from: '2026-11-02', to: '2026-11-02' }, r)).toBe(true);
    expect(matches({ ...none, search: 'x' }, r)).toBeNull();
  });
});

describe('listReducer', () => {
  const loaded = (rows: Row[], next: string | null) => {
    const s = listReducer(initialList, { type: 'reset' });
    return listReducer(s, { type: 'page', generation: s.generation, rows, next });
  };
  it('appends pages without repeating a row and drops a page of an older view', () => {
    let s = loaded([row('c3', '2026-11-03T00:00:00Z'), row('c2', '2026-11-02T00:00:00Z')], 'cur');
    s = listReducer(s, { type: 'page', generation: s.generation, rows: [row('c2', '2026-11-02T00:00:00Z'), row('c1', '2026-11-01T00:00:00Z')], next: null });
    expect(s.rows.map((r) => r.id)).toEqual(['c3', 'c2', 'c1']);
    expect(s.next).toBeNull();
    const stale = listReducer(s, { type: 'page', generation: s.generation - 1, rows: [row('x', '2026-11-09T00:00:00Z')], next: 'z' });
    expect(stale).toBe(s);
  });
  it('puts a new call at the top and updates a changing one in place', () => {
    let s = loaded([row('c2', '2026-11-02T00:00:00Z'), row('c1', '2026-11-01T00:00:00Z')], 'cur');
    s = listReducer(s, { type: 'upsert', row: row('c9', '2026-11-09T00:00:00Z', { status: 'active' }), filters: none });
    expect(s.rows.map((r) => r.id)).toEqual(['c9', 'c2', 'c1']);
    s = listReducer(s, { type: 'patch', id: 'c9', changes: { status: 'completed', durationMs: 61000 }, filters: none });
    expect(s.rows[0]).toMatchObject({ id: 'c9', status: 'completed', durationMs: 61000 });
    expect(s.rows.map((r) => r.id)).toEqual(['c9', 'c2', 'c1']);
  });
  it('respects the filters: a call outside them is not added, one that leaves them goes', () => {
    const active: Filters = { ...none, status: 'active' };
    let s = loaded([row('c2', '2026-11-02T00:00:00Z', { status: 'active' })], null);
    s = listReducer(s, { type: 'upsert', row: row('c9', '2026-11-09T00:00:00Z', { agentId: 'a2' }), filters: { ...active, agent: 'a1' } });
    expect(s.rows.map((r) => r.id)).toEqual(['c2']);
    s = listReducer(s, { type: 'patch', id: 'c2', changes: { status: 'completed' }, filters: active });
    expect(s.rows).toEqual([]);
    // While searching, a new call cannot be checked: it is left out.
    s = listReducer(s, { type: 'upsert', row: row('c8', '2026-11-08T00:00:00Z'), filters: { ...none, search: 'x' } });
    expect(s.rows).toEqual([]);
  });
  it('leaves an old call to its page when pages remain', () => {
    let s = loaded([row('c5', '2026-11-05T00:00:00Z')], 'cur');
    s = listReducer(s, { type: 'upsert', row: row('c1', '2026-11-01T00:00:00Z'), filters: none });
    expect(s.rows.map((r) => r.id)).toEqual(['c5']);
  });
});

describe('formatDuration', () => {
  it('writes m:ss and h:mm:ss', () => {
    expect(formatDuration(62_000)).toBe('1:02');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(null)).toBe('');
  });
});
