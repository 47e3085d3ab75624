// Routes of the Agents section (paths relative to /app/).
import type { RouteObject } from 'react-router-dom';

export const agentsRoutes: RouteObject[] = [
  { path: 'agents', lazy: async () => ({ Component: (await import('./AgentsPage')).AgentsPage }) },
];
