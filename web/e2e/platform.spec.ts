// What the app is as a whole: its first-load budget, its serving, and the
// GraphQL explorer built from its own assets.
import { test, expect, signInWithToken } from './fixtures';

test('the first load of /app/ stays under 350 KB of compressed JavaScript', async ({ page }) => {
  await signInWithToken(page, 'demo');
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.request().sizes().then((s) => ({ url: r.url(), bytes: s.responseBodySize })));
  });
  await page.goto('/app/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  const total = loaded.reduce((n, s) => n + s.bytes, 0);
  console.log(`first load: ${loaded.length} scripts, ${(total / 1024).toFixed(1)} KB compressed`);
  expect(total).toBeGreaterThan(10_000);
  expect(total).toBeLessThan(350 * 1024);
  // The flow editor and charts are not part of it.
  expect(loaded.map((s) => s.url).filter((u) => /xyflow|recharts|FlowEditor|Analytics/i.test(u))).toEqual([]);
  expect(loaded.every((s) => new URL(s.url).origin === new URL(page.url()).origin)).toBe(true);
});

test('the app is served compressed, cached by hash and under a same-origin policy', async ({ page, request }) => {
  const index = await request.get('/app/', { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(index.status()).toBe(200);
  expect(index.headers()['cache-control']).toBe('no-cache');
  const csp = index.headers()['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+/);
  const html = await index.text();
  const asset = html.match(/\/app\/assets\/index-[\w-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!, { headers: { 'Accept-Encoding': 'br' } });
  expect(js.headers()['content-encoding']).toBe('br');
  expect(js.headers()['cache-control']).toContain('immutable');
  expect((await request.get('/')).url()).toMatch(/\/app\/$/);
  await page.goto('/app/calls/does-not-matter');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('GraphiQL at /api/v1/graphql runs from the binary’s own assets with the app’s session', async ({ page, baseURL }) => {
  await signInWithToken(page, 'demo');
  const foreign: string[] = [];
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith('data:') && new URL(u).origin !== new URL(baseURL!).origin) foreign.push(u);
  });
  await page.goto('/api/v1/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  // The schema came through introspection with the session: the docs explorer lists Query.
  await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
  await expect(page.getByText('Query', { exact: true }).first()).toBeVisible();
  expect(foreign).toEqual([]);
});
