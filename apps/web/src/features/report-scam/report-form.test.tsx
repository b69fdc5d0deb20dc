// The report form's rules from the user's side: every required field says so on an empty submit,
// and an SMS report needs its content even with a proof (a phone report does not).
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES } from '@satark/shared/messages';
import i18n from '../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ReportForm } from './report-form';

let fetchMock: ReturnType<typeof vi.fn>;
const submissions = () =>
  fetchMock.mock.calls.filter(([url, init]) => (init as RequestInit | undefined)?.method === 'POST' && String(url));

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ success: true, data: [], message: 'ok' })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const proofFile = () => new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' });

describe('ReportForm', () => {
  it('shows the required messages on a submit with nothing filled, and sends nothing', async () => {
    const { user } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const type = screen.getByRole('combobox', { name: 'Select Type' });
    expect(type).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    // The identifier and description rules run once a type is chosen (the schema's refinement needs
    // the type): with nothing filled only the type is marked.
    expect(submissions()).toHaveLength(0);
  });

  it('marks an empty identifier and description once a type is chosen', async () => {
    const { user } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Type' }), 'upi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'UPI Id' })).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    expect(submissions()).toHaveLength(0);
  });

  it('requires the SMS content even with a proof', async () => {
    const { user, container } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Type' }), 'sms');
    await user.type(screen.getByRole('textbox', { name: 'Sender Phone Number' }), '9876543210');
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, proofFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const content = screen.getByRole('textbox', { name: 'SMS Content' });
    expect(content).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    expect(submissions()).toHaveLength(0);
  });

  it('accepts a phone report with a proof and no description', async () => {
    const { user, container } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Type' }), 'number');
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '9876543210');
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, proofFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(submissions().length).toBeGreaterThan(0));
    const form = container.querySelector('form')!;
    expect(within(form).queryByText(FIELD_MESSAGES.required)).not.toBeInTheDocument();
  });
});
