// The validators' queue: a PENDING listing that its owner disputes says so on its card, as the
// detail page does, so a validator does not verify it without seeing the dispute.
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScammerRecord } from '@satark/shared/api-types';
import i18n from '../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../test/render';
import ReviewPage from './review-page';

const record = (id: string, scammerId: string, disputed: boolean): ScammerRecord => ({
  id,
  scammerId,
  uniqueId: scammerId.replace(/\s/g, ''),
  type: 'number',
  status: 'PENDING',
  disputed,
  lastReportedAt: '2026-11-20T10:00:00.000Z',
  reportCount: 1,
  json: { scammerName: null, rejectReason: null },
  reports: [
    {
      id: `${id}-entry`,
      proof: null,
      detail: 'Asked for my OTP.',
      reporter: { name: 'Asha V.' },
      verifier: null,
      scamArticle: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
});

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        String(url).includes('/moderation/queue')
          ? jsonResponse({
              success: true,
              total: 2,
              data: [record('a', '+91 98765 43210', true), record('b', '+91 91234 56789', false)],
            })
          : jsonResponse({ success: true, total: 0, data: [] }),
      ),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReviewPage queue', () => {
  it('marks a disputed PENDING listing with the disputed notice, and only that one', async () => {
    renderWithProviders(<ReviewPage />, { route: '/review' });
    const cards = await screen.findAllByTestId('queue-item', {}, { timeout: 5000 });
    expect(cards).toHaveLength(2);
    const [disputed, plain] = cards as [HTMLElement, HTMLElement];
    expect(within(disputed).getByTestId('disputed-badge')).toHaveTextContent('Disputed by owner');
    expect(within(plain).queryByTestId('disputed-badge')).toBeNull();
  });

  it('says it in Hindi too', async () => {
    await act(() => i18n.changeLanguage('hi'));
    try {
      renderWithProviders(<ReviewPage />, { route: '/review' });
      const [disputed] = await screen.findAllByTestId('queue-item', {}, { timeout: 5000 });
      expect(within(disputed!).getByTestId('disputed-badge').textContent).not.toBe('Disputed by owner');
      expect(within(disputed!).getByTestId('disputed-badge').textContent).toMatch(/[\u0900-\u097F]/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
