// Every route of the app, under /app/. Each section owns its routes
// (src/features/<name>/routes.tsx); their pages load on first visit, so
// the first load carries only the frame.
import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { NotFound } from './NotFound';
import { actionsRoutes } from './features/actions/routes';
import { agentsRoutes } from './features/agents/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { callsRoutes } from './features/calls/routes';
import { knowledgeRoutes } from './features/knowledge/routes';
import { settingsRoutes } from './features/settings/routes';
import { testsRoutes } from './features/tests/routes';

export const signedInRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/agents" replace /> },
      ...agentsRoutes,
      ...knowledgeRoutes,
      ...callsRoutes,
      ...analyticsRoutes,
      ...settingsRoutes,
      ...actionsRoutes,
      ...testsRoutes,
      { path: '*', element: <NotFound /> },
    ],
  },
];
