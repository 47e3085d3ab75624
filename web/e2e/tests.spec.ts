import { test, expect, signIn, gql, addMember, demoOrganization, expectAccessible, screenshot } from './fixtures';

async function flowAgent(): Promise<{ id: string; name: string }> {
  const d = await gql<{ agents: { items: { id: string; name: string; editingMode: string }[] } }>('demo', '{ agents(limit: 200) { items { id name editingMode } } }');
  const a = d.agents.items.find((x) => x.editingMode === 'flow');
  if (!a) throw new Error('the demo organization has no flow-mode agent');
  return a;
}

test('an editor builds a suite, generates and approves cases, runs it and follows its progress live', async ({ page }) => {
  const agent = await flowAgent();
  await signIn(page, 'demo', '/app/tests');
  await expect(page.getByRole('heading', { level: 1, name: 'Tests' })).toBeVisible();

  await page.getByRole('button', { name: 'New suite' }).click();
  const dialog = page.getByRole('dialog', { name: 'New suite' });
  await dialog.getByLabel('Agent').selectOption(agent.id);
  const suiteName = `Suite ${Date.now()}`;
  await dialog.getByLabel('Name').fill(suiteName);
  await dialog.getByRole('button', { name: 'Create suite' }).click();
  await expect(page.getByRole('heading', { level: 1, name: suiteName })).toBeVisible();
  await expect(page.getByText('This suite has no cases')).toBeVisible();

  // A script case, with an assertion the API refuses first.
  await page.getByRole('button', { name: 'New case' }).click();
  const editor = page.getByRole('dialog', { name: 'New case' });
  await editor.getByLabel('Name').fill('Says hello');
  await editor.getByLabel('Script (one caller turn per line)').fill('hello');
  await editor.getByLabel('Assertions (JSON array)').fill('[{"type": "reply_contains"}]');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert').first()).toContainText('assertions[0]');
  await editor.getByLabel('Assertions (JSON array)').fill('[{"type": "ended_with", "status": "script_ended"}]');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Says hello' })).toBeVisible();

  // Generated drafts, approved one by one.
  await page.getByRole('button', { name: 'Generate cases' }).click();
  const gen = page.getByRole('dialog', { name: 'Generate cases' });
  await gen.getByLabel('How many').fill('2');
  await gen.getByRole('button', { name: 'Generate cases' }).click();
  await expect(page.getByText(/draft cases generated/)).toBeVisible();
  const approve = page.getByRole('button', { name: /^Approve / }).first();
  await approve.click();
  await expectAccessible(page);
  await screenshot(page, 'tests-suite');

  // Run it on the draft and watch the progress arrive.
  await page.getByRole('button', { name: 'Run suite' }).click();
  await page.getByRole('dialog', { name: 'Run suite' }).getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(/\/app\/tests\/runs\//);
  await expect(page.getByTestId('run-events')).toContainText('Run started');
  await expect(page.getByTestId('run-events')).toContainText('Run finished', { timeout: 30_000 });
  await expect(page.getByText('Says hello')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'tests-run');

  // The runs list, filtered by status through the URL.
  await page.goto('/app/tests?view=runs&status=cancelled');
  await expect(page.getByText('No runs yet')).toBeVisible();
  await page.goto('/app/tests?view=runs');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/app/tests');
  await screenshot(page, 'tests');
});

test('a viewer runs suites but sees no editing controls', async ({ page }) => {
  const agent = await flowAgent();
  const org = await demoOrganization();
  const suite = await gql<{ createTestSuite: { id: string } }>('demo', 'mutation($i: CreateTestSuiteInput!) { createTestSuite(input: $i) { id } }', { i: { agentId: agent.id, name: `Viewer suite ${Date.now()}` } }, org);
  await gql('demo', 'mutation($s: ID!) { createTestCase(suiteId: $s, input: {name: "hi", script: ["hello"]}) { id } }', { s: suite.createTestSuite.id }, org);
  const viewer = `tests-viewer-${Date.now()}`;
  addMember(org, viewer, 'viewer');
  await signIn(page, viewer, `/app/tests/suites/${suite.createTestSuite.id}`);
  await expect(page.getByRole('button', { name: 'Run suite' })).toBeVisible();
  for (const name of ['New case', 'Generate cases', 'Edit suite', 'Delete suite']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await page.goto('/app/tests');
  await expect(page.getByRole('button', { name: 'New suite' })).toHaveCount(0);
});
