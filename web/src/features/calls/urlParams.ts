// Filters in the URL, several of which may change in quick succession (two
// selects, or a whole reset): each change applies to the parameters the
// previous one wrote, even before the router has rendered it, so no change
// undoes another.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ParamChanges = Record<string, string | null>;

export function useURLParams(): [URLSearchParams, (changes: ParamChanges) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const write = useCallback(
    (changes: ParamChanges) => {
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [params, write];
}
