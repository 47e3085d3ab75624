// The flow editor: the canvas shows the flow document, edits (add from the
// palette, connect, move, configure, delete, undo/redo) are saved and come
// back after a reload, validation marks its problems on their nodes, a save
// over someone else's is refused with a reload, publishing, and viewers
// see the canvas read-only.
import type { Page } from '@playwright/test';
import { test, expect, signInWithToken, gql, addMember, demoOrganization, expectAccessible, screenshot } from './fixtures';

const DOC = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 } },
    { id: 'ask', type: 'question', position: { x: 0, y: 150 }, config: { prompt: 'How old are you?', variable: 'age', type: 'number' } },
    { id: 'bye', type: 'end', position: { x: 0, y: 300 }, config: { text: 'Thanks, {{age}} it is.' } },
  ],
  edges: [
    { from: 'start', to: 'ask' },
    { from: 'ask', to: 'bye' },
  ],
};

type FlowNode = { id: string; type: string; position: { x: number; y: number }; config?: Record<string, unknown> };
type FlowDoc = { nodes: FlowNode[]; edges: { from: string; to: string }[] };

let seq = 0;
const unique = (what: string) => `${what} ${Date.now().toString(36)}${++seq}`;

/** A flow-mode agent whose main flow's draft is doc. */
async function flowAgent(name = unique('Flow agent'), doc: unknown = DOC) {
  const { createAgent } = await gql<{ createAgent: { id: string } }>('demo', `mutation($input: CreateAgentInput!) { createAgent(input: $input) { id } }`, {
    input: { name, agentType: 'chat', editingMode: 'flow' },
  });
  const agentId = createAgent.id;
  const { flows } = await gql<{ flows: { items: { id: string; isMain: boolean }[] } }>('demo', `query($a: ID!) { flows(agentId: $a) { items { id isMain } } }`, { a: agentId });
  const flowId = flows.items.find((f) => f.isMain)!.id;
  await updateDraft(agentId, flowId, doc);
  return { name, agentId, flowId };
}

async function updateDraft(agentId: string, flowId: string, draft: unknown) {
  await gql('demo', `mutation($a: ID!, $id: ID!, $d: JSON!) { updateFlow(agentId: $a, id: $id, input: { draft: $d }) { id } }`, { a: agentId, id: flowId, d: draft });
}

async function storedFlow(agentId: string, flowId: string) {
  const { flow } = await gql<{ flow: { draft: FlowDoc; revision: number } }>('demo', `query($a: ID!, $id: ID!) { flow(agentId: $a, id: $id) { draft revision } }`, { a: agentId, id: flowId });
  return flow;
}

const node = (page: Page, id: string) => page.getByTestId(`flow-node-${id}`);
const canvasNode = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);

/** The node's position in flow coordinates, as the canvas draws it. */
async function drawnPosition(page: Page, id: string) {
  const transform = await canvasNode(page, id).evaluate((el) => (el as HTMLElement).style.transform);
  const m = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(transform);
  if (!m) throw new Error(`no position in ${transform}`);
  return { x: Math.round(Number(m[1])), y: Math.round(Number(m[2])) };
}

/** Drags from the centre of one element to the centre of another, with the mouse. */
async function dragBetween(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

async function centre(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('the canvas shows the flow, and edits from the palette are saved with their positions', async ({ page }) => {
  const { name, agentId, flowId } = await flowAgent();
  const { flowNodeTypes } = await gql<{ flowNodeTypes: { name: string }[] }>('demo', '{ flowNodeTypes { name } }');
  await signInWithToken(page, 'demo');
  await page.goto(`/app/agents/${agentId}/flows`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Main flow|main/ })).toHaveAttribute('aria-selected', 'true');
  for (const n of DOC.nodes) await expect(node(page, n.id)).toBeVisible();
  await expect(node(page, 'ask')).toContainText('How old are you?');
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);

  // The palette lists every type of the registry.
  const palette = page.getByRole('complementary', { name: 'Node types' });
  expect(flowNodeTypes.length).toBeGreaterThan(5);
  for (const nt of flowNodeTypes) await expect(palette.getByRole('button', { name: nt.name, exact: true })).toBeVisible();

  // Add a message node and write its text in the side panel (a field from the registry).
  await palette.getByRole('button', { name: 'message', exact: true }).click();
  await expect(node(page, 'message')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Node “message”' })).toBeVisible();
  await page.getByLabel('Text').fill('Nice to meet you.');
  await expect(node(page, 'message')).toContainText('Nice to meet you.');

  // Connect it to the end from the side panel, and the question to it on the canvas.
  await page.getByLabel('Connect to').selectOption('bye');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);
  await dragBetween(
    page,
    await centre(page, '.react-flow__node[data-id="ask"] .react-flow__handle.source'),
    await centre(page, '.react-flow__node[data-id="message"] .react-flow__handle.target'),
  );
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);

  // Move it with the mouse.
  const before = await drawnPosition(page, 'message');
  const box = (await node(page, 'message').boundingBox())!;
  await dragBetween(page, { x: box.x + 20, y: box.y + 10 }, { x: box.x + 220, y: box.y + 70 });
  const moved = await drawnPosition(page, 'message');
  expect(moved.x).toBeGreaterThan(before.x + 50);

  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const stored = (await storedFlow(agentId, flowId)).draft;
  const message = stored.nodes.find((n) => n.id === 'message')!;
  expect(message).toMatchObject({ type: 'message', config: { text: 'Nice to meet you.' }, position: moved });
  expect(stored.edges).toEqual(expect.arrayContaining([{ from: 'message', to: 'bye' }, { from: 'ask', to: 'message' }]));

  await page.reload();
  await expect(node(page, 'message')).toContainText('Nice to meet you.');
  expect(await drawnPosition(page, 'message')).toEqual(moved);
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test('delete, undo and redo by buttons and keys', async ({ page }) => {
  const { agentId } = await flowAgent();
  await signInWithToken(page, 'demo');
  await page.goto(`/app/agents/${agentId}/flows`);
  await expect(node(page, 'bye')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

  // Delete a node with the Delete key: its edge goes with it.
  await node(page, 'bye').click();
  await expect(page.getByRole('heading', { name: 'Node “bye”' })).toBeVisible();
  await page.keyboard.press('Delete');
  await expect(node(page, 'bye')).toHaveCount(0);
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);

  await page.keyboard.press('Control+z');
  await expect(node(page, 'bye')).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  await page.keyboard.press('Control+Shift+z');
  await expect(node(page, 'bye')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(node(page, 'bye')).toBeVisible();

  // Delete an edge with the button of the side panel.
  await node(page, 'ask').click();
  await page.getByRole('button', { name: 'Delete node' }).click();
  await expect(node(page, 'ask')).toHaveCount(0);
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(node(page, 'ask')).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(node(page, 'ask')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();

  // A node dragged from the palette lands where it is dropped.
  await page
    .getByRole('complementary', { name: 'Node types' })
    .getByRole('button', { name: 'knowledge', exact: true })
    .dragTo(page.locator('.flow-canvas'), { targetPosition: { x: 80, y: 60 } });
  await expect(node(page, 'knowledge')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(node(page, 'knowledge')).toHaveCount(0);

  // A node moves with the arrow keys too.
  await canvasNode(page, 'bye').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Node “bye”' })).toBeVisible();
  const at = await drawnPosition(page, 'bye');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => drawnPosition(page, 'bye')).not.toEqual(at);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => drawnPosition(page, 'bye')).toEqual(at);

  // Typing in a field is one step to undo.
  await node(page, 'bye').click();
  await page.getByLabel('Text').fill('Bye now.');
  await expect(node(page, 'bye')).toContainText('Bye now.');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(node(page, 'bye')).toContainText('Thanks, {{age}} it is.');

  // A configuration typed as JSON is checked before it is applied.
  await page.getByText('Edit the configuration as JSON').click();
  await page.getByLabel('Configuration (JSON)').fill('{"text": ');
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not valid JSON' })).toBeVisible();
  await page.getByLabel('Configuration (JSON)').fill('{"text": "From JSON."}');
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  await expect(node(page, 'bye')).toContainText('From JSON.');
});

test('validate marks each problem on its node and lists it', async ({ page }) => {
  const { agentId, flowId } = await flowAgent();
  await updateDraft(agentId, flowId, {
    nodes: [
      ...DOC.nodes.map((n) => (n.id === 'ask' ? { ...n, config: { prompt: 'How old are you?', type: 'number' } } : n)),
      { id: 'lost', type: 'message', position: { x: 250, y: 150 }, config: { text: 'Nobody comes here.' } },
      { id: 'odd', type: 'teleport', position: { x: -250, y: 150 }, config: { where: 'moon' } },
    ],
    edges: [...DOC.edges, { from: 'lost', to: 'bye' }, { from: 'start', to: 'odd' }],
  });
  await signInWithToken(page, 'demo');
  await page.goto(`/app/agents/${agentId}/flows`);
  await expect(node(page, 'lost')).toBeVisible();
  await expect(page.getByText('Validate to check the flow')).toBeVisible();
  await page.getByRole('button', { name: 'Validate' }).click();

  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('button', { name: /no variable/ })).toBeVisible();
  await expect(problems.getByRole('button', { name: /reaches|reach/ })).toBeVisible();
  await expect(node(page, 'ask')).toHaveClass(/flow-node-invalid/);
  await expect(node(page, 'ask')).toContainText('no variable');
  await expect(node(page, 'lost')).toHaveClass(/flow-node-invalid/);
  await expect(node(page, 'start')).toContainText('ways out');
  await expect(node(page, 'bye')).not.toHaveClass(/flow-node-invalid/);
  await expect(node(page, 'bye')).toHaveClass(/flow-node-warning/);

  await problems.getByRole('button', { name: /reach/ }).click();
  await expect(page.getByRole('heading', { name: 'Node “lost”' })).toBeVisible();
  await problems.getByRole('button', { name: /no variable/ }).click();
  await expect(page.getByRole('heading', { name: 'Node “ask”' })).toBeVisible();

  await problems.getByRole('button', { name: /teleport/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Node “odd”' })).toBeVisible();
  await expect(page.getByText('This type is not in the registry')).toBeVisible();
  await expect(page.getByLabel('Configuration (JSON)')).toHaveValue(/"where": "moon"/);

  // Fixing it and validating again clears the marks.
  await page.getByRole('button', { name: 'Delete node' }).click();
  await expect(node(page, 'odd')).toHaveCount(0);
  await node(page, 'ask').click();
  await page.getByLabel('Variable').fill('age');
  await node(page, 'lost').click();
  await page.getByRole('button', { name: 'Delete node' }).click();
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(problems.getByText('No problems found.')).toBeVisible();
  await expect(node(page, 'ask')).not.toHaveClass(/flow-node-invalid/);
  expect((await storedFlow(agentId, flowId)).draft.nodes.map((n) => n.id)).toEqual(['start', 'ask', 'bye']);
});

test('a save over someone else’s change is refused and offers to reload', async ({ page }) => {
  const { agentId, flowId } = await flowAgent();
  await signInWithToken(page, 'demo');
  await page.goto(`/app/agents/${agentId}/flows`);
  await expect(node(page, 'bye')).toBeVisible();
  await page.getByRole('complementary', { name: 'Node types' }).getByRole('button', { name: 'message', exact: true }).click();
  await expect(node(page, 'message')).toBeVisible();

  // Meanwhile someone else saves the flow.
  await updateDraft(agentId, flowId, { ...DOC, nodes: [...DOC.nodes, { id: 'theirs', type: 'message', position: { x: 300, y: 150 }, config: { text: 'Their change.' } }] });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Someone else saved this flow' });
  await expect(alert).toBeVisible();
  expect((await storedFlow(agentId, flowId)).draft.nodes.map((n) => n.id)).not.toContain('message');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(node(page, 'theirs')).toBeVisible();
  await expect(node(page, 'message')).toHaveCount(0);
  await expect(alert).toHaveCount(0);

  // After reloading, a save goes through.
  await node(page, 'theirs').click();
  await page.getByLabel('Text').fill('Our change on theirs.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const stored = (await storedFlow(agentId, flowId)).draft;
  expect(stored.nodes.find((n) => n.id === 'theirs')?.config).toEqual({ text: 'Our change on theirs.' });
});

// A flow with a condition, for the picture.
const AGE_CHECK = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 120, y: 0 } },
    { id: 'ask', type: 'question', position: { x: 120, y: 110 }, config: { prompt: 'How old are you?', variable: 'age', type: 'number' } },
    { id: 'adult?', type: 'condition', position: { x: 120, y: 230 } },
    { id: 'bye', type: 'end', position: { x: 0, y: 360 }, config: { text: 'Thanks, {{age}} it is.' } },
    { id: 'minor', type: 'transfer', position: { x: 260, y: 360 }, config: { to: 'a colleague' } },
  ],
  edges: [
    { from: 'start', to: 'ask' },
    { from: 'ask', to: 'adult?' },
    { from: 'adult?', to: 'bye', condition: 'age >= 18' },
    { from: 'adult?', to: 'minor', default: true },
  ],
};

test('publish and publish all', async ({ page }) => {
  const { agentId, flowId } = await flowAgent(unique('Age check'), AGE_CHECK);
  await gql('demo', `mutation($a: ID!) { createSubflow(agentId: $a, input: { name: "Side flow" }) { id } }`, { a: agentId });
  await signInWithToken(page, 'demo');
  await page.goto(`/app/agents/${agentId}/flows`);
  await expect(node(page, 'ask')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(2);
  await expect(page.getByText('Never published')).toBeVisible();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Publish', exact: true }).click(); // the agent's own Publish is in the page header
  await expect(page.getByRole('status').filter({ hasText: 'Published revision 1.' })).toBeVisible();
  expect((await storedFlow(agentId, flowId)).revision).toBe(1);

  await page.getByRole('button', { name: 'Publish all' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published every flow of the agent.' })).toBeVisible();
  expect((await storedFlow(agentId, flowId)).revision).toBe(2);

  // The subflow's tab shows its own document; leaving unsaved changes asks first.
  await page.getByRole('complementary', { name: 'Node types' }).getByRole('button', { name: 'message', exact: true }).click();
  page.once('dialog', (d) => void d.dismiss());
  await page.getByRole('tab', { name: /Side flow/ }).click();
  await expect(node(page, 'message')).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('tab', { name: /Side flow/ }).click();
  await expect(page).toHaveURL(/flow=/);
  await expect(node(page, 'end')).toBeVisible();
  await expect(node(page, 'ask')).toHaveCount(0);
  await page.getByRole('tab', { name: /main/ }).click();
  await expect(node(page, 'ask')).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
  await expect(page.getByText('age >= 18')).toBeVisible();
  await page.locator('.react-flow__edge').nth(2).click();
  await expect(page.getByRole('heading', { name: 'Edge adult? → bye' })).toBeVisible();
  await expect(page.getByLabel('Condition', { exact: true })).toHaveValue('age >= 18');
  await node(page, 'ask').click();
  await expectAccessible(page);
  await screenshot(page, 'flow-editor');
});

test('an edge’s condition, default, label and examples are edited in the side panel', async ({ page }) => {
  const { agentId, flowId } = await flowAgent(unique('Edges'), AGE_CHECK);
  await signInWithToken(page, 'demo');
  await page.goto(`/app/agents/${agentId}/flows`);
  await expect(page.locator('.react-flow__edge')).toHaveCount(4);
  await page.locator('.react-flow__edge').nth(3).click();
  await expect(page.getByRole('heading', { name: 'Edge adult? → minor' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Default/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Default/ }).uncheck();
  await page.getByLabel('Condition', { exact: true }).fill('age < 18');
  await page.getByLabel('Label').fill('minor');
  await page.getByLabel('Examples').fill('I am twelve\nnot yet eighteen');
  await expect(page.getByText('minor', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const stored = (await storedFlow(agentId, flowId)).draft;
  expect(stored.edges[3]).toEqual({ from: 'adult?', to: 'minor', condition: 'age < 18', label: 'minor', examples: ['I am twelve', 'not yet eighteen'] });

  // Deleting the edge with its button.
  await page.locator('.react-flow__edge').nth(3).click();
  await page.getByRole('button', { name: 'Delete edge' }).click();
  await expect(page.locator('.react-flow__edge')).toHaveCount(3);
});

test('a viewer sees the canvas read-only', async ({ page }) => {
  const { agentId } = await flowAgent();
  const org = await demoOrganization();
  const viewer = `flows-viewer-${Date.now().toString(36)}`;
  addMember(org, viewer, 'viewer');
  await signInWithToken(page, viewer, org);
  await page.goto(`/app/agents/${agentId}/flows`);
  for (const n of DOC.nodes) await expect(node(page, n.id)).toBeVisible();
  await expect(page.getByText('Read only')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Node types' })).toHaveCount(0);
  for (const name of ['Save', 'Publish', 'Publish all', 'Undo', 'Redo']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Validate' })).toBeVisible();

  await node(page, 'ask').click();
  await expect(page.getByRole('heading', { name: 'Node “ask”' })).toBeVisible();
  await expect(page.getByLabel('Prompt', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete node' })).toHaveCount(0);
  await page.keyboard.press('Delete');
  await expect(node(page, 'ask')).toBeVisible();
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('No problems found.')).toBeVisible();
  await expectAccessible(page);
});

test('an agent without flows says what to do', async ({ page }) => {
  const { createAgent } = await gql<{ createAgent: { id: string } }>('demo', `mutation($input: CreateAgentInput!) { createAgent(input: $input) { id } }`, {
    input: { name: unique('Prompt agent'), agentType: 'chat', editingMode: 'prompt' },
  });
  await signInWithToken(page, 'demo');
  await page.goto(`/app/agents/${createAgent.id}/flows`);
  await expect(page.getByText('This agent has no flows')).toBeVisible();
});
