// The article cards' images: the first row's are the page's largest paint and load at once; the
// rest wait until they are scrolled near.
import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '@satark/shared/api-types';
import i18n from '../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../test/render';
import LearnPage from './learn-page';

const article = (n: number): Article => ({
  slug: `article-${n}`,
  title: `Article ${n}`,
  excerpt: '<p>How it works.</p>',
  link: `/learn/article-${n}`,
  featuredImageUrl: `/images/articles/article-${n}.svg`,
  authorName: 'Satark Team',
  authorAvatarUrl: null,
  categoryName: 'Phone scams',
  date: '2026-11-01T00:00:00.000Z',
  totalCount: n,
  trendingScore: 10 - n,
});

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
beforeEach(() => {
  const articles = Array.from({ length: 6 }, (_, n) => article(n));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse({ success: true, data: articles }))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LearnPage images', () => {
  it('loads the first row at once and with high priority, and the others lazily', async () => {
    const { container } = renderWithProviders(<LearnPage />, { route: '/learn' });
    await screen.findByRole('link', { name: 'Article 5' });
    const images = [...container.querySelectorAll('article img')];
    expect(images).toHaveLength(6);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'auto',
      'auto',
      'auto',
    ]);
  });
});
