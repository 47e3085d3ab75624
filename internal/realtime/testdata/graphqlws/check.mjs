// Speaks to /api/v1/realtime with the graphql-ws client library, as a
// browser app would, and prints one JSON line per step for the Go test.
import { createClient } from "graphql-ws";
import WebSocket from "ws";

const { URL, TOKEN, ORG, AGENT } = process.env;
const say = (v) => console.log(JSON.stringify(v));

function client(connectionParams, closed) {
  return createClient({ url: URL, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true, on: { closed } });
}

// A query over the socket.
const c = client({ authorization: `Bearer ${TOKEN}`, organizationId: ORG });
const me = await new Promise((resolve, reject) => {
  let last;
  c.subscribe({ query: "query Me { me { user { id } } }" }, { next: (v) => (last = v), error: reject, complete: () => resolve(last) });
});
say({ step: "query", result: me });

// A subscription: the Go test changes the agent once the bus listens.
const events = c.iterate({
  query: "subscription AgentChanges($id: ID!) { agentUpdated(agentId: $id) { agentId action } }",
  variables: { id: AGENT },
});
say({ step: "subscribing" });
for await (const e of events) {
  say({ step: "event", result: e });
  break;
}
await c.dispose();

// A bad credential: the library reports the server's close code.
const code = await new Promise((resolve) => {
  const bad = client({ authorization: "Bearer not-a-token" }, (e) => resolve(e.code));
  bad.subscribe({ query: "{ __typename }" }, { next() {}, error() {}, complete() {} });
});
say({ step: "closed", code });
