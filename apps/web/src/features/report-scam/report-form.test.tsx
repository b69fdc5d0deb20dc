// The report form's rules from the user's side: every required field says so on an empty submit,
// each type's identifier rule and message (in the English the person reads), messages clearing on
// edit, the evidence type and size rules, the article dropdown, and an SMS report needing its content
// even with a proof (a phone report does not). The Playwright journeys keep the end-to-end paths only.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
const REQUIRED = 'This field is required';
const typeSelect = () => screen.getByRole('combobox', { name: 'Select Type' });
const identifier = (name: string) => screen.getByRole('textbox', { name });
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Submit' }));
/** The description's message: the textarea's message element, present only while it has one. */
const detailMessage = () => document.getElementById('report-detail-message');

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

  it('keeps Devanagari digits typed into the phone field as ASCII digits', async () => {
    const { user } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Type' }), 'number');
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    await user.type(phone, '९८७६५४३२१०');
    expect(phone).toHaveValue('9876543210');
    // Spaces, + and letters are dropped; the field stops at a national number's 17 digits.
    await user.clear(phone);
    await user.type(phone, '+९१ 98765 ४३२१० x 1234567890');
    expect(phone).toHaveValue('91987654321012345');
  });

  it('sends a Devanagari phone number as its ASCII number', async () => {
    const { user, container } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Type' }), 'number');
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '९८७६५४३२१०');
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, proofFile());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(submissions().length).toBeGreaterThan(0));
    const body = (submissions()[0]![1] as RequestInit).body as FormData;
    expect(JSON.parse(String(body.get('json')))).toMatchObject({ type: 'number', uniqueId: '+919876543210' });
  });
  it('shows the warning that reports must be true, and Close goes home', async () => {
    renderWithProviders(<ReportForm prefill={{}} />);
    expect(
      await screen.findByText(/information you share is accurate.*not be meant to harm anyone or as a joke/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/home');
  });

  it('marks the type invalid with an alert on an empty submit', async () => {
    const { user } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(typeSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === REQUIRED)).toBe(true);
  });

  it('phone: required, digits only, a valid Indian number, and the mark clears on edit', async () => {
    const { user } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Type' }), 'number');
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
    await submit(user);
    const phone = identifier('Phone Number');
    expect(phone).toHaveAccessibleDescription(REQUIRED);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(detailMessage()).toHaveTextContent(REQUIRED);

    await user.type(phone, '12ab345');
    expect(phone).toHaveValue('12345');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await submit(user);
    expect(phone).toHaveAccessibleDescription('Enter a valid phone number');
    expect(submissions()).toHaveLength(0);
  });

  it('UPI: a malformed id says so', async () => {
    const { user } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Type' }), 'upi');
    await user.type(identifier('UPI Id'), 'not-a-upi');
    await submit(user);
    expect(identifier('UPI Id')).toHaveAccessibleDescription('Enter a valid UPI Id');
  });

  it('SMS: a +91 sender unless Non-number, an upper-case Sender ID, and the content always required', async () => {
    const { user } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Type' }), 'sms');
    expect(screen.getByRole('textbox', { name: 'SMS Content' })).toBeInTheDocument();
    await user.type(identifier('Sender Phone Number'), '12345');
    await submit(user);
    expect(identifier('Sender Phone Number')).toHaveAccessibleDescription('Please check the phone number format');
    expect(detailMessage()).toHaveTextContent(REQUIRED);
    await user.type(screen.getByRole('textbox', { name: 'SMS Content' }), 'x');
    expect(detailMessage()).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Non-number' }));
    const sender = identifier('Sender ID');
    await user.type(sender, 'vm-hdfc bk1');
    expect(sender).toHaveValue('VM-HDFCBK');
    await user.clear(sender);
    await submit(user);
    expect(identifier('Sender ID')).toHaveAccessibleDescription(REQUIRED);
    expect(submissions()).toHaveLength(0);
  });

  it('e-mail: a malformed address says so', async () => {
    const { user } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Type' }), 'email');
    expect(screen.getByRole('textbox', { name: 'Email Content' })).toBeInTheDocument();
    await user.type(identifier('Email Id'), 'someone@');
    await submit(user);
    expect(identifier('Email Id')).toHaveAccessibleDescription('Enter a valid e-mail Id');
  });

  it('website: required, then a malformed URL says so', async () => {
    const { user } = renderWithProviders(<ReportForm prefill={{}} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Select Type' }), 'website');
    await submit(user);
    expect(identifier('Website URL')).toHaveAccessibleDescription(REQUIRED);
    await user.type(identifier('Website URL'), 'not a site');
    await submit(user);
    expect(identifier('Website URL')).toHaveAccessibleDescription('Enter a valid website URL');
  });

  it('evidence: the type and size rules discard a bad file; spaces in a name become underscores', async () => {
    const { container } = renderWithProviders(<ReportForm prefill={{}} />);
    await screen.findByRole('button', { name: 'Submit' });
    // A person can pick any file from "All files", so the picker's accept list is not applied here.
    const picker = userEvent.setup({ applyAccept: false });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const sized = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

    await picker.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      screen.getByText('Invalid file type. Please upload an image, video, audio, or PDF file.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    await picker.upload(input, sized('big.png', 'image/png', 6_291_457));
    expect(screen.getByText('File size exceeds the 6MB limit.')).toBeInTheDocument();
    await picker.upload(input, sized('big.mp4', 'video/mp4', 12_582_913));
    expect(screen.getByText('Video file size exceeds the 12MB limit.')).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();

    await picker.upload(input, sized('my scam shot.png', 'image/png', 2_048));
    expect(screen.getByTestId('evidence-name')).toHaveTextContent('my_scam_shot.png');
    expect(screen.queryByText('Video file size exceeds the 12MB limit.')).not.toBeInTheDocument();
  });

  it('article dropdown: a case-insensitive filter, "No options found", "Add" and the chosen article\'s card', async () => {
    const article = {
      title: 'Digital arrest calls',
      excerpt: 'Callers pose as police.',
      link: '',
      featuredImageUrl: null,
      authorName: 'Satark',
      authorAvatarUrl: null,
      date: '2026-01-01',
      categoryName: 'Scams',
      totalCount: 4,
      slug: 'digital-arrest',
      trendingScore: 1,
    };
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        jsonResponse({
          success: true,
          data: String(url).includes('/scam-articles/titles')
            ? [
                { slug: 'digital-arrest', title: 'Digital arrest calls' },
                { slug: 'kyc-update', title: 'KYC update' },
              ]
            : String(url).includes('/scam-articles/get-all')
              ? [article]
              : [],
        }),
      ),
    );
    const { user } = renderWithProviders(<ReportForm prefill={{}} />);
    const combo = await screen.findByRole('combobox', { name: 'What Scam is this ?' });
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('titles'))).toBe(true));
    await user.type(combo, 'zzq nothing like it');
    expect(await screen.findByText('No options found')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Add "zzq nothing like it"' })).toBeInTheDocument();

    await user.clear(combo);
    await user.type(combo, 'DIGITAL ARREST');
    await user.click(await screen.findByRole('option', { name: /digital arrest/i }));
    expect(await screen.findByTestId('article-preview')).toHaveTextContent('Digital arrest calls');
  });

  it('article dropdown in Hindi: the titles read in Hindi and are found by their English titles too', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        jsonResponse({
          success: true,
          data: String(url).includes('/scam-articles/titles')
            ? [{ slug: 'kyc-update', title: 'KYC update' }]
            : String(url).includes('/scam-articles/get-all?lang=hi')
              ? [{ slug: 'kyc-update', title: 'KYC अपडेट स्कैम' }]
              : [],
        }),
      ),
    );
    await act(() => i18n.changeLanguage('hi'));
    try {
      const { user } = renderWithProviders(<ReportForm prefill={{}} />);
      const combo = await screen.findByRole('combobox', { name: /स्कैम/ });
      await user.type(combo, 'KYC');
      expect(await screen.findByRole('option', { name: 'KYC अपडेट स्कैम' })).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: 'KYC update' })).not.toBeInTheDocument();
      // Found by its English title too, as a reporter may type it.
      await user.clear(combo);
      await user.type(combo, 'kyc UPDATE');
      expect(await screen.findByRole('option', { name: 'KYC अपडेट स्कैम' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
