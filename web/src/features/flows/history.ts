// Undo and redo over immutable values: a small pure reducer. Each applied
// change is a step; changes sharing a key one after the other (typing in a
// field) make a single step, so undo takes back the whole edit.

export type History<T> = {
  past: T[];
  present: T;
  future: T[];
  /** The key of the last applied change, for coalescing. */
  lastKey: string | null;
};

export type HistoryAction<T> =
  | { type: 'apply'; next: T; key?: string }
  /** A change computed from the present value (a pure function of it). */
  | { type: 'update'; update: (present: T) => T; key?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; present: T };

/** How many steps back undo can go. */
export const HISTORY_LIMIT = 100;

export function initHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null };
}

export function historyReducer<T>(h: History<T>, a: HistoryAction<T>): History<T> {
  switch (a.type) {
    case 'update':
      return historyReducer(h, { type: 'apply', next: a.update(h.present), key: a.key });
    case 'apply': {
      if (a.next === h.present) return h;
      if (a.key && a.key === h.lastKey && h.past.length > 0) {
        return { past: h.past, present: a.next, future: [], lastKey: a.key };
      }
      const past = [...h.past, h.present];
      if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
      return { past, present: a.next, future: [], lastKey: a.key ?? null };
    }
    case 'undo': {
      if (h.past.length === 0) return h;
      const past = h.past.slice(0, -1);
      return { past, present: h.past[h.past.length - 1], future: [h.present, ...h.future], lastKey: null };
    }
    case 'redo': {
      if (h.future.length === 0) return h;
      const [next, ...future] = h.future;
      return { past: [...h.past, h.present], present: next, future, lastKey: null };
    }
    case 'reset':
      return initHistory(a.present);
  }
}

export const canUndo = (h: History<unknown>) => h.past.length > 0;
export const canRedo = (h: History<unknown>) => h.future.length > 0;
