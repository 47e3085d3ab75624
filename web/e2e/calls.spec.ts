import type { Page, Request } from '@playwright/test';
import { test, expect, signInWithToken, gql, addMember, demoOrganization, expectAccessible, screenshot } from './fixtures';
import { cli, loadState } from './server';

type ListedCall = { id: string; status: string; durationMs: number | null; agentId: string; agent: { name: string } | null };

async function firstCalls(filter: Record<string, unknown> = {}, limit = 50) {
  const d = await gql<{ callSessions: { total: number; items: ListedCall[] } }>(
    'demo',
    `query($f: CallSessionFilter, $l: Int) { callSessions(filter: $f, limit: $l, offset: 0) { total items { id status durationMs agentId agent { name } } } }`,
    { f: filter, l: limit },
  );
  return d.callSessions;
}

/** Runs one realistic call through the platform (the admin CLI) and returns its id. */
function simulateCall(org: string, agentId?: string): string {
  const args = ['admin', 'call', 'simulate', '--org', org];
  if (agentId) args.push('--agent', agentId);
  return (JSON.parse(cli(args)) as { id: string }).id;
}

const rows = (page: Page) => page.locator('table.list tbody tr');

function callListVariables(r: Request): Record<string, unknown> | null {
  if (!r.url().includes('/api/v1/graphql') || r.method() !== 'POST') return null;
  const body = r.postDataJSON() as { query?: string; variables?: Record<string, unknown> } | null;
  return body?.query?.includes('query CallsList') ? (body.variables ?? {}) : null;
}

test('the history lists the demo calls with agent name, status, start and duration', async ({ page }) => {
  const api = await firstCalls();
  expect(api.total).toBeGreaterThan(50);
  await signInWithToken(page, 'demo');
  await page.goto('/app/calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calls' })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(50);
  // The newest call first, as the API lists it, with its agent's name.
  const first = api.items[0];
  const row = rows(page).first();
  await expect(row).toHaveAttribute('data-call-id', first.id);
  await expect(row.locator('td').nth(0)).toHaveText(first.agent!.name);
  await expect(row.locator('td').nth(1)).toHaveText(new RegExp(first.status, 'i'));
  await expect(row.locator('td').nth(2).getByRole('link')).toHaveAttribute('href', `/app/calls/${first.id}`);
  if (first.durationMs != null) await expect(row.locator('td').nth(3)).toHaveText(/^\d+:\d{2}$/);
  await expectAccessible(page);
  await screenshot(page, 'calls');
});

test('filters by status and agent live in the URL, and a reload reproduces the view', async ({ page }) => {
  const any = await firstCalls();
  const agent = any.items[0];
  const expected = await firstCalls({ status: 'completed', agentId: agent.agentId });
  expect(expected.total).toBeGreaterThan(0);
  await signInWithToken(page, 'demo');
  await page.goto('/app/calls');
  await expect(rows(page)).toHaveCount(50);
  await page.getByLabel('Status').selectOption('completed');
  await page.getByLabel('Agent').selectOption(agent.agentId);
  await expect(page).toHaveURL(/status=completed/);
  await expect(page).toHaveURL(new RegExp(`agent=${agent.agentId}`));
  await expect(rows(page)).toHaveCount(Math.min(50, expected.total));
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('completed');
  await expect(page.getByLabel('Agent')).toHaveValue(agent.agentId);
  await expect(rows(page)).toHaveCount(Math.min(50, expected.total));
  await expect(rows(page).first()).toHaveAttribute('data-call-id', expected.items[0].id);
  for (const cell of await rows(page).locator('td:nth-child(2)').allTextContents()) expect(cell).toBe('Completed');
  for (const cell of await rows(page).locator('td:nth-child(1)').allTextContents()) expect(cell).toBe(agent.agent!.name);
  // A filter nothing matches says so.
  await page.getByLabel('From').fill('2000-01-01');
  await page.getByLabel('To').fill('2000-01-02');
  await expect(page.getByText('No call matches these filters')).toBeVisible();
  await expect(page).toHaveURL(/from=2000-01-01&to=2000-01-02|to=2000-01-02.*from=2000-01-01|from=2000-01-01.*to=2000-01-02/);
});

test('scrolling loads the next page by cursor, one bounded request at a time', async ({ page }) => {
  const pages: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    const v = callListVariables(r);
    if (v) pages.push(v);
  });
  await signInWithToken(page, 'demo');
  await page.goto('/app/calls');
  await expect(rows(page)).toHaveCount(50);
  expect(pages[0]).toMatchObject({ cursor: 'start', limit: 50 });
  await page.locator('.calls-sentinel').scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(100);
  const second = pages[pages.length - 1];
  expect(second.limit).toBe(50);
  expect(typeof second.cursor).toBe('string');
  expect(second.cursor).not.toBe('start');
  expect(second.offset).toBeUndefined();
  // The button does the same for those who do not scroll (clicked where
  // it is, without scrolling it into view, which would load by itself).
  expect(pages).toHaveLength(2);
  await page.getByRole('button', { name: 'Load more' }).dispatchEvent('click');
  await expect(rows(page)).toHaveCount(150);
  expect(pages).toHaveLength(3);
  expect(pages[2]).toMatchObject({ limit: 50 });
  expect(pages[2].cursor).not.toBe(second.cursor);
  // No call twice.
  const ids = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-call-id')));
  expect(new Set(ids).size).toBe(ids.length);
});

test("a call's page shows its details, transcript, actions and post-call data", async ({ page }) => {
  const org = await demoOrganization();
  const id = simulateCall(org);
  const { callSession: c } = await gql<{
    callSession: { agent: { name: string }; transcript: { text: string }[]; actions: { name: string }[]; postCall: { outcome: string; summary: string } | null };
  }>('demo', `query($id: ID!) { callSession(id: $id) { agent { name } transcript { text } actions { name } postCall { outcome summary } } }`, { id });
  await signInWithToken(page, 'demo');
  await page.goto(`/app/calls/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Call with ${c.agent.name}` })).toBeVisible();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.getByRole('listitem')).toHaveCount(c.transcript.length + c.actions.length);
  await expect(transcript).toContainText(c.transcript[0].text);
  const actions = page.getByRole('region', { name: 'Actions', exact: true });
  if (c.actions.length > 0) await expect(actions.getByRole('row')).toHaveCount(c.actions.length + 1);
  else await expect(actions).toContainText('No action was executed');
  const post = page.getByRole('region', { name: 'Post-call data' });
  expect(c.postCall).not.toBeNull();
  await expect(post).toContainText(c.postCall!.outcome);
  if (c.postCall!.summary) await expect(post).toContainText(c.postCall!.summary);
  await expect(post).toContainText('Extracted data');
  await expectAccessible(page);
  await screenshot(page, 'call');
  // Back to the list from the page.
  await page.getByRole('link', { name: 'All calls' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
});

test('a new call appears in its place in the list without a reload', async ({ page }) => {
  const org = await demoOrganization();
  const agentId = (await firstCalls()).items[0].agentId;
  await signInWithToken(page, 'demo');
  await page.goto('/app/calls');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('calls-live')).toBeVisible();
  // The socket is open once the subscription is acknowledged: give it a moment.
  await page.waitForTimeout(500);
  let loads = 0;
  page.on('request', (r) => {
    if (callListVariables(r)) loads++;
  });
  const id = simulateCall(org, agentId);
  const ended = Date.now();
  const row = page.locator(`tr[data-call-id="${id}"]`);
  await row.waitFor({ state: 'visible', timeout: 5000 });
  const latency = Date.now() - ended;
  console.log(`live: the new call's row was visible ${latency} ms after the command returned`);
  expect(latency).toBeLessThan(1500);
  // It changed while running (created, started, ended): one row, updated in place.
  await expect(row.locator('td').nth(1)).toHaveText(/Completed|Failed|Cancelled|Abandoned/);
  await expect(page.locator(`tr[data-call-id="${id}"]`)).toHaveCount(1);
  // In its place, newest first by creation: a simulated call is dated back by
  // its length, so a long new call may rank below a short one made just before.
  // The live list reads as a reload would.
  const api = (await firstCalls({}, 20)).items.map((c) => c.id);
  expect(api).toContain(id);
  await expect
    .poll(() => rows(page).evaluateAll((trs) => trs.slice(0, 20).map((tr) => tr.getAttribute('data-call-id'))))
    .toEqual(api);
  expect(loads, 'no list reload').toBe(0);
});

test('a live call outside the filters stays out', async ({ page }) => {
  const org = await demoOrganization();
  const agentId = (await firstCalls()).items[0].agentId;
  await signInWithToken(page, 'demo');
  await page.goto(`/app/calls?agent=${agentId}&status=failed`);
  await expect(page.getByTestId('calls-live')).toBeVisible();
  await page.waitForTimeout(500);
  const id = (JSON.parse(cli(['admin', 'call', 'simulate', '--org', org, '--agent', agentId, '--status', 'completed'])) as { id: string }).id;
  const failed = (JSON.parse(cli(['admin', 'call', 'simulate', '--org', org, '--agent', agentId, '--status', 'failed'])) as { id: string }).id;
  await expect(page.locator(`tr[data-call-id="${failed}"]`)).toBeVisible();
  await expect(page.locator(`tr[data-call-id="${id}"]`)).toHaveCount(0);
});

test("an active call's transcript streams on its page", async ({ page, context }) => {
  const org = await demoOrganization();
  const { baseURL } = loadState();
  // A chat agent with its public widget open to this server's own pages.
  const name = `Stream desk ${Date.now()}`;
  const created = await gql<{ createAgent: { id: string } }>('demo', `mutation($n: String!) { createAgent(input: {name: $n, agentType: "chat", editingMode: "prompt"}) { id } }`, { n: name });
  const agentId = created.createAgent.id;
  await gql('demo', `mutation($id: ID!) { publishAgentVersion(id: $id) { id } }`, { id: agentId });
  await gql('demo', `mutation($id: ID!, $o: [String!]) { updateAgent(id: $id, input: {publicChannelEnabled: true, allowedOrigins: $o}) { id } }`, { id: agentId, o: [baseURL] });
  const res = await fetch(`${baseURL}/api/v1/realtime/public-sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ agent_id: agentId }),
  });
  expect(res.status).toBe(201);
  const session = (await res.json()) as { token: string; session_id: string };
  void org;

  await signInWithToken(page, 'demo');
  await page.goto(`/app/calls/${session.session_id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Call with ${name}` })).toBeVisible();
  await expect(page.getByText('Live: the transcript follows the call')).toBeVisible();
  const transcript = page.locator('ol.transcript');
  await expect(transcript.getByRole('listitem')).toHaveCount(1); // the greeting

  // The visitor speaks from the widget (a page of the allowed origin).
  const widget = await context.newPage();
  await widget.goto('/readyz');
  const text = `Do you open on Saturdays? ${Date.now()}`;
  const answer = await widget.evaluate(
    ([token, message]) =>
      new Promise<string>((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/api/v1/realtime`, 'graphql-transport-ws');
        ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init', payload: { publicSession: token } }));
        ws.onmessage = (m) => {
          const msg = JSON.parse(m.data as string);
          if (msg.type === 'connection_ack')
            ws.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query: 'mutation($t: String!) { sendMessage(text: $t) { state } }', variables: { t: message } } }));
          if (msg.type === 'next') {
            ws.close();
            resolve(JSON.stringify(msg.payload));
          }
          if (msg.type === 'error') reject(new Error(JSON.stringify(msg.payload)));
        };
        ws.onerror = () => reject(new Error('socket error'));
      }),
    [session.token, text] as const,
  );
  expect(answer).toContain('state');
  await expect(transcript).toContainText(text);
  expect(await transcript.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
  await widget.close();
});

test('a viewer reads the history and a call', async ({ page }) => {
  const org = await demoOrganization();
  const subject = `calls-viewer-${Date.now()}`;
  addMember(org, subject, 'viewer');
  const first = (await firstCalls({}, 1)).items[0];
  await signInWithToken(page, subject);
  await page.goto('/app/calls');
  await expect(rows(page).first()).toHaveAttribute('data-call-id', first.id);
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/calls/${first.id}$`));
  await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
});

test('an unknown call says so with the API detail', async ({ page, expectedConsoleErrors }) => {
  expectedConsoleErrors.push(/status of 4\d\d/);
  await signInWithToken(page, 'demo');
  await page.goto('/app/calls/00000000-0000-0000-0000-000000000001');
  await expect(page.getByRole('alert')).toContainText(/not found/i);
});
