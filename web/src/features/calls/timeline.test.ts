import { describe, expect, it } from 'vitest';
import { addEvent, clock, emptyStream, storedTimeline } from './timeline';

describe('storedTimeline', () => {
  it('interleaves turns and actions by time, an action before a turn of the same time', () => {
    const start = '2026-11-01T10:00:00Z';
    const action = { id: 'x', actionId: 'b', type: 'booking', name: 'Book', executedAt: '2026-11-01T10:00:02Z', success: true };
    const e = storedTimeline(start, start, [
      { role: 'agent', text: 'Hello', offsetMs: 0 },
      { role: 'user', text: 'Book me', offsetMs: 2000 },
      { role: 'agent', text: 'Done', offsetMs: 5000 },
    ], [action]);
    expect(e.map((x) => (x.kind === 'turn' ? x.turn.text : x.action.name))).toEqual(['Hello', 'Book', 'Book me', 'Done']);
  });
});

describe('addEvent', () => {
  it('keeps each position once, in order, then the end', () => {
    let s = addEvent(emptyStream, { position: 0, type: 'turn', at: '2026-11-01T10:00:00Z', turn: { role: 'agent', text: 'Hi', offsetMs: 0 } });
    s = addEvent(s, { position: 0, type: 'turn', at: '2026-11-01T10:00:00Z', turn: { role: 'agent', text: 'Hi', offsetMs: 0 } });
    s = addEvent(s, { position: 1, type: 'turn', at: '2026-11-01T10:00:01Z', turn: { role: 'user', text: 'Yo', offsetMs: 1000 } });
    expect(s.entries).toHaveLength(2);
    expect(s.next).toBe(2);
    s = addEvent(s, { position: 2, type: 'ended', at: '2026-11-01T10:00:09Z', status: 'completed' });
    expect(s).toMatchObject({ ended: true, status: 'completed' });
  });
  it('clock writes m:ss', () => {
    expect(clock(65_400)).toBe('1:05');
  });
});
