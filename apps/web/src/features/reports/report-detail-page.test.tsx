// The detail page of a number with many reports: the entries and their proofs come in steps, so a
// cheap phone does not build hundreds of cards and ask for hundreds of proof files at once.
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportEntry, ScammerRecord } from '@satark/shared/api-types';
import { DETAIL_ENTRY_LIMIT } from '@satark/shared/constants';
import i18n from '../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../test/render';
import ReportDetailPage, { ENTRIES_STEP } from './report-detail-page';

const ENTRY_COUNT = 2 * ENTRIES_STEP + 5;

// The detail lists at most 500 entries; 40 here, so that going through them takes two steps, not 25.
vi.mock('@satark/shared/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@satark/shared/constants')>()),
  DETAIL_ENTRY_LIMIT: 2 * 20,
}));

const entry = (index: number): ReportEntry => ({
  id: `entry-${index}`,
  proof: `/proofs/entry-${index}.jpg`,
  detail: `Report number ${index + 1}`,
  reporter: { name: `Reporter ${index + 1}` },
  verifier: null,
  scamArticle: null,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
});

const record: ScammerRecord = {
  id: 'entity-1',
  scammerId: '+919812345678',
  uniqueId: '+919812345678',
  type: 'number',
  status: 'ACTIVE',
  disputed: false,
  lastReportedAt: '2026-11-01T00:44:00.000Z',
  reportCount: ENTRY_COUNT,
  json: { scammerName: null, rejectReason: null },
  reports: Array.from({ length: ENTRY_COUNT }, (_, index) => entry(index)),
  reportedBy: { name: 'Reporter 1' },
  verifiedBy: null,
};

/** The detail the API answers with in the test running. */
let served: ScammerRecord;
/** The answers to the calls for older entries, in turn (a status other than 200 fails that call). */
let olderPages: { status: number; body: unknown }[];
let fetchMock: ReturnType<typeof vi.fn>;
/** The proof files the page asked to sign, one call per thumbnail. */
const proofsAskedFor = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/scam-report/file'))
    .map((url) => url.searchParams.get('file'));
/** The languages the learn articles were asked for in. */
const articlesAskedFor = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/scam-articles/get-all'))
    .map((url) => url.searchParams.get('lang'));
/** The calls for entries past the detail's: their `before` and `size`. */
const olderPagesAskedFor = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/scam-report/spammer-detail/reports'))
    .map((url) => `before=${url.searchParams.get('before')} size=${url.searchParams.get('size')}`);

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
beforeEach(() => {
  served = record;
  olderPages = [];
  fetchMock = vi.fn((url: string) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    if (path.endsWith('/scam-report/spammer-detail/reports')) {
      const answer = olderPages.shift() ?? { status: 500, body: { success: false, message: 'no page left' } };
      return Promise.resolve(jsonResponse(answer.body, answer.status));
    }
    if (path.endsWith('/scam-articles/get-all')) {
      const lang = new URL(String(url), 'http://localhost').searchParams.get('lang');
      const title = lang === 'hi' ? 'KYC अपडेट स्कैम' : 'KYC update scam';
      return Promise.resolve(jsonResponse({ success: true, data: [{ slug: 'kyc-update-scam', title }] }));
    }
    return Promise.resolve(
      path.endsWith('/scam-report/spammer-detail')
        ? jsonResponse({ success: true, data: served })
        : jsonResponse({ success: true, data: { url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderDetail = () =>
  renderWithProviders(
    <Routes>
      <Route path="/reports/detail/:id" element={<ReportDetailPage />} />
    </Routes>,
    { route: `/reports/detail/${record.id}` },
  );

const entryCards = () =>
  within(screen.getByRole('region', { name: `Reports (${ENTRY_COUNT})` })).getAllByRole('article');

describe('ReportDetailPage entries', () => {
  it('shows the first entries and their proofs, and more at each step, keeping the place', async () => {
    const { user } = renderDetail();
    expect(await screen.findByRole('heading', { name: `Reports (${ENTRY_COUNT})` })).toBeInTheDocument();
    expect(entryCards()).toHaveLength(ENTRIES_STEP);
    expect(screen.getByText(`Showing ${ENTRIES_STEP} of ${ENTRY_COUNT} reports`)).toBeInTheDocument();
    // Every report is here already: no call for older ones.
    expect(olderPagesAskedFor()).toEqual([]);
    await vi.waitFor(() => expect(proofsAskedFor()).toHaveLength(ENTRIES_STEP));
    expect(new Set(proofsAskedFor())).toEqual(
      new Set(Array.from({ length: ENTRIES_STEP }, (_, index) => `proofs/entry-${index}.jpg`)),
    );

    await user.click(screen.getByRole('button', { name: `Show ${ENTRIES_STEP} more` }));
    expect(entryCards()).toHaveLength(2 * ENTRIES_STEP);
    // Focus goes to the first entry added, where the reading goes on.
    expect(entryCards()[ENTRIES_STEP]).toHaveFocus();
    expect(entryCards()[ENTRIES_STEP]).toHaveTextContent(`Report number ${ENTRIES_STEP + 1}`);
    await vi.waitFor(() => expect(proofsAskedFor()).toHaveLength(2 * ENTRIES_STEP));

    await user.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(entryCards()).toHaveLength(ENTRY_COUNT);
    expect(entryCards()[2 * ENTRIES_STEP]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(proofsAskedFor()).toHaveLength(ENTRY_COUNT));
  }, 20_000); // as the next: ~2 s alone, 5.1 s in a CI run on a slow, busy machine

  it('goes on past the newest reports the detail lists with older pages from the API', async () => {
    const listed = Array.from({ length: DETAIL_ENTRY_LIMIT }, (_, index) => entry(index));
    served = { ...record, reportCount: DETAIL_ENTRY_LIMIT + 30, reports: listed };
    const olderPage = (from: number, count: number) => Array.from({ length: count }, (_, i) => entry(from + i));
    // The first older call fails once; then two pages.
    olderPages = [
      { status: 503, body: { success: false, code: 'UNAVAILABLE', message: 'Busy' } },
      { status: 200, body: { success: true, data: olderPage(DETAIL_ENTRY_LIMIT, 25), hasMore: true } },
      { status: 200, body: { success: true, data: olderPage(DETAIL_ENTRY_LIMIT + 25, 5), hasMore: false } },
    ];
    const { user } = renderDetail();
    const section = async () => screen.findByRole('region', { name: `Reports (${DETAIL_ENTRY_LIMIT + 30})` });
    const cards = async () => within(await section()).getAllByRole('article');
    const showMore = () => screen.getByRole('button', { name: `Show ${ENTRIES_STEP} more` });
    expect(await cards()).toHaveLength(ENTRIES_STEP);
    expect(screen.getByText(`Showing ${ENTRIES_STEP} of ${DETAIL_ENTRY_LIMIT + 30} reports`)).toBeInTheDocument();

    // Through the detail's own entries: nothing asked until the last step before their end.
    while ((await cards()).length < DETAIL_ENTRY_LIMIT - ENTRIES_STEP) await user.click(showMore());
    expect(olderPagesAskedFor()).toEqual([]);
    await user.click(showMore());
    expect(await cards()).toHaveLength(DETAIL_ENTRY_LIMIT);
    // Asked for ahead of need, after the oldest entry listed; it failed: said, and tried again on the button.
    await screen.findByRole('alert');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more reports. Please try again.');
    expect(olderPagesAskedFor()).toEqual([`before=entry-${DETAIL_ENTRY_LIMIT - 1} size=100`]);
    await user.click(showMore());
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(showMore());
    await vi.waitFor(async () => expect(await cards()).toHaveLength(DETAIL_ENTRY_LIMIT + ENTRIES_STEP));
    expect((await cards())[DETAIL_ENTRY_LIMIT]).toHaveTextContent(`Report number ${DETAIL_ENTRY_LIMIT + 1}`);
    await vi.waitFor(async () => expect((await cards())[DETAIL_ENTRY_LIMIT]).toHaveFocus());
    // The next page was asked for after the last entry of the first, a step before it is needed.
    await vi.waitFor(() =>
      expect(olderPagesAskedFor().at(-1)).toBe(`before=entry-${DETAIL_ENTRY_LIMIT + 24} size=100`),
    );
    await user.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(await cards()).toHaveLength(DETAIL_ENTRY_LIMIT + 30);
    expect(screen.queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(olderPagesAskedFor()).toHaveLength(3);
  }, 20_000); // many clicks and renders: ~2 s alone, more on a busy machine
});

describe('ReportDetailPage, an entry that names a scam article', () => {
  beforeEach(() => {
    const named = { ...entry(0), scamArticle: { slug: 'kyc-update-scam', title: 'KYC update scam' } };
    served = { ...record, reportCount: 1, reports: [named] };
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('names it as the detail does in English, without asking for the articles', async () => {
    renderDetail();
    expect(await screen.findByRole('link', { name: 'KYC update scam' })).toHaveAttribute(
      'href',
      '/learn/kyc-update-scam',
    );
    expect(articlesAskedFor()).toEqual([]);
  });

  it('names it in Hindi from the Hindi articles when the reader chose Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderDetail();
    expect(await screen.findByRole('link', { name: 'KYC अपडेट स्कैम' })).toHaveAttribute('href', '/learn/kyc-update-scam');
    expect(articlesAskedFor()).toEqual(['hi']);
  });
});
