import { describe, expect, it } from 'vitest';
import { averageDuration, formatSeconds, rangeQuery, type Overview } from './model';

const now = new Date('2026-11-27T09:00:00Z');

describe('rangeQuery', () => {
  it('turns presets into UTC days ending today', () => {
    expect(rangeQuery('7', '', '', now)).toEqual({ from: '2026-11-21', to: '2026-11-27', period: 'daily' });
    expect(rangeQuery('30', '', '', now)).toEqual({ from: '2026-10-29', to: '2026-11-27', period: 'daily' });
    expect(rangeQuery('90', '', '', now)).toEqual({ from: '2026-08-30', to: '2026-11-27', period: 'daily' });
    expect(rangeQuery('bogus', '', '', now)).toEqual(rangeQuery('30', '', '', now));
  });
  it('checks a custom range and reads long ones by week', () => {
    expect(rangeQuery('custom', '2026-11-01', '2026-11-10', now)).toEqual({ from: '2026-11-01', to: '2026-11-10', period: 'daily' });
    expect(rangeQuery('custom', '2026-01-01', '2026-11-10', now)).toMatchObject({ period: 'weekly' });
    expect(rangeQuery('custom', '2026-11-01', '', now)).toEqual({ error: 'incomplete' });
    expect(rangeQuery('custom', '2026-11-10', '2026-11-01', now)).toEqual({ error: 'order' });
    expect(rangeQuery('custom', '2026-02-30', '2026-03-01', now)).toEqual({ error: 'invalid' });
    expect(rangeQuery('custom', '2024-01-01', '2026-11-01', now)).toEqual({ error: 'tooLong' });
  });
});

describe('averageDuration', () => {
  it('weighs each agent by its completed calls', () => {
    const a = (completed: number, avg: number | null) => ({ completed, calls: completed + 1, average_duration_seconds: avg });
    const o = { agents: [a(1, 60), a(3, 120), a(0, null)] } as unknown as Overview;
    expect(averageDuration(o)).toBe(105);
    expect(formatSeconds(105)).toBe('1:45');
  });
});
