// The Knowledge section end to end: bases by role, PDF uploads by the
// picker and by a drop with progress, indexing status arriving live over
// the realtime socket, URL import and crawl, reindex, download, delete and
// the retrieval preview.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, signInWithToken, gql, addMember, demoOrganization, expectAccessible, screenshot } from './fixtures';

/** A small valid one-page PDF whose text layer holds `text` (xref offsets computed). */
function minimalPDF(text: string): Buffer {
  const esc = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 14 Tf 72 720 Td (${esc}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createBase(org: string, name: string): Promise<string> {
  const d = await gql<{ createKnowledgeBase: { id: string } }>(
    'demo',
    'mutation($input: CreateKnowledgeBaseInput!) { createKnowledgeBase(input: $input) { id } }',
    { input: { name, description: 'Clinic leaflets and pages', instruction: 'Use for opening hours and parking' } },
    org,
  );
  return d.createKnowledgeBase.id;
}

async function addManual(org: string, baseId: string, name: string, content: string): Promise<string> {
  const d = await gql<{ createManualDocument: { id: string } }>(
    'demo',
    'mutation($b: ID!, $input: CreateManualDocumentInput!) { createManualDocument(knowledgeBaseId: $b, input: $input) { id } }',
    { b: baseId, input: { name, content } },
    org,
  );
  return d.createManualDocument.id;
}

async function waitIndexed(org: string, baseId: string) {
  await expect
    .poll(
      async () => {
        const d = await gql<{ knowledgeDocuments: { items: { status: string }[] } }>(
          'demo',
          'query($b: ID!) { knowledgeDocuments(knowledgeBaseId: $b) { items { status } } }',
          { b: baseId },
          org,
        );
        return d.knowledgeDocuments.items.every((i) => i.status === 'ready');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** The frames the realtime socket receives, as text. */
function realtimeFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/api/v1/realtime')) return;
    ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8')));
  });
  return frames;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test('bases are created, renamed and deleted, and the list is accessible', async ({ page }) => {
  const name = unique('Front desk FAQ');
  await signInWithToken(page, 'demo');
  await page.goto('/app/knowledge');
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge' })).toBeVisible();

  await page.getByRole('button', { name: 'New knowledge base' }).click();
  const dialog = page.getByRole('dialog', { name: 'New knowledge base' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Instruction').fill('Use for opening hours');
  await dialog.getByLabel('Language').selectOption('english');
  await dialog.getByRole('button', { name: 'Create' }).click();
  // Created: its page, headed by its name.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/knowledge\/[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit knowledge base' });
  await expect(edit.getByLabel('Language')).toHaveValue('english');
  await edit.getByLabel('Name').fill(`${name} (renamed)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (renamed)` })).toBeVisible();

  await page.getByRole('link', { name: 'All knowledge bases' }).click();
  const listed = row(page, `${name} (renamed)`);
  await expect(listed).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clínica Bem Estar FAQ' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'knowledge');

  await listed.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete knowledge base' });
  await expect(confirm).toContainText(`${name} (renamed)`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(listed).toHaveCount(0);
});

test('PDFs uploaded by the picker and by a drop show progress and turn ready live; reindex, download and delete', async ({ page }) => {
  const org = await demoOrganization();
  const baseId = await createBase(org, unique('Leaflets'));
  const frames = realtimeFrames(page);
  await signInWithToken(page, 'demo');
  await page.goto(`/app/knowledge/${baseId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Documents', exact: true })).toBeVisible();
  await expect(page.getByText('No documents yet.')).toBeVisible();
  // The page listens on the realtime socket before anything is uploaded.
  await expect.poll(() => frames.some((f) => f.includes('connection_ack'))).toBe(true);
  // A reload would drop this mark: the statuses below arrive without one.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // Two at once through the labelled file input.
  await page.getByLabel('Upload PDF').setInputFiles([
    { name: 'hours.pdf', mimeType: 'application/pdf', buffer: minimalPDF('The clinic opens at eight and closes at six on weekdays.') },
    { name: 'parking.pdf', mimeType: 'application/pdf', buffer: minimalPDF('Parking is free for patients for two hours.') },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  for (const name of ['hours.pdf', 'parking.pdf']) {
    const bar = uploads.getByRole('progressbar', { name: `${name} upload progress` });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveJSProperty('value', 1);
  }
  await expect(uploads.getByText('Uploaded')).toHaveCount(2);

  // One more by a drop onto the drop zone.
  const dropped = minimalPDF('Bring your insurance card to every visit.').toString('latin1');
  await page.getByRole('group', { name: 'Drop PDF files here' }).evaluate((zone, body) => {
    const bytes = Uint8Array.from(body, (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'insurance.pdf', { type: 'application/pdf' }));
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, dropped);
  await expect(uploads.getByRole('progressbar', { name: 'insurance.pdf upload progress' })).toBeVisible();
  await expect(uploads.getByText('Uploaded')).toHaveCount(3);

  // Indexed in the background; each row turns ready as its event arrives.
  for (const name of ['hours.pdf', 'parking.pdf', 'insurance.pdf']) {
    await expect(row(page, name).getByTestId('document-status')).toHaveText('Ready', { timeout: 30_000 });
    await expect(row(page, name).getByRole('cell', { name: 'PDF', exact: true })).toBeVisible();
  }
  await expect.poll(() => frames.filter((f) => f.includes('knowledgeDocumentUpdated') && f.includes('"ready"')).length).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'knowledge-base');

  // Reindex, with every fetch of the document list held back: the row still
  // goes through processing and back to ready, changed in place by the
  // socket's events alone.
  const held: (() => void)[] = [];
  await page.route('**/api/v1/graphql', async (route) => {
    if (/query KnowledgeDocuments\b/.test(route.request().postData() ?? '')) await new Promise<void>((r) => held.push(r));
    await route.continue().catch(() => {});
  });
  await row(page, 'hours.pdf')
    .getByTestId('document-status')
    .evaluate((badge) => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => seen.push(badge.textContent ?? '')).observe(badge, { childList: true, characterData: true, subtree: true });
    });
  await row(page, 'hours.pdf').getByRole('button', { name: 'Reindex' }).click();
  await expect(page.getByText('“hours.pdf” is queued for indexing again.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['Processing', 'Ready']));
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  expect(seen[seen.length - 1]).toBe('Ready');
  expect(held.length).toBeGreaterThan(0); // the list was asked for and never answered meanwhile
  await page.unroute('**/api/v1/graphql');
  held.forEach((release) => release());
  await expect(row(page, 'hours.pdf').getByTestId('document-status')).toHaveText('Ready');

  // Download: the stored file under its name.
  const download = page.waitForEvent('download');
  await row(page, 'parking.pdf').getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('parking.pdf');
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  // Delete one document.
  await row(page, 'insurance.pdf').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete document' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, 'insurance.pdf')).toHaveCount(0);
  await expect(row(page, 'hours.pdf')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('a file that is not a PDF, or is too large, is refused with the API detail', async ({ page, expectedConsoleErrors }) => {
  test.setTimeout(120_000); // a 21 MB file crosses the browser's file API and the upload
  expectedConsoleErrors.push(/status of 400/, /status of 413/);
  const org = await demoOrganization();
  const baseId = await createBase(org, unique('Refusals'));
  await signInWithToken(page, 'demo');
  await page.goto(`/app/knowledge/${baseId}`);
  await page.getByLabel('Upload PDF').setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') },
    { name: 'ok.pdf', mimeType: 'application/pdf', buffer: minimalPDF('A fine leaflet.') },
    // over MAX_UPLOAD_BYTES (20 MiB by default)
    { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(21 * 1024 * 1024, 32)]) },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'notes.txt' }).getByRole('alert')).toHaveText(/Not uploaded: .*is not a PDF/);
  await expect(uploads.getByRole('listitem').filter({ hasText: 'huge.pdf' }).getByRole('alert')).toHaveText(/Not uploaded: .*larger than \d+ bytes/);
  await expect(uploads.getByRole('listitem').filter({ hasText: 'ok.pdf' })).toContainText('Uploaded');
  await expect(row(page, 'ok.pdf')).toBeVisible();
  await expect(row(page, 'notes.txt')).toHaveCount(0);
});

test('URL import and crawl of a loopback page are refused with the API detail', async ({ page }) => {
  // A real page on 127.0.0.1: the platform fetches only public addresses
  // (its egress guard), so both imports are refused and say why.
  const server: Server = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<html><body><main><h1>Hours</h1><p>Open from eight to six.</p></main></body></html>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hours`;
  try {
    const org = await demoOrganization();
    const baseId = await createBase(org, unique('Web pages'));
    await signInWithToken(page, 'demo');
    await page.goto(`/app/knowledge/${baseId}`);

    const importForm = page.getByRole('form', { name: 'Import a web page' });
    await importForm.getByLabel('Page URL').fill(url);
    await importForm.getByLabel('Name (optional)').fill('Hours page');
    await importForm.getByRole('button', { name: 'Import' }).click();
    await expect(importForm.getByRole('alert')).toContainText('is not a public address');

    const crawl = page.getByRole('form', { name: 'Crawl a site' });
    await crawl.getByLabel('Site URL').fill(url);
    await crawl.getByLabel('Link depth').fill('2');
    await crawl.getByLabel('Maximum pages').fill('5');
    await crawl.getByRole('button', { name: 'Crawl' }).click();
    await expect(crawl.getByRole('alert')).toContainText('is not a public address');
    await expect(page.getByText('No documents yet.')).toBeVisible();
  } finally {
    server.close();
  }
});

test('the retrieval preview ranks the base chunks; the status filter lives in the URL', async ({ page }) => {
  const org = await demoOrganization();
  const name = unique('Opening hours');
  const baseId = await createBase(org, name);
  await addManual(org, baseId, 'Hours', '# Opening hours\nThe clinic opens Monday to Friday from 8 to 18.\n\n# Payment\nWe take cards and cash.');
  await waitIndexed(org, baseId);
  await signInWithToken(page, 'demo');
  await page.goto(`/app/knowledge/${baseId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(row(page, 'Hours').getByTestId('document-status')).toHaveText('Ready');

  await page.getByLabel('Question').fill('When does the clinic open?');
  await page.getByRole('button', { name: 'Preview' }).click();
  const hits = page.getByRole('list', { name: 'Retrieved passages' });
  await expect(hits.getByRole('listitem').first()).toContainText('Monday to Friday');
  await expect(hits.getByRole('listitem').first()).toContainText(/Score \d\.\d{3}/);
  await expect(hits.getByRole('listitem').first()).toContainText('Opening hours');
  await expectAccessible(page);

  // The filter is in the URL: a link reproduces the view.
  await page.getByLabel('Status').selectOption('failed');
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No documents with this status.')).toBeVisible();
  await page.goto(`/app/knowledge/${baseId}?status=ready`);
  await expect(page.getByLabel('Status')).toHaveValue('ready');
  await expect(row(page, 'Hours')).toBeVisible();
});

test('a viewer reads and previews but sees no upload, edit or delete', async ({ page }) => {
  const org = await demoOrganization();
  const name = unique('Viewer base');
  const baseId = await createBase(org, name);
  await addManual(org, baseId, 'Parking', 'Parking is free for patients for two hours.');
  await waitIndexed(org, baseId);
  const viewer = `kb-viewer-${Date.now().toString(36)}`;
  addMember(org, viewer, 'viewer');
  await signInWithToken(page, viewer, org);

  await page.goto('/app/knowledge');
  await expect(row(page, name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New knowledge base' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(row(page, 'Parking')).toBeVisible();
  await expect(page.getByLabel('Upload PDF')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add documents' })).toHaveCount(0);
  for (const button of ['Reindex', 'Delete', 'Edit']) await expect(page.getByRole('button', { name: button })).toHaveCount(0);
  await page.getByLabel('Question').fill('Is parking free?');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('list', { name: 'Retrieved passages' })).toContainText('Parking is free');
  await expectAccessible(page);
});
