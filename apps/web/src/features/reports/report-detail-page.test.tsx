// The detail page of a number with many reports: the entries and their proofs come in steps, so a
// cheap phone does not build hundreds of cards and ask for hundreds of proof files at once.
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportEntry, ScammerRecord } from '@satark/shared/api-types';
import i18n from '../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../test/render';
import ReportDetailPage, { ENTRIES_STEP } from './report-detail-page';

const ENTRY_COUNT = 2 * ENTRIES_STEP + 5;

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
let fetchMock: ReturnType<typeof vi.fn>;
/** The proof files the page asked to sign, one call per thumbnail. */
const proofsAskedFor = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/scam-report/file'))
    .map((url) => url.searchParams.get('file'));

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
beforeEach(() => {
  served = record;
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      String(url).includes('/scam-report/spammer-detail')
        ? jsonResponse({ success: true, data: served })
        : jsonResponse({ success: true, data: { url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' } }),
    ),
  );
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
    // Every report is listed, so nothing says otherwise.
    expect(screen.queryByText(/^The newest/)).not.toBeInTheDocument();
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
  });

  it('says when the API listed only the newest reports of a busier number', async () => {
    served = { ...record, reportCount: 3000 };
    renderDetail();
    expect(await screen.findByRole('heading', { name: `Reports (${ENTRY_COUNT})` })).toBeInTheDocument();
    expect(screen.getByText(`The newest ${ENTRY_COUNT} of 3000 reports are listed here.`)).toBeInTheDocument();
  });
});
