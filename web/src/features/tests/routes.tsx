// Routes of the Tests section (paths relative to /app/).
import type { RouteObject } from 'react-router-dom';

export const testsRoutes: RouteObject[] = [
  { path: 'tests', lazy: async () => ({ Component: (await import('./TestsPage')).TestsPage }) },
];
