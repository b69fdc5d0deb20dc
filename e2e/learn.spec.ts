// Learn journeys: the article cards, an article page, the empty list and a missing article.
import { expect, test } from '@playwright/test';
import { watchConsole } from './support';

test.use({ serviceWorkers: 'block' });

// The list is asked for with `?lang=…` (the app's language).
const GET_ALL = /\/api\/v1\/scam-articles\/get-all(\?|$)/;

test('from the article list to an article', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/learn');
  const cards = page.getByRole('list', { name: 'Learn about scams' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  await expect(cards.first()).toContainText(/\d+ Reports/);
  await expect(cards.first()).toContainText(/By .+ · \d{2} [A-Z][a-z]{2} \d{4}/);
  const title = (await cards.first().getByRole('heading').textContent())!;
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/learn\/[a-z0-9-]+$/);
  await expect(page.locator('#main h1')).toHaveText(title);
  await expect(page.locator('.article-body p').first()).toBeVisible();
  await page.getByRole('link', { name: /All articles/ }).click();
  await expect(page).toHaveURL(/\/learn$/);
  expect(errors).toEqual([]);
});

test('an empty list, a missing image and a missing article', async ({ page }) => {
  await page.route(GET_ALL, (route) => route.fulfill({ json: { success: true, data: [] } }));
  await page.goto('/learn');
  await expect(page.getByText('No data available').first()).toBeVisible();

  await page.unroute(GET_ALL);
  await page.route(GET_ALL, (route) =>
    route.fulfill({
      json: {
        success: true,
        data: [
          {
            title: 'Unsafe <b>title</b>',
            excerpt: '<p>Hello<img src=x onerror="window.__xss=1"></p>',
            link: '/learn/x',
            featuredImageUrl: null,
            authorName: '',
            authorAvatarUrl: null,
            date: '2025-01-15T10:00:00Z',
            categoryName: 'Testing',
            totalCount: 7,
            slug: 'x',
            trendingScore: 1,
          },
        ],
      },
    }),
  );
  await page.reload();
  const card = page.getByRole('list', { name: 'Learn about scams' }).getByRole('article');
  await expect(card).toContainText('7 Reports');
  await expect(card).toContainText('By Anonymous · 15 Jan 2025');
  await expect(card.locator('img').first()).toHaveAttribute('src', '/icon.svg');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  await page.goto('/learn/no-such-article-here');
  await expect(page.getByText('Article not found')).toBeVisible();
});
