import { expect, test } from '@playwright/test';

test('the server serves the web app with an SPA fallback', async ({ page }) => {
  const response = await page.goto('/some/deep/link');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});
