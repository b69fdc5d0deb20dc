// English / हिन्दी: the switch translates the app and the choice survives a reload.
import { expect, test } from '@playwright/test';
import { isPhone, watchConsole } from './support';

test('switching to Hindi translates the app and persists', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.getByTestId('headline')).toHaveText("Let's fight scams together");

  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('button', { name: 'मेन्यू बंद करें' }).click();
  } else {
    await page.getByRole('button', { name: 'हिन्दी' }).click();
  }
  await expect(page.getByTestId('headline')).toHaveText('आइए मिलकर स्कैम से लड़ें');
  await expect(page.getByRole('button', { name: 'स्कैम की जाँच करें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.reload();
  await expect(page.getByRole('button', { name: 'स्कैम की जाँच करें' })).toBeVisible();
  await page.getByRole('button', { name: 'स्कैम की जाँच करें' }).click();
  await expect(page.getByText('यह फ़ील्ड आवश्यक है')).toBeVisible();

  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'अक्सर पूछे जाने वाले प्रश्न' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  expect(errors).toEqual([]);
});
