// Webhook deliveries end to end: a server of its own that may reach
// loopback (EGRESS_ALLOW_PRIVATE=127.0.0.0/8) and trusts a test CA
// (WEBHOOK_CA_FILE), an https receiver on 127.0.0.1, a real call whose
// call.completed event is delivered while the endpoint's page is open, and
// its redelivery.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, expectAccessible, screenshot } from './fixtures';
import { cli, dropDatabase, freshDatabaseName, leaseRedisDB, port, releaseRedisDB, serverEnv, startBinary, waitReady } from './server';

const ownPort = port + 1000;
const base = `http://127.0.0.1:${ownPort}`;

let dir = '';
let proc: ChildProcess | null = null;
let database = '';
let redisDB = -1;
let env: Record<string, string> = {};
let receiver: Server | null = null;
const received: { event: string; delivery: string }[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = mkdtempSync(join(tmpdir(), 'settings-hooks-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-addext', 'basicConstraints=critical,CA:TRUE',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  receiver = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
    received.push({ event: String(req.headers['x-service-event'] ?? ''), delivery: String(req.headers['x-service-delivery'] ?? '') });
    req.resume();
    req.on('end', () => res.end('received'));
  });
  await new Promise<void>((r) => receiver!.listen(0, '127.0.0.1', r));

  database = freshDatabaseName('voiceagent_ui_hooks');
  redisDB = leaseRedisDB();
  env = serverEnv(database, redisDB, { EGRESS_ALLOW_PRIVATE: '127.0.0.0/8', WEBHOOK_CA_FILE: join(dir, 'cert.pem') }, ownPort);
  proc = startBinary('server-hooks', env);
  await waitReady(base, proc);
});

test.afterAll(async () => {
  if (proc && proc.exitCode === null) {
    proc.kill('SIGTERM');
    await new Promise((r) => proc!.once('exit', r));
  }
  if (database) dropDatabase(database);
  if (redisDB >= 0) releaseRedisDB(redisDB);
  receiver?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a delivery appears live on the endpoint page and is redelivered', async ({ page }) => {
  test.setTimeout(120_000);
  const token = (JSON.parse(cli(['admin', 'token', '--subject', 'demo'], env)) as { token: string }).token;
  const me = await fetch(`${base}/api/v1/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { memberships { organization { id } } } }' }),
  });
  const org = ((await me.json()) as { data: { me: { memberships: { organization: { id: string } }[] } } }).data.me.memberships[0].organization.id;
  await page.addInitScript(
    ([t, o]) => {
      localStorage.setItem('voiceagent.session', JSON.stringify({ kind: 'dev', token: t, subject: 'demo', expiresAt: Date.now() + 3_600_000 }));
      localStorage.setItem('voiceagent.organization', o);
    },
    [token, org] as const,
  );

  await page.goto(`${base}/app/settings/webhooks`);
  await page.getByRole('button', { name: 'New endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'New webhook endpoint' });
  const url = `https://127.0.0.1:${(receiver!.address() as AddressInfo).port}/hook`;
  await form.getByLabel('URL').fill(url);
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Signing secret' }).getByRole('button', { name: 'Done' }).click();
  await page.getByRole('link', { name: url }).click();
  await expect(page.getByRole('heading', { level: 2, name: url })).toBeVisible();
  await expect(page.getByText('No deliveries yet')).toBeVisible();
  await expect(page.getByText('Updates live')).toBeVisible();

  // A call ends elsewhere; its call.completed delivery shows up without a reload.
  cli(['admin', 'call', 'simulate', '--org', org, '--status', 'completed'], env);
  const rows = page.locator('[data-testid^="delivery-"]');
  await expect(rows).toHaveCount(1, { timeout: 30_000 });
  await expect(rows.first()).toContainText('call.completed');
  await expect(rows.first()).toContainText('Succeeded');
  await expect(rows.first()).toContainText('HTTP 200');
  expect(received.map((r) => r.event)).toEqual(['call.completed']);

  await rows.first().getByText('Attempts: 1').click();
  await expect(rows.first().getByRole('table', { name: 'Attempts of this delivery' })).toContainText('received');
  await rows.first().getByRole('button', { name: 'Redeliver' }).click();
  await expect(page.getByText('A new delivery of call.completed was queued.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  const redelivery = rows.filter({ hasText: 'Redelivery' });
  await expect(redelivery).toContainText('Succeeded', { timeout: 30_000 });
  await expect.poll(() => received.length).toBe(2);
  expect(received[1].event).toBe('call.completed');
  expect(received[1].delivery).not.toBe(received[0].delivery);
  await expectAccessible(page);
  await screenshot(page, 'settings-webhook-deliveries');

  // The audit log records the redelivery.
  await page.goto(`${base}/app/settings/audit?action=webhook_delivery.redelivered`);
  await expect(page.getByRole('table').locator('tbody > tr')).toHaveCount(1);
});
