// What every end-to-end test shares: a page that fails its test on any
// console error, sign-in helpers, an API client for arranging data, the
// accessibility check and screenshots for docs/ui/.
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { resolve } from 'node:path';
import { cli, loadState, repo } from './server';

export { expect };

type Fixtures = {
  /** Console errors a test expects (a request it makes fail on purpose); push patterns. */
  expectedConsoleErrors: RegExp[];
  /** Origins of pages not the app's (an identity service's sign-in pages), whose console is not checked. */
  foreignOrigins: string[];
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  foreignOrigins: async ({}, use) => {
    await use([]);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors, foreignOrigins }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        if (foreignOrigins.some((o) => page.url().startsWith(o))) return;
        errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      const unexpected = errors.filter((e) => !expectedConsoleErrors.some((re) => re.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** A development session token for subject (the binary's admin token). */
export function tokenFor(subject: string): string {
  return (JSON.parse(cli(['admin', 'token', '--subject', subject])) as { token: string }).token;
}

/** Calls the backoffice GraphQL API as subject; throws on errors. */
export async function gql<T = any>(subject: string, query: string, variables: Record<string, unknown> = {}, organizationId?: string): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenFor(subject)}` };
  if (organizationId) headers['X-Organization-Id'] = organizationId;
  const res = await fetch(`${loadState().baseURL}/api/v1/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

/** The demo organization's id (its owner is subject "demo"). */
export async function demoOrganization(): Promise<string> {
  const d = await gql<{ me: { memberships: { organization: { id: string; name: string } }[] } }>('demo', '{ me { memberships { organization { id name } } } }');
  return d.me.memberships[0].organization.id;
}

/** Makes subject a member of the organization with role (idempotent enough for tests: a fresh subject each time). */
export function addMember(organizationId: string, subject: string, role: 'owner' | 'admin' | 'editor' | 'viewer') {
  cli(['admin', 'member', 'add', '--org', organizationId, '--subject', subject, '--name', subject, '--role', role]);
}

/** Signs in through the page, as a user would (development issuer). */
export async function signIn(page: Page, subject = 'demo', path = '/app/') {
  await page.goto(path);
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** Signs in without the form (a token in storage), for tests about something else. */
export async function signInWithToken(page: Page, subject = 'demo', organizationId?: string) {
  const token = tokenFor(subject);
  await page.addInitScript(
    ([t, s, o]) => {
      localStorage.setItem('voiceagent.session', JSON.stringify({ kind: 'dev', token: t, subject: s, expiresAt: Date.now() + 3_600_000 }));
      if (o) localStorage.setItem('voiceagent.organization', o);
    },
    [token, subject, organizationId ?? ''] as const,
  );
}

/** Fails on any serious or critical axe-core violation of the page as it is. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Saves a screenshot of the page for the documentation (docs/ui/<name>.png). */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: resolve(repo, 'docs', 'ui', `${name}.png`), fullPage: false });
}
