// The flow editor, a tab of the agent page (child of agents/:agentId). It
// loads only when opened, with @xyflow/react.
import type { RouteObject } from 'react-router-dom';

export const flowsChildRoutes: RouteObject[] = [
  { path: 'flows', lazy: async () => ({ Component: (await import('./FlowEditorPage')).FlowEditorPage }) },
];
