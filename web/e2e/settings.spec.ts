import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, signInWithToken, gql, addMember, demoOrganization, expectAccessible, screenshot } from './fixtures';
import { cli } from './server';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A fresh organization whose only member is `subject`, an owner. */
function soleOwnerOrganization(subject: string): string {
  const org = JSON.parse(cli(['admin', 'org', 'create', '--name', `Solo ${subject}`])) as { id: string };
  addMember(org.id, subject, 'owner');
  return org.id;
}

test('an owner adds a member by subject with a role, changes the role and removes the member', async ({ page }) => {
  const org = await demoOrganization();
  await signInWithToken(page, 'demo', org);
  const subject = `member-${unique()}`;
  await page.goto('/app/settings');
  await expect(page).toHaveURL(/\/app\/settings\/members$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  for (const name of ['Members', 'API keys', 'Webhooks', 'Audit log']) await expect(tabs.getByRole('link', { name })).toBeVisible();

  await page.getByLabel('Add by').selectOption('subject');
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText(`${subject} was added as Editor.`)).toBeVisible();
  const row = page.getByTestId(`member-${subject}`);
  await expect(row.getByLabel(`Role of ${subject}`)).toHaveValue('editor');

  await row.getByLabel(`Role of ${subject}`).selectOption('admin');
  await expect(page.getByText(`${subject} is now Admin.`)).toBeVisible();
  const members = await gql<{ members: { items: { subject: string; role: string }[] } }>('demo', '{ members(limit: 200) { items { subject role } } }', {}, org);
  expect(members.members.items.find((m) => m.subject === subject)?.role).toBe('admin');
  await expectAccessible(page);
  await screenshot(page, 'settings-members');

  await row.getByRole('button', { name: `Remove ${subject}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${subject}?` });
  await expect(confirm).toContainText('will no longer be able to sign in');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${subject} was removed.`)).toBeVisible();
  await expect(page.getByTestId(`member-${subject}`)).toHaveCount(0);
});

test('the last owner cannot be demoted: the API says why', async ({ page, expectedConsoleErrors }) => {
  expectedConsoleErrors.push(/status of 4\d\d/);
  const owner = `owner-${unique()}`;
  const org = soleOwnerOrganization(owner);
  await signInWithToken(page, owner, org);
  await page.goto('/app/settings/members');
  const row = page.getByTestId(`member-${owner}`);
  await row.getByLabel(`Role of ${owner}`).selectOption('admin');
  await expect(page.getByRole('alert')).toContainText("this member is the organization's last owner; make another member owner first");
  // The list shows the role the API kept.
  await expect(row.getByLabel(`Role of ${owner}`)).toHaveValue('owner');
});

test('an admin manages members but not owners', async ({ page }) => {
  const org = await demoOrganization();
  const admin = `admin-${unique()}`;
  addMember(org, admin, 'admin');
  await signInWithToken(page, admin, org);
  await page.goto('/app/settings/members');
  // demo is the owner: no controls on that row, and owner is not offered.
  const ownerRow = page.getByTestId('member-demo');
  await expect(ownerRow).toBeVisible();
  await expect(ownerRow.getByRole('combobox')).toHaveCount(0);
  await expect(ownerRow.getByRole('button')).toHaveCount(0);
  await expect(page.getByLabel('Role', { exact: true }).locator('option')).toHaveText(['Viewer', 'Editor', 'Admin']);
  await expect(page.getByTestId(`member-${admin}`).getByLabel(`Role of ${admin}`)).toBeVisible();
});

test('a viewer sees the members without controls and no other settings', async ({ page }) => {
  const org = await demoOrganization();
  const viewer = `viewer-${unique()}`;
  addMember(org, viewer, 'viewer');
  await signInWithToken(page, viewer, org);
  await page.goto('/app/settings/members');
  await expect(page.getByTestId(`member-${viewer}`)).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  await expect(tabs.getByRole('link')).toHaveText(['Members']);
  await expect(page.getByRole('button', { name: 'Add member' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expectAccessible(page);
  // A section the role may not see leads back to the members.
  await page.goto('/app/settings/api-keys');
  await expect(page).toHaveURL(/\/app\/settings\/members$/);
  await expect(page.getByRole('button', { name: 'New API key' })).toHaveCount(0);
});

test('an API key is created, shown once with Copy, and revoked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const org = await demoOrganization();
  await signInWithToken(page, 'demo', org);
  await page.goto('/app/settings/api-keys');
  await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
  const name = `CRM ${unique()}`;

  await page.getByRole('button', { name: 'New API key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('agents:read').check();
  await form.getByLabel('calls:read').check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown).toContainText('it will not be shown again');
  const keyField = shown.getByLabel('API key');
  await expect(keyField).toHaveValue(/^svc_.{30,}/);
  const fullKey = await keyField.inputValue();
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullKey);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  // The list shows the preview only.
  const row = page.getByTestId(`api-key-${name}`);
  await expect(row).toContainText(`svc_...${fullKey.slice(-4)}`);
  await expect(row).toContainText('agents:read, calls:read');
  await expect(row).toContainText('Active');
  await expect(page.locator('body')).not.toContainText(fullKey);
  await expectAccessible(page);
  await screenshot(page, 'settings-api-keys');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke the key ${name}?` });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
  // The API agrees: the key is refused.
  const res = await fetch(`${new URL(page.url()).origin}/v1/agents`, { headers: { Authorization: `Bearer ${fullKey}` } });
  expect(res.status).toBe(401);
});

test('webhook endpoints: loopback refused with the detail, an endpoint created with its secret once, its deliveries with a status filter in the URL', async ({ page, expectedConsoleErrors }) => {
  expectedConsoleErrors.push(/status of 4\d\d/);
  // A receiver on loopback: this configuration (no EGRESS_ALLOW_PRIVATE) refuses it.
  const received: string[] = [];
  const receiver: Server = createServer((req, res) => {
    received.push(req.url ?? '');
    res.end('ok');
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const port = (receiver.address() as AddressInfo).port;
  try {
    const org = await demoOrganization();
    await signInWithToken(page, 'demo', org);
    await page.goto('/app/settings/webhooks');
    await expect(page.getByRole('heading', { level: 2, name: 'Webhook endpoints' })).toBeVisible();

    await page.getByRole('button', { name: 'New endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'New webhook endpoint' });
    await form.getByLabel('URL').fill(`http://127.0.0.1:${port}/hook`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText('url: must use https, not http');
    await form.getByLabel('URL').fill(`https://127.0.0.1:${port}/hook`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toContainText('127.0.0.1');
    await expect(form.getByRole('alert')).toContainText('loopback');
    expect(received).toEqual([]);

    // A receiver that does not resolve is accepted; its deliveries fail.
    const url = `https://hooks-${unique()}.invalid/receive`;
    await form.getByLabel('URL').fill(url);
    await form.getByLabel('booking.created').check();
    await form.getByLabel('Description').fill('CRM sync');
    await form.getByRole('button', { name: 'Save' }).click();
    const secret = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(secret).toContainText('it will not be shown again');
    await expect(secret.getByLabel('Signing secret')).toHaveValue(/^svcw_/);
    await expect(secret.getByRole('button', { name: 'Copy' })).toBeVisible();
    await secret.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('link', { name: url })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'settings-webhooks');

    await page.getByRole('link', { name: url }).click();
    await expect(page.getByRole('heading', { level: 2, name: url })).toBeVisible();
    await expect(page.getByText('No deliveries yet')).toBeVisible();
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('The test was not delivered')).toBeVisible();
    const rows = page.locator('[data-testid^="delivery-"]');
    await expect(rows.filter({ hasText: 'ping' })).toHaveCount(1);
    await expect(rows.first()).toContainText('Failed');
    await rows.first().getByText('Attempts: 1').click();
    await expect(rows.first().getByRole('table', { name: 'Attempts of this delivery' })).toBeVisible();
    // A ping is not redelivered.
    await expect(rows.first().getByRole('button', { name: 'Redeliver' })).toHaveCount(0);
    await expectAccessible(page);

    // The status filter lives in the URL.
    await page.getByLabel('Status').selectOption('succeeded');
    await expect(page).toHaveURL(/status=succeeded/);
    await expect(page.getByText('No deliveries with this status')).toBeVisible();
    await page.getByLabel('Status').selectOption('failed');
    await expect(page).toHaveURL(/status=failed/);
    await expect(rows).toHaveCount(1);
    await page.goto(page.url());
    await expect(page.getByLabel('Status')).toHaveValue('failed');
    await expect(rows).toHaveCount(1);
    await page.goto(page.url().replace('status=failed', 'status=succeeded'));
    await expect(page.getByText('No deliveries with this status')).toBeVisible();
  } finally {
    receiver.close();
  }
});

test('the audit log shows what was done, filtered by the URL', async ({ page }) => {
  const org = await demoOrganization();
  const name = `Audit key ${unique()}`;
  const created = await gql<{ createApiKey: { key: { id: string } } }>('demo', 'mutation($in: CreateApiKeyInput!) { createApiKey(input: $in) { key { id } } }', { in: { name } }, org);
  const keyId = created.createApiKey.key.id;
  await gql('demo', 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: keyId }, org);
  const subject = `audited-${unique()}`;
  const added = await gql<{ addMember: { userId: string } }>('demo', 'mutation($in: AddMemberInput!) { addMember(input: $in) { userId } }', { in: { subject, role: 'viewer' } }, org);

  await signInWithToken(page, 'demo', org);
  await page.goto('/app/settings/audit');
  await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table).toContainText('member.added');
  await expect(table).toContainText('api_key.revoked');

  // Filters typed in the form go to the URL.
  await page.getByLabel('Resource type').fill('api_key');
  await page.getByLabel('Resource id').fill(keyId);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`targetType=api_key&targetId=${keyId}`));
  const rows = table.locator('tbody > tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('api_key.revoked');
  await expect(rows.nth(1)).toContainText('api_key.created');
  await expectAccessible(page);
  await screenshot(page, 'settings-audit');

  // By actor and date range: today holds them, a day long past none.
  const me = await gql<{ me: { user: { id: string } } }>('demo', '{ me { user { id } } }');
  const d = new Date();
  const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await page.goto(`/app/settings/audit?actor=${me.me.user.id}&from=${today}&to=${today}&targetId=${keyId}`);
  await expect(page.getByLabel('Actor', { exact: true })).toHaveValue(me.me.user.id);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
  await expect(rows).toHaveCount(2);
  await page.getByLabel('From', { exact: true }).fill('2001-01-01');
  await page.getByLabel('To', { exact: true }).fill('2001-01-31');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/from=2001-01-01&to=2001-01-31/);
  await expect(page.getByText('No entries match these filters')).toBeVisible();

  // A link reproduces a view.
  await page.goto(`/app/settings/audit?action=member.added&targetId=${added.addMember.userId}`);
  await expect(page.getByLabel('Action')).toHaveValue('member.added');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(added.addMember.userId);
  await rows.first().getByText('Show').click();
  await expect(rows.first()).toContainText(subject);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/audit$/);
  await expect(page.getByLabel('Action')).toHaveValue('');
});
