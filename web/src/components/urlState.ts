// Filters live in the URL so a link reproduces the view.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

// The parameters last written, shared by every useURLParam: two changes in
// a row (two selects, a reset) each build on the one before, even before
// the router has rendered it, so neither undoes the other.
let written: URLSearchParams | null = null;

/** One query parameter as state; setting '' (or null) removes it. */
export function useURLParam(name: string, fallback = ''): [string, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  // The router renders a navigation as a transition, later than the event
  // that asked for it: until it does, the value just set is shown, so a
  // control (a controlled checkbox, a select) reflects the user's action at
  // once instead of snapping back.
  const [pending, setPending] = useState<{ value: string } | null>(null);
  useEffect(() => {
    written = params;
    setPending(null);
  }, [params]);
  const value = pending ? pending.value || fallback : (params.get(name) ?? fallback);
  const set = useCallback(
    (v: string | null) => {
      const next = new URLSearchParams(written ?? window.location.search);
      if (v === null || v === '') next.delete(name);
      else next.set(name, v);
      // A new filter starts again from the first page.
      if (name !== 'offset' && name !== 'cursor') {
        next.delete('offset');
        next.delete('cursor');
      }
      written = next;
      setPending({ value: v ?? '' });
      setParams(next, { replace: true });
    },
    [name, setParams],
  );
  return [value, set];
}

/** A numeric query parameter (offset paging). */
export function useURLOffset(): [number, (n: number) => void] {
  const [raw, set] = useURLParam('offset');
  const n = Number.parseInt(raw, 10);
  return [Number.isFinite(n) && n > 0 ? n : 0, (v: number) => set(v > 0 ? String(v) : null)];
}
