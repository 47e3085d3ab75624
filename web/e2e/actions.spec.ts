import type { Page } from '@playwright/test';
import { test, expect, signInWithToken, gql, addMember, demoOrganization, expectAccessible, screenshot } from './fixtures';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createIvr(name: string, digits = '1#'): Promise<string> {
  const d = await gql<{ createIvr: { id: string } }>('demo', 'mutation($i: IvrInput!) { createIvr(input: $i) { id } }', { i: { name, steps: [{ digits, waitMs: 500 }] } });
  return d.createIvr.id;
}

async function createCallTransfer(name: string): Promise<string> {
  const d = await gql<{ createCallTransfer: { id: string } }>('demo', 'mutation($i: CallTransferInput!) { createCallTransfer(input: $i) { id } }', {
    i: { name, destinationType: 'number', destination: '+5511988887777', mode: 'warm', whisperText: 'Caller {{name}} wants sales' },
  });
  return d.createCallTransfer.id;
}

/** Fills the form of a new action of the kind named by its link, creates it, and lands on its page. */
async function createThroughUI(page: Page, kindLabel: string, name: string, fill: (page: Page) => Promise<void>) {
  await page.goto('/app/actions/new');
  await page.getByRole('link', { name: kindLabel, exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await fill(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('an action of every kind is created through the UI and listed under its kind', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithToken(page, 'demo');
  const cases: [string, string, (p: Page) => Promise<void>][] = [
    ['Call transfer', 'call-transfers', async (p) => p.getByLabel('Destination', { exact: true }).fill('+5511988887777')],
    ['IVR', 'ivr', async (p) => p.getByLabel('Digits 1', { exact: true }).fill('1#')],
    ['Information extractor', 'information-extractors', async (p) => p.getByLabel('Field name 1', { exact: true }).fill('email')],
    ['Custom evaluation', 'custom-evaluations', async (p) => p.getByLabel('Criterion 1', { exact: true }).fill('polite')],
    ['Post-call SMS', 'post-call-sms', async (p) => p.getByLabel('Message', { exact: true }).fill('Thanks for calling')],
    ['During-call SMS', 'during-call-sms', async (p) => p.getByLabel('Message', { exact: true }).fill('Here is the link')],
    [
      'Custom action',
      'custom-actions',
      async (p) => {
        await p.getByLabel('Method').selectOption('POST');
        await p.getByLabel('URL').fill('https://crm.example.com/leads/{{id}}');
        await p.getByRole('button', { name: 'Add to Secrets' }).click();
        await p.getByLabel('Secrets: name 1', { exact: true }).fill('token');
        await p.getByLabel('Secrets: value 1', { exact: true }).fill('s3cret-value');
        await p.getByRole('button', { name: 'Add to Headers' }).click();
        await p.getByLabel('Headers: name 1', { exact: true }).fill('Authorization');
        await p.getByLabel('Headers: value 1', { exact: true }).fill('Bearer {{secrets.token}}');
      },
    ],
    ['Booking action', 'booking-actions', async (p) => p.getByLabel('Event type id').fill('42')],
    [
      'Phone book',
      'phone-books',
      async (p) => {
        await p.getByRole('button', { name: 'Add number' }).click();
        await p.getByLabel('Number 1', { exact: true }).fill('+5511988887777');
        await p.getByLabel('Label 1', { exact: true }).fill('Reception');
      },
    ],
  ];
  const names: Record<string, string> = {};
  for (const [label, slug, fill] of cases) {
    const name = unique(label);
    names[slug] = name;
    await createThroughUI(page, label, name, fill);
    await page.goto(`/app/actions?kind=${slug}`);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // The custom action's secret is stored but never shown.
  await page.goto('/app/actions?kind=custom-actions');
  await page.getByRole('link', { name: names['custom-actions'], exact: true }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'token: ****' })).toBeVisible();
  await expect(page.getByText('s3cret-value')).toHaveCount(0);
});

test('the list and an action page are accessible and pictured', async ({ page }) => {
  await signInWithToken(page, 'demo');
  const name = unique('Sales transfer');
  const id = await createCallTransfer(name);
  await createIvr(unique('Menu'));
  await page.goto('/app/actions?kind=call-transfers');
  await expect(page.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'actions');

  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/actions/call-transfers/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Try it: the simulation fills the whisper with the variables given.
  await page.getByLabel('Variables (JSON)').fill('{"name": "Ada"}');
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(page.getByRole('region', { name: 'Answer' }).getByText('Caller Ada wants sales')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByText('call_transfer.created')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'action');
});

test('an action is edited, and its history shows the change', async ({ page }) => {
  await signInWithToken(page, 'demo');
  const name = unique('Support menu');
  const id = await createIvr(name, '2');
  await page.goto(`/app/actions/ivr/${id}`);
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByLabel('Digits 1', { exact: true })).toHaveValue('2');
  await expectAccessible(page);
  await screenshot(page, 'action-editor');
  const renamed = `${name} v2`;
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Add step' }).click();
  await page.getByLabel('Digits 2', { exact: true }).fill('9#');
  await page.getByLabel('Pause (ms) 2', { exact: true }).fill('1200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('cell', { name: '9#' })).toBeVisible();
  await expect(page.getByText('ivr.updated')).toBeVisible();
  const d = await gql<{ ivr: { name: string; steps: { digits: string; waitMs: number }[] } }>('demo', 'query($id: ID!) { ivr(id: $id) { name steps { digits waitMs } } }', { id });
  expect(d.ivr).toEqual({ name: renamed, steps: [{ digits: '2', waitMs: 500 }, { digits: '9#', waitMs: 1200 }] });
});

test('the API’s validation error is shown at its field and nothing is stored', async ({ page }) => {
  await signInWithToken(page, 'demo');
  const name = unique('Bad menu');
  await page.goto('/app/actions/new/ivr');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Digits 1', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Create' }).click();
  const digits = page.getByLabel('Digits 1', { exact: true });
  await expect(digits).toHaveAttribute('aria-invalid', 'true');
  const errorId = await digits.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('must be 1 to 32 of the keys 0-9, * and #');
  await expect(page.getByRole('alert')).toContainText('steps[0].digits');
  await expect(page).toHaveURL(/\/app\/actions\/new\/ivr$/);
  await expectAccessible(page);
  // Fixing it creates the action.
  await digits.fill('123');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('an action is duplicated and deleted', async ({ page }) => {
  await signInWithToken(page, 'demo');
  const name = unique('Front desk');
  const id = await createCallTransfer(name);
  await page.goto(`/app/actions/call-transfers/${id}`);
  await page.getByRole('button', { name: `Duplicate ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (copy)` })).toBeVisible();

  await page.goto('/app/actions?kind=call-transfers');
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `${name} (copy)`, exact: true })).toBeVisible();
  await expect(gql('demo', 'query($id: ID!) { callTransfer(id: $id) { id } }', { id })).rejects.toThrow();
});

test('the kind and the page are in the URL, so a link reproduces the view', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithToken(page, 'demo');
  const prefix = unique('Paged SMS');
  for (let i = 0; i < 26; i++) {
    await gql('demo', 'mutation($i: DuringCallSmsInput!) { createDuringCallSms(input: $i) { id } }', { i: { name: `${prefix} ${String(i).padStart(2, '0')}`, template: 'Hello' } });
  }
  await page.goto('/app/actions?kind=during-call-sms');
  await expect(page.getByLabel('Kind')).toHaveValue('during-call-sms');
  await expect(page.getByRole('link', { name: `${prefix} 25`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `${prefix} 00`, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/kind=during-call-sms&offset=25/);
  await expect(page.getByRole('link', { name: `${prefix} 00`, exact: true })).toBeVisible();

  // The same address in a new page shows the same view.
  const url = page.url();
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other.getByLabel('Kind')).toHaveValue('during-call-sms');
  await expect(other.getByRole('link', { name: `${prefix} 00`, exact: true })).toBeVisible();
  await expect(other.getByRole('link', { name: `${prefix} 25`, exact: true })).toHaveCount(0);
  await other.close();

  // Another kind starts again from the first page.
  await page.getByLabel('Kind').selectOption('ivr');
  await expect(page).toHaveURL(/\/app\/actions\?kind=ivr$/);
});

test('a viewer reads and simulates but sees no create, edit, duplicate or delete', async ({ page }) => {
  const org = await demoOrganization();
  const viewer = `actions-viewer-${Date.now().toString(36)}`;
  addMember(org, viewer, 'viewer');
  const name = unique('Viewer transfer');
  const id = await createCallTransfer(name);
  await signInWithToken(page, viewer, org);
  await page.goto('/app/actions?kind=call-transfers');
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New action' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Duplicate ${name}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);

  await page.goto(`/app/actions/call-transfers/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Duplicate|Delete)/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Execute' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'History' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(page.getByRole('region', { name: 'Answer' }).getByText('+5511988887777')).toBeVisible();

  // Typing the editor's address shows no form either.
  await page.goto('/app/actions/new');
  await expect(page.getByText('Your role may read actions but not change them.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call transfer', exact: true })).toHaveCount(0);
  await page.goto(`/app/actions/call-transfers/${id}/edit`);
  await expect(page.getByText('Your role may read actions but not change them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await page.goto('/app/actions/calendar');
  await expect(page.getByTestId('calendar-status')).toHaveText('Disconnected');
  await expect(page.getByLabel('API key')).toHaveCount(0);
});

test('the calendar integration shows its status and admins get the connect form', async ({ page }) => {
  await signInWithToken(page, 'demo');
  await page.goto('/app/actions');
  await page.getByRole('link', { name: 'Calendar integration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar integration' })).toBeVisible();
  await expect(page.getByTestId('calendar-status')).toHaveText('Disconnected');
  await expect(page.getByLabel('API key')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect calendar' })).toBeDisabled();
  await expectAccessible(page);
});

test('a call transfer dials a phone book entry chosen from a list', async ({ page }) => {
  await signInWithToken(page, 'demo');
  const book = unique('Desk numbers');
  const label = unique('Reception');
  await gql('demo', 'mutation($i: PhoneBookInput!) { createPhoneBook(input: $i) { id } }', { i: { name: book, entries: [{ number: '+5511933334444', label }] } });
  const name = unique('To reception');
  await page.goto('/app/actions/new/call-transfers');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByLabel('Default region')).toBeVisible();
  await page.getByLabel('Destination type').selectOption('phone_book_entry');
  await expect(page.getByLabel('Default region')).toHaveCount(0);
  await page.getByLabel('Destination', { exact: true }).selectOption({ label: `${label} · +5511933334444` });
  await page.getByLabel('Mode').selectOption('warm');
  await page.getByLabel('Whisper text').fill('A caller for {{team}}');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByLabel('Variables (JSON)').fill('{"team": "sales"}');
  await page.getByRole('button', { name: 'Simulate' }).click();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer.getByText('+5511933334444')).toBeVisible();
  await expect(answer.getByText('A caller for sales')).toBeVisible();
});

test('simulations read a typed conversation and build a request with its secrets masked', async ({ page }) => {
  await signInWithToken(page, 'demo');
  const extractor = await gql<{ createInformationExtractor: { id: string } }>('demo', 'mutation($i: InformationExtractorInput!) { createInformationExtractor(input: $i) { id } }', {
    i: { name: unique('Lead email'), fields: [{ name: 'email', type: 'string', description: 'the caller’s email' }] },
  });
  await page.goto(`/app/actions/information-extractors/${extractor.createInformationExtractor.id}`);
  await page.getByLabel('Transcript').fill('agent: What is your email?\nuser: my email is ana@example.com');
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText('ana@example.com');
  // A line that starts no turn is refused before asking the API.
  await page.getByLabel('Transcript').fill('hello there');
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(page.getByRole('alert')).toContainText('Line 1 starts no turn');

  const action = await gql<{ createCustomAction: { id: string } }>('demo', 'mutation($i: CustomActionInput!) { createCustomAction(input: $i) { id } }', {
    i: { name: unique('CRM lookup'), method: 'GET', url: 'https://crm.example.com/people/{{id}}', headers: { Authorization: 'Bearer {{secrets.token}}' }, secrets: { token: 'top-secret-42' } },
  });
  await page.goto(`/app/actions/custom-actions/${action.createCustomAction.id}`);
  await page.getByLabel('Variables (JSON)').first().fill('{"id": "p-7"}');
  await page.getByRole('button', { name: 'Simulate' }).click();
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText('https://crm.example.com/people/p-7');
  await expect(answer).toContainText('Bearer ****');
  await expect(page.getByText('top-secret-42')).toHaveCount(0);
  await expectAccessible(page);
});

test('the section speaks Brazilian Portuguese', async ({ page }) => {
  await signInWithToken(page, 'demo');
  await page.goto('/app/actions?kind=ivr');
  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(page.getByRole('heading', { level: 1, name: 'Ações' })).toBeVisible();
  await expect(page.getByLabel('Tipo')).toHaveValue('ivr');
  await page.getByRole('link', { name: 'Nova ação' }).click();
  await page.getByRole('link', { name: 'URA', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova: URA' })).toBeVisible();
  await expect(page.getByLabel('Dígitos 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar passo' })).toBeVisible();
  await expectAccessible(page);
});
