import { test, expect, signIn, expectAccessible, screenshot, demoOrganization, addMember } from './fixtures';

test('development sign-in shows the frame with the user and role', async ({ page }) => {
  await signIn(page, 'demo');
  await expect(page).toHaveURL(/\/app\/agents$/);
  for (const name of ['Agents', 'Knowledge', 'Calls', 'Analytics', 'Actions', 'Tests', 'Settings']) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('current-user')).toContainText('Owner');
  await expectAccessible(page);
});

test('an unknown subject gets no session', async ({ page, expectedConsoleErrors }) => {
  expectedConsoleErrors.push(/status of 404/);
  await page.goto('/app/');
  await page.getByLabel('Subject').fill('nobody-here');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('no member');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('sign-in page is accessible and pictured', async ({ page }) => {
  await page.goto('/app/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'sign-in');
});

test('sign out returns to the sign-in page with a message', async ({ page }) => {
  await signIn(page, 'demo');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You signed out.')).toBeVisible();
  await expect(page.getByLabel('Subject')).toBeVisible();
});

test('the language switch translates the app and sets html lang', async ({ page }) => {
  await signIn(page, 'demo');
  await page.getByLabel('Language').selectOption('pt-BR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('link', { name: 'Agentes' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Chamadas' })).toBeVisible();
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a refused session signs the user out saying why', async ({ page, expectedConsoleErrors }) => {
  expectedConsoleErrors.push(/status of 401/);
  const org = await demoOrganization();
  addMember(org, 'shell-viewer', 'viewer');
  await signIn(page, 'shell-viewer');
  await expect(page.getByTestId('current-user')).toContainText('Viewer');
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('voiceagent.session')!);
    s.token = s.token.slice(0, -4) + 'AAAA';
    localStorage.setItem('voiceagent.session', JSON.stringify(s));
  });
  await page.reload();
  await expect(page.getByText('The server refused your session')).toBeVisible();
});

test('deep links serve the app', async ({ page }) => {
  await signIn(page, 'demo', '/app/calls');
  await expect(page).toHaveURL(/\/app\/calls$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
});
