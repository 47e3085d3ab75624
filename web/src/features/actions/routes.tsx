// Routes of the Actions section (paths relative to /app/).
import type { RouteObject } from 'react-router-dom';

export const actionsRoutes: RouteObject[] = [
  { path: 'actions', lazy: async () => ({ Component: (await import('./ActionsPage')).ActionsPage }) },
];
