// The GraphQL explorer served at /api/v1/graphql to a browser, built from
// the app's own dependencies so it loads nothing from another host. Requests
// carry the headers typed in its headers pane (a session JWT and
// X-Organization-Id), or the app's session when one is stored.
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';
import { storedSession } from '../auth/storage';

const wsURL = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/v1/realtime`;
const session = storedSession();
// Signed in to the app: its session; else placeholders to fill in.
const sessionHeaders: Record<string, string> | undefined = session
  ? { Authorization: `Bearer ${session.token}`, ...(session.organizationId ? { 'X-Organization-Id': session.organizationId } : {}) }
  : undefined;
const headers = JSON.stringify(sessionHeaders ?? { Authorization: 'Bearer <session JWT>', 'X-Organization-Id': '<organization id>' }, null, 2);

const fetcher = createGraphiQLFetcher({
  url: '/api/v1/graphql',
  subscriptionUrl: wsURL,
  // The headers pane overrides these per request.
  headers: sessionHeaders,
  wsConnectionParams: session
    ? { authorization: `Bearer ${session.token}`, organizationId: session.organizationId ?? undefined }
    : undefined,
});

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL fetcher={fetcher} defaultHeaders={headers} shouldPersistHeaders={false} />,
);
