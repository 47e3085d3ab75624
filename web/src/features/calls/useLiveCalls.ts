// One subscription to the organization's call events for the history page:
// a changing row is patched at once from the event, then the call is read
// again (with its agent) and merged where the filters put it.
import { useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import { useClient } from 'urql';
import { CallsRowByIdDocument, CallsSessionUpdatedDocument } from './documents';
import type { Filters, ListAction, Row } from './list';

export function useLiveCalls(filters: RefObject<Filters>, dispatch: Dispatch<ListAction>): boolean {
  const client = useClient();
  const [live, setLive] = useState(false);
  // Until every call of the organization can be followed at once, the
  // events follow the chosen agent.
  const agentId = filters.current.agent;
  const reads = useRef(new Map<string, number>());

  useEffect(() => {
    if (!agentId) {
      setLive(false);
      return;
    }
    setLive(true);
    const pending = reads.current;
    const sub = client.subscription(CallsSessionUpdatedDocument, { agentId }).subscribe((r) => {
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
  }, [client, agentId, dispatch, filters]);

  return live;
}
