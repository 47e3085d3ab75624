// Signing in with an identity service: the oidc-provider package plays it,
// issuing JWT access tokens for the API's audience; a second platform
// server verifies them through its JWKS (AUTH_JWKS_URL) and offers the
// OIDC sign-in (UI_OIDC_*).
import Provider from 'oidc-provider';
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { test, expect, expectAccessible } from './fixtures';
import { cli, dropDatabase, freshDatabaseName, leaseRedisDB, port, releaseRedisDB, serverEnv, startBinary, waitReady } from './server';

const opPort = port + 200;
const appPort = port + 100;
const issuer = `http://127.0.0.1:${opPort}`;
const appURL = `http://127.0.0.1:${appPort}`;
const audience = 'urn:voiceagent:api';

let provider: Server;
let app: ChildProcess;
let database: string;
let env: Record<string, string>;
let redisDB = 0;

test.beforeAll(async () => {
  const op = new Provider(issuer, {
    clients: [
      {
        client_id: 'backoffice',
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${appURL}/app/callback`],
        post_logout_redirect_uris: [`${appURL}/app/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['e2e-only-cookie-key'] },
    ttl: { Session: 3600, Grant: 3600, IdToken: 3600, RefreshToken: 3600, AccessToken: 75, AuthorizationCode: 60, Interaction: 600 },
    // The app (a public client) calls the token endpoint from its own origin.
    clientBasedCORS: (_ctx, origin) => origin === appURL,
    // The app renews its token with the refresh token before it expires.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: `${id}@example.com`, name: 'Olivia Identity' }),
    }),
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    features: {
      devInteractions: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: 'api',
          audience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: 75,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
  });
  provider = op.listen(opPort);

  database = freshDatabaseName('voiceagent_ui_oidc');
  redisDB = leaseRedisDB();
  env = serverEnv(
    database,
    redisDB,
    {
      AUTH_JWKS_URL: `${issuer}/jwks`,
      AUTH_ISSUER: issuer,
      AUTH_AUDIENCE: audience,
      UI_OIDC_ISSUER: issuer,
      UI_OIDC_CLIENT_ID: 'backoffice',
      UI_OIDC_SCOPE: 'openid profile email api',
    },
    appPort,
  );
  app = startBinary('server-oidc', env);
  await waitReady(appURL, app);
  const org = JSON.parse(cli(['admin', 'org', 'create', '--name', 'Identity Org'], env)) as { id: string };
  cli(['admin', 'member', 'add', '--org', org.id, '--subject', 'olivia', '--name', 'Olivia Identity', '--role', 'editor'], env);
});

test.afterAll(async () => {
  app?.kill('SIGTERM');
  await new Promise<void>((r) => (app ? app.once('exit', () => r()) : r()));
  provider?.close();
  dropDatabase(database);
  if (redisDB) releaseRedisDB(redisDB);
});

test.describe.configure({ timeout: 120_000 });

test('signs in through the identity service with PKCE, uses and renews its token', async ({ page, foreignOrigins }) => {
  // The identity service's own sign-in pages are not the app's.
  foreignOrigins.push(issuer);
  const authorizeURLs: URL[] = [];
  const tokenGrants: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === issuer && u.pathname === '/auth') authorizeURLs.push(u);
    if (u.origin === issuer && u.pathname === '/token' && r.method() === 'POST') tokenGrants.push(new URLSearchParams(r.postData() ?? '').get('grant_type') ?? '');
  });
  await page.goto(`${appURL}/app/`);
  // No development sign-in while an identity service verifies sessions.
  await expect(page.getByLabel('Subject')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(new RegExp(`^${issuer}/`));
  await page.locator('input[name="login"]').fill('olivia');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`^${appURL}/app/`));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByTestId('current-user')).toContainText('Olivia Identity');
  await expect(page.getByTestId('current-user')).toContainText('Editor');

  // The authorization request used PKCE (S256), the code was exchanged.
  expect(authorizeURLs[0].searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeURLs[0].searchParams.get('code_challenge')).toBeTruthy();
  expect(tokenGrants).toContain('authorization_code');

  // The token (75 s) is renewed before it expires, and the API takes the new one.
  await expect.poll(() => tokenGrants.includes('refresh_token'), { timeout: 40_000 }).toBe(true);
  await page.getByRole('link', { name: 'Agents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
