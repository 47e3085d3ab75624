// Routes of the Settings section (paths relative to /app/): a layout with
// the section's tabs, each a child route.
import { Navigate, type RouteObject } from 'react-router-dom';

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('./SettingsPage')).SettingsPage }),
    children: [
      { index: true, element: <Navigate to="members" replace /> },
      { path: 'members', lazy: async () => ({ Component: (await import('./MembersPage')).MembersPage }) },
      { path: 'api-keys', lazy: async () => ({ Component: (await import('./ApiKeysPage')).ApiKeysPage }) },
      { path: 'webhooks', lazy: async () => ({ Component: (await import('./WebhooksPage')).WebhooksPage }) },
      { path: 'webhooks/:endpointId', lazy: async () => ({ Component: (await import('./WebhookEndpointPage')).WebhookEndpointPage }) },
      { path: 'audit', lazy: async () => ({ Component: (await import('./AuditPage')).AuditPage }) },
    ],
  },
];
