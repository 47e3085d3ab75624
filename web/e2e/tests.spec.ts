import { test, expect, signIn, gql, addMember, demoOrganization, expectAccessible, screenshot } from './fixtures';

/** A new flow-mode agent from the receptionist template (its flow has several paths to an end). */
async function flowAgent(): Promise<{ id: string; name: string }> {
  const org = await demoOrganization();
  const d = await gql<{ createAgent: { id: string; name: string } }>(
    'demo',
    'mutation($i: CreateAgentInput!) { createAgent(input: $i) { id name } }',
    { i: { name: `Tested desk ${Date.now()}`, agentType: 'inbound', editingMode: 'flow', templateId: 'receptionist' } },
    org,
  );
  return d.createAgent;
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
  await expect(page.getByRole('cell', { name: 'Says hello', exact: true })).toBeVisible();

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
  await expect(page.getByTestId('run-events')).toContainText('Case finished: Says hello (passed)');
  const result = page.locator('details.result summary', { hasText: 'Says hello' });
  await expect(result).toContainText('passed');
  await result.click();
  await expect(page.locator('details.result[open]').getByText('ended_with')).toBeVisible();
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
