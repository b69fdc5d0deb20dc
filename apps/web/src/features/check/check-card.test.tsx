// The check card from the user's side: the tabs, the shared field messages (and a tab switch clearing
// the value and its message), and the three results (a scam, not reported, a failed check that must
// never read as "not reported"). The Playwright journeys keep the end-to-end paths only.
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES } from '@satark/shared/messages';
import i18n from '../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CheckCard } from './check-card';

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const checkCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/scam-report/check-scam-report'));

async function setup(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((url: string) =>
    String(url).includes('/scam-report/check-scam-report')
      ? answer()
      : Promise.resolve(jsonResponse({ success: true, data: {} })),
  );
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithProviders(<CheckCard />);
  await screen.findByRole('tab', { name: 'Phone' });
  return { ...view, fetchMock };
}

const notReported = () =>
  Promise.resolve(jsonResponse({ success: true, data: [], reportCount: 0, found: [], official: [], lookalike: [] }));

describe('CheckCard', () => {
  it('switches the field with the type tabs', async () => {
    const { user } = await setup(notReported);
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Phone Number/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    expect(screen.getByRole('tab', { name: 'UPI' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/UPI ID/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Phone Number/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Website' }));
    expect(screen.getByLabelText(/Website URL/)).toBeInTheDocument();
  });

  it('is a tablist the keyboard moves through: arrows, Home and End, one tab in the Tab order', async () => {
    const { user } = await setup(notReported);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    await user.click(tab('Phone'));
    await user.keyboard('{ArrowRight}');
    expect(tab('UPI')).toHaveFocus();
    expect(tab('UPI')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('UPI');
    expect(screen.getByLabelText(/UPI ID/)).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tab('Website')).toHaveFocus();
    expect(tab('Website')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}'); // wraps around
    expect(tab('Phone')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Website')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Phone')).toHaveFocus();
    // A roving tabindex: one Tab stop for the whole list, so Tab goes on to the field.
    await user.tab();
    expect(screen.getByLabelText(/Phone Number/)).toHaveFocus();
  });

  it.each([
    ['Phone', /Phone Number/, '12345', FIELD_MESSAGES.phone],
    ['UPI', /UPI ID/, 'not a upi', FIELD_MESSAGES.upiCheck],
    ['Website', /Website URL/, 'not a website', FIELD_MESSAGES.website],
  ])('shows the shared message for an invalid %s and sends nothing', async (tab, label, typed, message) => {
    const { user, fetchMock } = await setup(notReported);
    await user.click(screen.getByRole('tab', { name: tab }));
    await user.type(screen.getByLabelText(label), typed);
    await user.click(screen.getByRole('button', { name: 'Check for scam' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(checkCalls(fetchMock)).toHaveLength(0);
  });

  it('walks the field rules tab by tab; switching tab clears the value and its message', async () => {
    const { user, fetchMock } = await setup(notReported);
    const submit = () => user.click(screen.getByRole('button', { name: 'Check for scam' }));

    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    const phone = screen.getByLabelText(/Phone Number/);
    await user.type(phone, '12ab34-5');
    expect(phone).toHaveValue('12345');
    await submit();
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    expect(screen.queryByText('Enter a valid phone number')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/UPI ID/), 'not-a-upi');
    await submit();
    expect(await screen.findByText('Enter a valid UPI ID')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Website' }));
    expect(screen.queryByText('Enter a valid UPI ID')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Website URL/), 'not a website');
    await submit();
    expect(await screen.findByText('Enter a valid website URL')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(screen.getByLabelText(/SMS sender or message/)).toHaveValue('');
    await user.type(screen.getByLabelText(/SMS sender or message/), '   ');
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(checkCalls(fetchMock)).toHaveLength(0);
  });

  it('shows a scam answer as identified', async () => {
    const { user, fetchMock } = await setup(() =>
      Promise.resolve(
        jsonResponse({
          success: true,
          reportCount: 3,
          data: [
            {
              id: 'r1',
              status: 'ACTIVE',
              reportCount: 3,
              lastReportedAt: '2026-01-02T10:00:00Z',
              scammerId: '9876543210',
            },
          ],
        }),
      ),
    );
    await user.type(screen.getByLabelText(/Phone Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Check for scam' }));
    expect(await screen.findByRole('heading', { name: /Identified as scam/ })).toBeInTheDocument();
    expect(screen.getByText('3 SCAM REPORTS')).toBeInTheDocument();
    expect(checkCalls(fetchMock)).toHaveLength(1);
  });

  it('shows a clean answer as not reported', async () => {
    const { user } = await setup(notReported);
    await user.type(screen.getByLabelText(/Phone Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Check for scam' }));
    expect(await screen.findByRole('heading', { name: 'Phone Number is not reported as scam' })).toBeInTheDocument();
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a success:false answer',
      () => Promise.resolve(jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 200)),
    ],
    ['a server error', () => Promise.resolve(jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500))],
  ])('shows %s as failed, never as not reported, and Retry sends again', async (_name, answer) => {
    const { user, fetchMock } = await setup(answer);
    await user.type(screen.getByLabelText(/Phone Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Check for scam' }));
    const heading = await screen.findByRole('heading', { name: "Couldn't check right now" });
    expect(heading).toBeInTheDocument();
    expect(screen.queryByText(/not reported/i)).not.toBeInTheDocument();
    expect(checkCalls(fetchMock)).toHaveLength(1);

    const result = screen.getByTestId('check-result');
    await user.click(within(result).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(checkCalls(fetchMock)).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: "Couldn't check right now" })).toBeInTheDocument();
  });
});
