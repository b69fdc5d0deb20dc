// Logout and account deletion with its grace period (SPEC.md §4). The e2e server's grace is 8 s.
import { expect, test, type Page } from '@playwright/test';
import { freshPhone, isPhone, registerViaApi, signInWithToken, watchConsole } from './support';

async function openUserMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `${name}: account menu` }).click();
  return page.getByRole('menu');
}

test('logout clears the session and goes to the login page', async ({ page, request }) => {
  const errors = watchConsole(page);
  const phone = freshPhone();
  await signInWithToken(page, await registerViaApi(request, phone, 'Logout Journey'));
  await page.goto('/home');
  const menu = await openUserMenu(page, 'Logout Journey');
  await expect(menu.getByText(`+91 ${phone}`)).toBeVisible();

  // A click outside closes the menu.
  await page.getByTestId('footer-message').click();
  await expect(menu).toBeHidden();

  await (await openUserMenu(page, 'Logout Journey')).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('satark.accessToken'))).toBeNull();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Login' })).toBeVisible();
  } else {
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('delete → cancel → delete again → the Account Deleted modal, then home', async ({ page, request }) => {
  test.slow();
  const errors = watchConsole(page);
  const token = await registerViaApi(request, freshPhone(), 'Deleting Journey');
  await page.clock.install();
  await signInWithToken(page, token);
  await page.goto('/home');

  // Delete, then cancel.
  await (await openUserMenu(page, 'Deleting Journey')).getByRole('menuitem', { name: 'Delete Account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Yes, delete my account' })
    .click();
  await expect(page.getByTestId('deletion-warning')).toHaveText(
    /^Your account is scheduled for deletion on [A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)\.$/,
  );
  await (await openUserMenu(page, 'Deleting Journey')).getByRole('menuitem', { name: 'Cancel Deletion' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Account deletion cancelled.' })).toBeVisible();
  await expect(page.getByTestId('deletion-warning')).toBeHidden();

  // Delete again and let the server's sweep carry it out.
  await (await openUserMenu(page, 'Deleting Journey')).getByRole('menuitem', { name: 'Delete Account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Yes, delete my account' })
    .click();
  await expect(page.getByTestId('deletion-warning')).toBeVisible();
  // Hold the page's clock so its deletion check runs only when we move time on.
  await page.clock.pauseAt(new Date(Date.now() + 1000));
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/v1/auth/is-token-valid', {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await answer.json()) as { success: boolean }).success;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(false);

  // The scheduled time (8 s) arrives; the app asks the server, then every 30 s until it is gone.
  await page.clock.fastForward('00:31');
  const deleted = page.getByRole('dialog', { name: 'Account Deleted' });
  await expect(deleted).toBeVisible();
  await expect(deleted).toContainText('You will be redirected to the home page in 5 seconds.');
  expect(await page.evaluate(() => localStorage.getItem('satark.accessToken'))).toBeNull();
  await page.clock.fastForward('00:05');
  await expect(page).toHaveURL('/');
  await expect(deleted).toBeHidden();
  expect(errors.filter((text) => !text.includes('status of 401'))).toEqual([]);
});
