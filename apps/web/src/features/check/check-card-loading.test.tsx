// The check's schema loads when the person turns to the card (e2e/check.spec.ts shows the browser
// asks for it only then); a submit that comes before it has arrived shows the button working, and
// one whose schema cannot arrive shows a failed check with Retry.
import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CheckCard } from './check-card';
import { isSchemaLoaded, validateCheck, type CheckVerdict } from './check-request';

vi.mock('./check-request', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./check-request')>();
  return {
    ...actual,
    isSchemaLoaded: vi.fn(actual.isSchemaLoaded),
    validateCheck: vi.fn(actual.validateCheck),
  };
});

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
afterEach(() => {
  vi.unstubAllGlobals();
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

describe('a submit before the check schema has arrived', () => {
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

describe('a submit whose schema cannot arrive (a bad network)', () => {
  it('shows the failed check, never an all-clear, and Retry validates and checks', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        String(url).includes('/scam-report/check-scam-report')
          ? jsonResponse({ success: true, data: [], reportCount: 0, found: [], official: [], lookalike: [] })
          : jsonResponse({ success: true, data: {} }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<CheckCard />);
    await screen.findByRole('tab', { name: 'Phone' });
    const checkCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/check-scam-report'));

    vi.mocked(validateCheck).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await user.type(screen.getByLabelText(/Phone Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Check for scam' }));
    const result = await screen.findByTestId('check-result');
    expect(result).toHaveAttribute('data-result', 'failed');
    expect(screen.queryByText(/is not reported as scam/)).not.toBeInTheDocument();
    expect(checkCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/is not reported as scam/)).toBeInTheDocument();
    expect(checkCalls()).toHaveLength(1);
  });
});
