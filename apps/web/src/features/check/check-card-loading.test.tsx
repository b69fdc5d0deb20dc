// The check's schema (zod, the phone and domain rules, ~125 kB gzipped) and the answer's code load
// when the person turns to the card, not with the page: evaluating them right after the first paint
// was a long task on a slow phone (docs/decisions/first-screen-javascript.md).
import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CheckCard } from './check-card';
import { isSchemaLoaded, loadSchema, validateCheck, type CheckVerdict } from './check-request';

vi.mock('./check-request', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./check-request')>();
  return {
    ...actual,
    loadSchema: vi.fn(actual.loadSchema),
    isSchemaLoaded: vi.fn(actual.isSchemaLoaded),
    validateCheck: vi.fn(actual.validateCheck),
  };
});

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadSchema).mockClear();
});

async function renderCard() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse({ success: true, data: {} }))),
  );
  const view = renderWithProviders(<CheckCard />);
  await screen.findByRole('tab', { name: 'Phone' });
  return view;
}

describe('what a check needs beyond typing', () => {
  it('is not loaded with the page, and is once the field has the focus', async () => {
    await renderCard();
    expect(loadSchema).not.toHaveBeenCalled();
    act(() => screen.getByLabelText(/Phone Number/).focus());
    expect(loadSchema).toHaveBeenCalled();
  });

  it('is loaded when a tab is touched', async () => {
    const { user } = await renderCard();
    expect(loadSchema).not.toHaveBeenCalled();
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('tab', { name: 'UPI' }) });
    expect(loadSchema).toHaveBeenCalled();
  });

  it('shows the Check button working while a submit waits for it', async () => {
    const { user } = await renderCard();
    let answer: (verdict: CheckVerdict) => void = () => {};
    vi.mocked(isSchemaLoaded).mockReturnValueOnce(false);
    vi.mocked(validateCheck).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const button = screen.getByRole('button', { name: 'Check for scam' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ request: null, message: 'Enter a phone number' }));
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
