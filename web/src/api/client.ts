// The GraphQL client: queries and mutations over HTTP (/api/v1/graphql),
// subscriptions over graphql-ws (/api/v1/realtime). A client is made per
// session token and organization, so a renewed token or another
// organization reconnects the socket with the new credentials.
import { Client, cacheExchange, fetchExchange, mapExchange, subscriptionExchange, type CombinedError } from 'urql';
import { createClient as createWSClient, type Client as WSClient } from 'graphql-ws';

export type ClientOptions = {
  token: string;
  organizationId: string | null;
  /** Called when the API answers 401: the session is over. */
  onUnauthorized: () => void;
};

export function realtimeURL(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/v1/realtime`;
}

export function makeClient({ token, organizationId, onUnauthorized }: ClientOptions): { client: Client; dispose: () => void } {
  let ws: WSClient | null = null;
  const socket = () => {
    ws ??= createWSClient({
      url: realtimeURL(),
      lazy: true,
      connectionParams: () => ({
        authorization: `Bearer ${token}`,
        ...(organizationId ? { organizationId } : {}),
      }),
      retryAttempts: 20,
      shouldRetry: (event) => {
        // 4401/4403: the socket refused the session; retrying will not help.
        const code = (event as CloseEvent | undefined)?.code;
        if (code === 4401) {
          onUnauthorized();
          return false;
        }
        return code !== 4403 && code !== 4400;
      },
    });
    return ws;
  };

  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (organizationId) headers['X-Organization-Id'] = organizationId;

  const client = new Client({
    url: '/api/v1/graphql',
    requestPolicy: 'cache-and-network',
    preferGetMethod: false,
    fetchOptions: () => ({ headers }),
    exchanges: [
      mapExchange({
        onError(error: CombinedError) {
          if ((error.response as Response | undefined)?.status === 401) onUnauthorized();
          if (error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) onUnauthorized();
        },
      }),
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query || '' };
          return {
            subscribe(sink) {
              const unsubscribe = socket().subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
  return { client, dispose: () => void ws?.dispose() };
}

/** What a person should read about an error: the API's detail when there is one. */
export function errorDetail(error: unknown): string {
  if (!error) return '';
  const e = error as Partial<CombinedError> & { message?: string };
  if (e.graphQLErrors && e.graphQLErrors.length > 0) return e.graphQLErrors.map((g) => g.message).join('; ');
  if (e.networkError) {
    const detail = (e.networkError as Error & { detail?: string }).detail;
    return detail ?? e.networkError.message;
  }
  return e.message ?? String(error);
}
