import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, canRedo, canUndo, historyReducer, initHistory } from './history';

describe('historyReducer', () => {
  it('applies, undoes and redoes in order', () => {
    let h = initHistory(1);
    h = historyReducer(h, { type: 'apply', next: 2 });
    h = historyReducer(h, { type: 'apply', next: 3 });
    expect(h.present).toBe(3);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(2);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(1);
    expect(canUndo(h)).toBe(false);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(1);
    h = historyReducer(h, { type: 'redo' });
    h = historyReducer(h, { type: 'redo' });
    expect(h.present).toBe(3);
    expect(canRedo(h)).toBe(false);
    expect(historyReducer(h, { type: 'redo' })).toBe(h);
  });

  it('a new change after undo drops the redo steps', () => {
    let h = initHistory('a');
    h = historyReducer(h, { type: 'apply', next: 'b' });
    h = historyReducer(h, { type: 'undo' });
    h = historyReducer(h, { type: 'apply', next: 'c' });
    expect(h.present).toBe('c');
    expect(h.future).toEqual([]);
    expect(h.past).toEqual(['a']);
  });

  it('coalesces consecutive changes with the same key into one step', () => {
    let h = initHistory('');
    h = historyReducer(h, { type: 'apply', next: 'H', key: 'text' });
    h = historyReducer(h, { type: 'apply', next: 'Hi', key: 'text' });
    h = historyReducer(h, { type: 'apply', next: 'Hi!', key: 'text' });
    expect(h.past).toEqual(['']);
    h = historyReducer(h, { type: 'apply', next: 'Hi! x', key: 'other' });
    expect(h.past).toEqual(['', 'Hi!']);
    h = historyReducer(h, { type: 'undo' });
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe('');
  });

  it('does not coalesce across an undo', () => {
    let h = initHistory(0);
    h = historyReducer(h, { type: 'apply', next: 1, key: 'k' });
    h = historyReducer(h, { type: 'undo' });
    h = historyReducer(h, { type: 'apply', next: 2, key: 'k' });
    expect(h.past).toEqual([0]);
  });

  it('ignores a change to the same value and keeps at most the limit', () => {
    let h = initHistory(0);
    expect(historyReducer(h, { type: 'apply', next: 0 })).toBe(h);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = historyReducer(h, { type: 'apply', next: i });
    expect(h.past.length).toBe(HISTORY_LIMIT);
    expect(h.past[0]).toBe(10);
  });

  it('update computes the change from the present value', () => {
    let h = initHistory(1);
    h = historyReducer(h, { type: 'update', update: (n) => n + 1 });
    h = historyReducer(h, { type: 'update', update: (n) => n * 10 });
    expect(h.present).toBe(20);
    expect(h.past).toEqual([1, 2]);
    expect(historyReducer(h, { type: 'update', update: (n) => n })).toBe(h);
  });

  it('reset forgets everything', () => {
    let h = initHistory(0);
    h = historyReducer(h, { type: 'apply', next: 1 });
    h = historyReducer(h, { type: 'reset', present: 5 });
    expect(h).toEqual({ past: [], present: 5, future: [], lastKey: null });
  });
});
