// The Agents section: the list (filters in the URL, new, import, export,
// duplicate, archive), the agent page (draft/live, publish, discard,
// settings, versions, knowledge, widget) and the test chat, by role.
import { readFileSync } from 'node:fs';
import { test, expect, signInWithToken, gql, addMember, demoOrganization, expectAccessible, screenshot } from './fixtures';
import type { Page } from '@playwright/test';

let seq = 0;
/** A name no other test uses. */
function unique(prefix: string): string {
  seq += 1;
  return `${prefix} ${Date.now().toString(36)}${seq}`;
}

async function createAgent(name: string, agentType = 'chat', editingMode = 'prompt'): Promise<string> {
  const d = await gql<{ createAgent: { id: string } }>('demo', 'mutation($i: CreateAgentInput!) { createAgent(input: $i) { id } }', {
    i: { name, agentType, editingMode },
  });
  return d.createAgent.id;
}

async function updateAgent(id: string, input: Record<string, unknown>) {
  await gql('demo', 'mutation($id: ID!, $i: UpdateAgentInput!) { updateAgent(id: $id, input: $i) { id } }', { id, i: input });
}

async function publish(id: string): Promise<number> {
  const d = await gql<{ publishAgentVersion: { version: number } }>('demo', 'mutation($id: ID!) { publishAgentVersion(id: $id) { version } }', { id });
  return d.publishAgentVersion.version;
}

/** The row of the list naming agent `name`. */
function row(page: Page, name: string) {
  return page.getByTestId('agent-row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function openAgent(page: Page, id: string, name: string, tab = '') {
  await page.goto(`/app/agents/${id}${tab}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, 'demo');
});

test('the list filters by type, status, search and unpublished changes, and the URL reproduces the view', async ({ page }) => {
  const tag = unique('Filter');
  const chat = `${tag} chat`;
  const inbound = `${tag} inbound`;
  await createAgent(chat, 'chat');
  await publish(await createAgent(inbound, 'inbound'));

  await page.goto('/app/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await page.getByLabel('Search').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(tag).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.getByTestId('agent-row')).toHaveCount(2);

  await page.getByLabel('Type').selectOption('inbound');
  await expect(page).toHaveURL(/type=inbound/);
  await expect(row(page, chat)).toHaveCount(0);
  await expect(row(page, inbound)).toBeVisible();
  await expect(page.getByTestId('agent-row')).toHaveCount(1);

  // Each change lands in the URL before the next one.
  await page.getByLabel('Type').selectOption('');
  await expect(page).not.toHaveURL(/type=/);
  await page.getByLabel('Status').selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await expect(row(page, inbound)).toContainText('Version 1 live');
  await expect(page.getByTestId('agent-row')).toHaveCount(1);

  await page.getByLabel('Status').selectOption('');
  await expect(page).not.toHaveURL(/status=/);
  await page.getByLabel('Only with unpublished changes').check();
  await expect(page).toHaveURL(/unpublished=1/);
  await expect(row(page, chat)).toContainText('Unpublished changes');
  await expect(page.getByTestId('agent-row')).toHaveCount(1);

  // The same address shows the same view.
  const url = page.url();
  await page.goto('/app/agents');
  await expect(page.getByTestId('agent-row').first()).toBeVisible();
  await page.goto(url);
  await expect(page.getByLabel('Only with unpublished changes')).toBeChecked();
  await expect(page.getByLabel('Search')).toHaveValue(tag);
  await expect(page.getByTestId('agent-row')).toHaveCount(1);
  await expect(row(page, chat)).toBeVisible();

  // A filter nothing matches says so.
  await page.goto(`/app/agents?q=${encodeURIComponent(tag)}&status=archived`);
  await expect(page.getByText('No agent matches these filters')).toBeVisible();
});

test('the agents page is usable within 1.5 s of navigation', async ({ page }) => {
  await page.goto('/app/calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  const start = Date.now();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agents', exact: true }).click();
  await expect(page.getByTestId('agent-row').first()).toBeVisible();
  const elapsed = Date.now() - start;
  expect(elapsed, `the list showed after ${elapsed} ms`).toBeLessThan(1500);
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'agents');
});

test('"New agent" creates a blank agent and opens its page', async ({ page }) => {
  const name = unique('Blank');
  await page.goto('/app/agents');
  await page.getByRole('button', { name: 'New agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'New agent' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Type').selectOption('chat');
  await dialog.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/agents\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('agent-state')).toContainText('Not published yet');
});

test('"New agent" from a template takes the template and the given name', async ({ page }) => {
  const name = unique('From template');
  await page.goto('/app/agents');
  await page.getByRole('button', { name: 'New agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'New agent' });
  await dialog.getByLabel('A template').check();
  const template = dialog.getByLabel('Template', { exact: true });
  await expect(template.locator('option')).not.toHaveCount(1);
  await template.selectOption({ index: 1 });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create agent' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // A template brings its prompt.
  await expect(page.getByLabel('Prompt')).not.toHaveValue('');
});

test('a setting is saved to the draft, a refused value is explained next to its field, and publishing makes it live', async ({ page }) => {
  const name = unique('Editable');
  const id = await createAgent(name);
  await publish(id);
  await openAgent(page, id, name);
  const state = page.getByTestId('agent-state');
  await expect(state).toContainText('Version 1 live');
  await expect(state).toContainText('Live is up to date');
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();

  await page.getByLabel('Greeting').fill('Welcome to the test desk!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved to the draft.')).toBeVisible();
  await expect(state).toContainText('Unpublished changes');

  await page.getByLabel('Temperature').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#agent-setting-temperature-error')).toHaveText('must be between 0 and 2');
  await expect(page.getByLabel('Temperature')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Undo changes' }).click();

  await page.reload();
  await expect(page.getByLabel('Greeting')).toHaveValue('Welcome to the test desk!');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(state).toContainText('Version 2 live');
  await expect(state).toContainText('Live is up to date');
  await expect(page.getByText('Published: version 2 is live.')).toBeVisible();
});

test('"Discard draft" returns the draft to the live version', async ({ page }) => {
  const name = unique('Discard');
  const id = await createAgent(name);
  await updateAgent(id, { settings: { greeting: 'Live greeting' } });
  await publish(id);
  await updateAgent(id, { settings: { greeting: 'Draft greeting' } });
  await openAgent(page, id, name);
  await expect(page.getByLabel('Greeting')).toHaveValue('Draft greeting');
  await expect(page.getByTestId('agent-state')).toContainText('Unpublished changes');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByLabel('Greeting')).toHaveValue('Live greeting');
  await expect(page.getByTestId('agent-state')).toContainText('Live is up to date');
  await expect(page.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);
});

test('"Restore" copies a past version into the draft', async ({ page }) => {
  const name = unique('Restore');
  const id = await createAgent(name);
  await updateAgent(id, { prompt: 'First prompt' });
  await publish(id);
  await updateAgent(id, { prompt: 'Second prompt' });
  await publish(id);
  await openAgent(page, id, name);
  await expect(page.getByLabel('Prompt')).toHaveValue('Second prompt');
  const versions = page.getByTestId('agent-version');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Version 2');
  await expect(versions.first()).toContainText('Live');
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByLabel('Prompt')).toHaveValue('First prompt');
  await expect(page.getByTestId('agent-state')).toContainText('Unpublished changes');
  await expect(page.getByTestId('agent-state')).toContainText('Version 2 live');
});

test('"Duplicate" makes a copy and opens it', async ({ page }) => {
  const name = unique('Original');
  const id = await createAgent(name);
  await page.goto(`/app/agents?q=${encodeURIComponent(name)}`);
  await row(page, name).getByRole('button', { name: `Duplicate ${name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/agents\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(id);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await page.goto(`/app/agents?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('agent-row')).toHaveCount(2);
});

test('"Archive" and "Unarchive" change the agent\'s status', async ({ page }) => {
  const name = unique('Archivable');
  await createAgent(name);
  await page.goto(`/app/agents?q=${encodeURIComponent(name)}`);
  const r = row(page, name);
  page.once('dialog', (d) => void d.accept());
  await r.getByRole('button', { name: `Archive ${name}`, exact: true }).click();
  await expect(r).toContainText('Archived');
  await expect(page.getByText(`${name} was archived.`)).toBeVisible();
  await r.getByRole('button', { name: `Unarchive ${name}`, exact: true }).click();
  await expect(r).toContainText('Draft');
  await expect(r.getByRole('button', { name: `Archive ${name}`, exact: true })).toBeVisible();
});

test('"Export" downloads the agent as JSON and "Import" makes a new agent of it', async ({ page }) => {
  const name = unique('Exported');
  const id = await createAgent(name);
  await updateAgent(id, { prompt: 'Exported prompt', settings: { greeting: 'Exported greeting' } });
  await page.goto(`/app/agents?q=${encodeURIComponent(name)}`);
  const downloading = page.waitForEvent('download');
  await row(page, name).getByRole('button', { name: `Export ${name}`, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^exported-.*\.agent\.json$/);
  const doc = JSON.parse(readFileSync(await download.path(), 'utf8')) as { format_version: number; agent: { name: string }; prompt: string; settings: Record<string, unknown> };
  expect(doc.format_version).toBe(1);
  expect(doc.agent.name).toBe(name);
  expect(doc.prompt).toBe('Exported prompt');

  const imported = unique('Imported');
  doc.agent.name = imported;
  await page.getByLabel('Agent JSON file').setInputFiles({ name: 'agent.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(doc)) });
  await expect(page.getByRole('heading', { level: 1, name: imported })).toBeVisible();
  await expect(page.getByLabel('Prompt')).toHaveValue('Exported prompt');
  await expect(page.getByLabel('Greeting')).toHaveValue('Exported greeting');

  // A file that is not an export is refused, saying why.
  await page.goto('/app/agents');
  await page.getByLabel('Agent JSON file').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await expect(page.getByRole('alert')).toContainText('notes.json is not a JSON file.');
  // One the API refuses shows the API's detail.
  await page.getByLabel('Agent JSON file').setInputFiles({ name: 'empty.json', mimeType: 'application/json', buffer: Buffer.from('{"format_version": 1}') });
  await expect(page.getByRole('alert')).toContainText('agent: is required');
});

test('knowledge bases are assigned and the retrieval preview shows what the agent would retrieve', async ({ page }) => {
  const name = unique('Knowledgeable');
  const id = await createAgent(name, 'inbound');
  await openAgent(page, id, name);
  const faq = page.getByLabel(/Clínica Bem Estar FAQ/);
  await expect(faq).not.toBeChecked();
  await faq.check();
  await expect(faq).toBeChecked();
  const assigned = await gql<{ agentKnowledgeBases: { name: string }[] }>('demo', 'query($a: ID!) { agentKnowledgeBases(agentId: $a) { name } }', { a: id });
  expect(assigned.agentKnowledgeBases.map((b) => b.name)).toEqual(['Clínica Bem Estar FAQ']);

  await page.getByLabel('Question').fill('horário de atendimento aos sábados');
  await expect(async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('list', { name: 'Retrieved passages' })).toContainText('sábados', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Retrieved passages' })).toContainText('Perguntas frequentes');

  await faq.uncheck();
  await expect(faq).not.toBeChecked();
  await expect
    .poll(async () => (await gql<{ agentKnowledgeBases: unknown[] }>('demo', 'query($a: ID!) { agentKnowledgeBases(agentId: $a) { id } }', { a: id })).agentKnowledgeBases.length)
    .toBe(0);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Nothing was retrieved for this question from the assigned bases.')).toBeVisible();
});

test('the public widget of a chat agent: public channel and allowed origins', async ({ page }) => {
  const name = unique('Widget');
  const id = await createAgent(name, 'chat');
  await openAgent(page, id, name);
  const widget = page.getByRole('region', { name: 'Public widget' });
  await widget.getByLabel('Public channel on').check();
  await expect(widget.getByLabel('Public channel on')).toBeChecked();
  await widget.getByLabel('Allowed origin', { exact: true }).fill('https://shop.example.com');
  await widget.getByRole('button', { name: 'Add origin' }).click();
  await expect(widget.getByRole('list', { name: 'Allowed origins' })).toContainText('https://shop.example.com');
  await widget.getByLabel('Allowed origin', { exact: true }).fill('not an origin');
  await widget.getByRole('button', { name: 'Add origin' }).click();
  await expect(widget.locator('#agent-widget-origin-error')).toContainText('must be an origin like');
  await widget.getByRole('button', { name: 'Remove https://shop.example.com' }).click();
  await expect(widget.getByText('No origin is allowed yet.')).toBeVisible();
  const d = await gql<{ agent: { publicChannelEnabled: boolean } }>('demo', 'query($id: ID!) { agent(id: $id) { publicChannelEnabled } }', { id });
  expect(d.agent.publicChannelEnabled).toBe(true);
  // An inbound agent has no widget.
  const inbound = unique('No widget');
  await openAgent(page, await createAgent(inbound, 'inbound'), inbound);
  await expect(page.getByRole('region', { name: 'Public widget' })).toHaveCount(0);
});

test('the agent page is accessible and pictured', async ({ page }) => {
  const name = unique('Front desk');
  const id = await createAgent(name, 'chat');
  await updateAgent(id, { prompt: 'You answer questions about opening hours and bookings, briefly and kindly.', settings: { language: 'en-US', greeting: 'Hello! How can I help?' } });
  await publish(id);
  await openAgent(page, id, name);
  await expect(page.getByTestId('agent-version')).toHaveCount(1);
  await expectAccessible(page);
  await screenshot(page, 'agent');
});

test('the test chat talks to the draft, and "Restart" starts again', async ({ page }) => {
  const name = unique('Chatty');
  const id = await createAgent(name, 'chat');
  await openAgent(page, id, name);
  await page.getByRole('link', { name: 'Test chat' }).click();
  await expect(page).toHaveURL(new RegExp(`/agents/${id}/test$`));
  await page.getByLabel('Message').fill('I need a table for two');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.locator('[data-role="user"]')).toContainText('I need a table for two');
  await expect(log.locator('[data-role="agent"]').last()).toContainText('I need a table for two');
  await expect(page.getByLabel('Message')).toHaveValue('');
  await page.getByLabel('Message').fill('And for tomorrow?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.locator('[data-role="user"]')).toHaveCount(2);
  await expectAccessible(page);
  await screenshot(page, 'test-chat');

  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByRole('log', { name: 'Conversation' })).toHaveCount(0);
  await expect(page.getByText('Type a message and press “Send” to start a conversation.')).toBeVisible();
  await page.getByLabel('Message').fill('Hello again');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log', { name: 'Conversation' }).locator('[data-role="user"]')).toHaveCount(1);
});

test('the test chat shows a flow agent\'s path and variables', async ({ page }) => {
  const name = unique('Flowing');
  const id = await createAgent(name, 'chat', 'flow');
  const flows = await gql<{ flows: { items: { id: string }[] } }>('demo', 'query($a: ID!) { flows(agentId: $a) { items { id } } }', { a: id });
  const draft = {
    nodes: [
      { id: 'start', type: 'start' },
      { id: 'age', type: 'question', config: { prompt: 'How old are you?', variable: 'age', type: 'number', retry_prompt: 'Your age in digits, please.' } },
      { id: 'bye', type: 'end', config: { text: 'Thanks, {{age}} it is.' } },
    ],
    edges: [
      { from: 'start', to: 'age' },
      { from: 'age', to: 'bye' },
    ],
  };
  await gql('demo', 'mutation($a: ID!, $f: ID!, $d: JSON!) { updateFlow(agentId: $a, id: $f, input: {draft: $d}) { id } }', { a: id, f: flows.flows.items[0].id, d: draft });
  await openAgent(page, id, name, '/test');
  await page.getByLabel('Message').fill('19');
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.locator('[data-role="agent"]').first()).toHaveText(/How old are you\?/);
  await expect(log.locator('[data-role="agent"]').last()).toContainText('Thanks, 19 it is.');
  await expect(page.getByTestId('chat-path')).toHaveText(/start\s*age\s*bye/);
  await expect(page.getByTestId('chat-variables')).toContainText('age');
  await expect(page.getByTestId('chat-variables')).toContainText('19');
  await expect(page.getByText('The conversation has ended.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByTestId('chat-path')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
});

test('a viewer sees no edit, publish or delete controls but may test', async ({ page }) => {
  const org = await demoOrganization();
  const viewer = `agents-viewer-${Date.now().toString(36)}`;
  addMember(org, viewer, 'viewer');
  const name = unique('Read only');
  const id = await createAgent(name, 'chat');
  await publish(id);
  await updateAgent(id, { settings: { greeting: 'Unpublished greeting' } });

  // Signed in as the viewer (this session replaces the owner's of beforeEach).
  await signInWithToken(page, viewer, org);
  await page.goto(`/app/agents?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('current-user')).toContainText('Viewer');
  const r = row(page, name);
  await expect(r).toBeVisible();
  await expect(r.getByRole('button', { name: 'Export' })).toBeVisible();
  for (const control of ['New agent', 'Import']) await expect(page.getByRole('button', { name: control })).toHaveCount(0);
  for (const control of ['Duplicate', 'Archive', 'Unarchive']) await expect(r.getByRole('button', { name: control })).toHaveCount(0);

  await r.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('agent-state')).toContainText('Unpublished changes');
  await expect(page.getByLabel('Greeting')).toHaveValue('Unpublished greeting');
  await expect(page.getByLabel('Greeting')).toBeDisabled();
  await expect(page.getByTestId('agent-version')).toHaveCount(1);
  for (const control of ['Publish', 'Discard draft', 'Save', 'Restore version 1', 'Add origin']) await expect(page.getByRole('button', { name: control })).toHaveCount(0);
  await expect(page.getByLabel('Public channel on')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  await page.getByRole('link', { name: 'Test chat' }).click();
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log', { name: 'Conversation' }).locator('[data-role="agent"]').last()).toContainText('Hello');
});

test('the Agents section speaks Brazilian Portuguese', async ({ page }) => {
  const name = unique('Português');
  const id = await createAgent(name, 'chat');
  await page.goto('/app/agents');
  await page.getByRole('banner').getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByRole('heading', { level: 1, name: 'Agentes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo agente' })).toBeVisible();
  await expect(page.getByLabel('Só com alterações não publicadas')).toBeVisible();
  await openAgent(page, id, name);
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeVisible();
  await expect(page.getByTestId('agent-state')).toContainText('Alterações não publicadas');
  await page.getByRole('link', { name: 'Chat de teste' }).click();
  await expect(page.getByLabel('Mensagem')).toBeVisible();
  await page.getByRole('banner').getByLabel('Idioma').selectOption('en');
  await expect(page.getByLabel('Message')).toBeVisible();
});
