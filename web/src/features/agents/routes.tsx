// Routes of the Agents section (paths relative to /app/). The agent page is
// a layout (heading = the agent's name, tabs) whose tabs are child routes:
// settings (index), the flow editor (flows feature) and the test chat.
import type { RouteObject } from 'react-router-dom';
import { flowsChildRoutes } from '../flows/routes';

export const agentsRoutes: RouteObject[] = [
  { path: 'agents', lazy: async () => ({ Component: (await import('./AgentsPage')).AgentsPage }) },
  {
    path: 'agents/:agentId',
    lazy: async () => ({ Component: (await import('./AgentLayout')).AgentLayout }),
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./AgentSettings')).AgentSettings }) },
      { path: 'test', lazy: async () => ({ Component: (await import('./TestChat')).TestChat }) },
      ...flowsChildRoutes,
    ],
  },
];
