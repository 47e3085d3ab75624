// Routes of the Calls section (paths relative to /app/).
import type { RouteObject } from 'react-router-dom';

export const callsRoutes: RouteObject[] = [
  { path: 'calls', lazy: async () => ({ Component: (await import('./CallsPage')).CallsPage }) },
  { path: 'calls/:callId', lazy: async () => ({ Component: (await import('./CallPage')).CallPage }) },
];
