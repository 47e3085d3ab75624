import type { Page } from '@playwright/test';
import { test, expect, signInWithToken, gql, addMember, demoOrganization, expectAccessible, screenshot } from './fixtures';

const utcDay = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
const DAY = 86_400_000;

async function overview(from: string, to: string) {
  const d = await gql<{ analyticsOverview: { volume: { total: number }; agents: unknown[] } }>(
    'demo',
    `query($f: String, $t: String) { analyticsOverview(from: $f, to: $t) }`,
    { f: from, t: to },
  );
  return d.analyticsOverview;
}

const figure = (page: Page, name: string) => page.getByRole('figure', { name });
/** The rows of a chart's text alternative (its visually hidden table). */
const dataRows = (page: Page, name: string) => figure(page, name).locator('table tbody tr');

test('the overview of the last 30 days as four charts with text alternatives', async ({ page }) => {
  const o = await overview(utcDay(29 * DAY), utcDay(0));
  expect(o.volume.total).toBeGreaterThan(0);
  await signInWithToken(page, 'demo');
  await page.goto('/app/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  for (const name of ['Calls per day', 'Outcomes', 'Durations', 'Calls per agent']) {
    await expect(figure(page, name)).toBeVisible();
    await expect(figure(page, name).locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expect(dataRows(page, 'Calls per day')).toHaveCount(30);
  await expect(dataRows(page, 'Calls per agent')).toHaveCount(o.agents.length);
  await expect(figure(page, 'Calls per day')).toContainText(`${o.volume.total} calls from`);
  await expect(page.getByRole('definition').first()).toHaveText(new Intl.NumberFormat('en-US').format(o.volume.total));
  await expectAccessible(page);
  await screenshot(page, 'analytics');
});

test('changing the period updates the URL and the charts', async ({ page }) => {
  await signInWithToken(page, 'demo');
  await page.goto('/app/analytics');
  await expect(dataRows(page, 'Calls per day')).toHaveCount(30);

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/range=7/);
  await expect(dataRows(page, 'Calls per day')).toHaveCount(7);
  await expect(page.getByTestId('analytics-range')).toContainText(`${utcDay(6 * DAY)} to ${utcDay(0)}`);
  const week = await overview(utcDay(6 * DAY), utcDay(0));
  if (week.volume.total > 0) await expect(figure(page, 'Calls per day')).toContainText(`${week.volume.total} calls from`);

  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/range=90/);
  await expect(dataRows(page, 'Calls per day')).toHaveCount(90);

  // A custom range, kept in the URL: a reload shows the same days.
  await page.getByRole('button', { name: 'Custom' }).click();
  await expect(page).toHaveURL(/range=custom/);
  const from = utcDay(13 * DAY);
  const to = utcDay(4 * DAY);
  await page.getByLabel('From').fill(from);
  await page.getByLabel('To').fill(to);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page).toHaveURL(new RegExp(`to=${to}`));
  await expect(dataRows(page, 'Calls per day')).toHaveCount(10);
  const custom = await overview(from, to);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('From')).toHaveValue(from);
  await expect(dataRows(page, 'Calls per day')).toHaveCount(10);
  if (custom.volume.total > 0) await expect(figure(page, 'Calls per day')).toContainText(`${custom.volume.total} calls from`);

  // A backwards range is explained, not sent.
  await page.getByLabel('From').fill(utcDay(0));
  await page.getByLabel('To').fill(utcDay(3 * DAY));
  await expect(page.getByRole('alert')).toContainText('“From” day is after the “To” day');
});

test('a period without calls says what to do', async ({ page }) => {
  await signInWithToken(page, 'demo');
  await page.goto('/app/analytics?range=custom&from=2001-01-01&to=2001-01-31');
  await expect(page.getByText('No calls in this period')).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(0);
});

test('a viewer reads the analytics', async ({ page }) => {
  const org = await demoOrganization();
  const subject = `analytics-viewer-${Date.now()}`;
  addMember(org, subject, 'viewer');
  await signInWithToken(page, subject);
  await page.goto('/app/analytics?range=7');
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dataRows(page, 'Calls per day')).toHaveCount(7);
});
