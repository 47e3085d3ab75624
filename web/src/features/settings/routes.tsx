// Routes of the Settings section (paths relative to /app/).
import type { RouteObject } from 'react-router-dom';

export const settingsRoutes: RouteObject[] = [
  { path: 'settings', lazy: async () => ({ Component: (await import('./SettingsPage')).SettingsPage }) },
];
