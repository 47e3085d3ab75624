// Routes of the Actions section (paths relative to /app/): the list (kind
// and page in the URL), the kind picker and each kind's form, an action's
// page (its definition, tests and history), and the calendar integration.
import type { RouteObject } from 'react-router-dom';

export const actionsRoutes: RouteObject[] = [
  { path: 'actions', lazy: async () => ({ Component: (await import('./ActionsPage')).ActionsPage }) },
  { path: 'actions/new', lazy: async () => ({ Component: (await import('./NewActionPage')).NewActionPage }) },
  { path: 'actions/new/:kind', lazy: async () => ({ Component: (await import('./ActionEditor')).NewActionEditor }) },
  { path: 'actions/calendar', lazy: async () => ({ Component: (await import('./CalendarPage')).CalendarPage }) },
  { path: 'actions/:kind/:id', lazy: async () => ({ Component: (await import('./ActionPage')).ActionPage }) },
  { path: 'actions/:kind/:id/edit', lazy: async () => ({ Component: (await import('./ActionEditor')).EditActionEditor }) },
];
