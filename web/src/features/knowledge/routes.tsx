// Routes of the Knowledge section (paths relative to /app/): the bases, and
// a base's page with its documents.
import type { RouteObject } from 'react-router-dom';

export const knowledgeRoutes: RouteObject[] = [
  { path: 'knowledge', lazy: async () => ({ Component: (await import('./KnowledgePage')).KnowledgePage }) },
  { path: 'knowledge/:baseId', lazy: async () => ({ Component: (await import('./KnowledgeBasePage')).KnowledgeBasePage }) },
];
