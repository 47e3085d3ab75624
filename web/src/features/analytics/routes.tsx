// Routes of the Analytics section (paths relative to /app/).
import type { RouteObject } from 'react-router-dom';

export const analyticsRoutes: RouteObject[] = [
  { path: 'analytics', lazy: async () => ({ Component: (await import('./AnalyticsPage')).AnalyticsPage }) },
];
