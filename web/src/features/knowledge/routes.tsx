// Routes of the Knowledge section (paths relative to /app/).
import type { RouteObject } from 'react-router-dom';

export const knowledgeRoutes: RouteObject[] = [
  { path: 'knowledge', lazy: async () => ({ Component: (await import('./KnowledgePage')).KnowledgePage }) },
];
