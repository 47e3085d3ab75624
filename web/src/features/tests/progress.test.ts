import { describe, expect, it } from 'vitest';
import { applyEvent, latestTotals, noProgress, type ProgressEvent } from './progress';

const totals = (passed: number, pending: number) => ({ total: 2, passed, failed: 0, error: 0, pending });
const ev = (position: number, type: string, t = totals(0, 2)): ProgressEvent => ({ position, type, totals: t, at: '2026-01-01T00:00:00Z' });

describe('applyEvent', () => {
  it('keeps each event once, in order', () => {
    let p = applyEvent(noProgress, ev(1, 'case_started'));
    p = applyEvent(p, ev(0, 'run_started'));
    p = applyEvent(p, ev(1, 'case_started'));
    expect(p.events.map((e) => e.position)).toEqual([0, 1]);
    expect(p.finished).toBe(false);
  });
  it('finishes on run_finished and reports the latest totals', () => {
    let p = applyEvent(noProgress, ev(0, 'run_started'));
    p = applyEvent(p, ev(1, 'run_finished', totals(2, 0)));
    expect(p.finished).toBe(true);
    expect(latestTotals(p)).toEqual(totals(2, 0));
    expect(latestTotals(noProgress)).toBeNull();
  });
});
