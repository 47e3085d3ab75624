// One subscription to every call event of the organization for the history
// page, whatever the filters: a changing row is patched at once from the
// event, then the call is read again (with its agent) and merged where the
// filters (read when the event arrives) put it.
import { useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import { useClient } from 'urql';
import { CallsRowByIdDocument, CallsSessionUpdatedDocument } from './documents';
import type { Filters, ListAction, Row } from './list';

export function useLiveCalls(filters: RefObject<Filters>, dispatch: Dispatch<ListAction>): boolean {
  const client = useClient();
  const [live, setLive] = useState(false);
  const reads = useRef(new Map<string, number>());

  useEffect(() => {
    const pending = reads.current;
    setLive(true);
    const sub = client.subscription(CallsSessionUpdatedDocument, {}).subscribe((r) => {
      if (r.error) setLive(false);
      const e = r.data?.callSessionUpdated;
      if (!e) return;
      const changes: Partial<Row> = { turnCount: e.turnCount };
      if (e.status) changes.status = e.status;
      if (e.durationMs != null) changes.durationMs = e.durationMs;
      if (e.outcome != null) changes.outcome = e.outcome;
      dispatch({ type: 'patch', id: e.callSessionId, changes, filters: filters.current });
      // The latest read of a call wins over an older one still on its way.
      const n = (pending.get(e.callSessionId) ?? 0) + 1;
      pending.set(e.callSessionId, n);
      void client
        .query(CallsRowByIdDocument, { id: e.callSessionId }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((res) => {
          if (pending.get(e.callSessionId) !== n) return;
          pending.delete(e.callSessionId);
          if (res.data) dispatch({ type: 'upsert', row: res.data.callSession as Row, filters: filters.current });
        });
    });
    return () => sub.unsubscribe();
  }, [client, dispatch, filters]);

  return live;
}
