// Routes of the Tests section (paths relative to /app/): suites and runs
// lists, a suite with its cases, a run with its live progress and results.
import type { RouteObject } from 'react-router-dom';

export const testsRoutes: RouteObject[] = [
  { path: 'tests', lazy: async () => ({ Component: (await import('./TestsPage')).TestsPage }) },
  { path: 'tests/suites/:suiteId', lazy: async () => ({ Component: (await import('./SuitePage')).SuitePage }) },
  { path: 'tests/runs/:runId', lazy: async () => ({ Component: (await import('./RunPage')).RunPage }) },
];
