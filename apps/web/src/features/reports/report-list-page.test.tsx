// The report list's filters: a change is written to the URL's search parameters and sent as the
// list request's query.
import { screen } from '@testing-library/react';
import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../test/render';
import ReportListPage from './report-list-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const listQueries = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('/scam-report/scammer-list'))
    .map((url) => new URL(url, 'http://localhost').searchParams);

let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  await act(() => i18n.changeLanguage('en'));
});
beforeEach(() => {
  // A desktop-wide window: the table layout.
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
  fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ success: true, total: 0, data: [] })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderList = (route = '/reports') =>
  renderWithProviders(
    <>
      <ReportListPage />
      <LocationProbe />
    </>,
    { route },
  );

describe('ReportListPage filters', () => {
  it('writes a type and a status filter to the URL and the request, starting again at page 1', async () => {
    const { user } = renderList('/reports?page=3');
    await screen.findByRole('heading', { name: 'All Reports' });
    await vi.waitFor(() => expect(listQueries(fetchMock)).toHaveLength(1));
    expect(listQueries(fetchMock)[0]!.get('page')).toBe('3');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'upi');
    expect(screen.getByTestId('location')).toHaveTextContent('?type=upi');
    await vi.waitFor(() => expect(listQueries(fetchMock).at(-1)!.get('type')).toBe('upi'));
    expect(listQueries(fetchMock).at(-1)!.get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ACTIVE');
    const search = new URLSearchParams(screen.getByTestId('location').textContent ?? '');
    expect(Object.fromEntries(search)).toEqual({ type: 'upi', status: 'ACTIVE' });
    await vi.waitFor(() => expect(listQueries(fetchMock).at(-1)!.get('status')).toBe('ACTIVE'));
    expect(listQueries(fetchMock).at(-1)!.get('type')).toBe('upi');
  });

  it('reads the filters from the URL and clears them all', async () => {
    const { user } = renderList('/reports?type=sms&reportType=most');
    expect(await screen.findByRole('heading', { name: 'Most Reported' })).toBeInTheDocument();
    await vi.waitFor(() => expect(listQueries(fetchMock)).toHaveLength(1));
    expect(listQueries(fetchMock)[0]!.get('type')).toBe('sms');
    expect(listQueries(fetchMock)[0]!.get('reportType')).toBe('most');
    // Open because filters are set.
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('sms');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toBeEmptyDOMElement();
    await vi.waitFor(() => expect(listQueries(fetchMock).at(-1)!.get('reportType')).toBe('all'));
    expect(listQueries(fetchMock).at(-1)!.has('type')).toBe(false);
  });

  it('sends the typed search after the pause, in the URL and the request', async () => {
    const { user } = renderList();
    await screen.findByRole('heading', { name: 'All Reports' });
    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'fraud@upi');
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?search=fraud%40upi'));
    await vi.waitFor(() => expect(listQueries(fetchMock).at(-1)!.get('search')).toBe('fraud@upi'));
  });
});
