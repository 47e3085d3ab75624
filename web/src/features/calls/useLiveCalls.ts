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
  // Reads of a call in flight: an event during one asks for another after
  // it (identical reads in flight are shared, so the later one would bring
  // the older answer); each answer is merged, the last one last.
  const reads = useRef(new Map<string, { again: boolean }>());

  useEffect(() => {
    const pending = reads.current;
    const read = (id: string) => {
      const r = pending.get(id);
      if (r) {
        r.again = true;
        return;
      }
      const mine = { again: false };
      pending.set(id, mine);
      void client
        .query(CallsRowByIdDocument, { id }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((res) => {
          pending.delete(id);
          if (res.data) dispatch({ type: 'upsert', row: res.data.callSession as Row, filters: filters.current });
          if (mine.again) read(id);
        });
    };
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
      read(e.callSessionId);
    });
    return () => sub.unsubscribe();
  }, [client, dispatch, filters]);

  return live;
}
