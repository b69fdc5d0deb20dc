// The report list's URL ↔ state rule: what a URL means for the list, and how a change is written.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useReportListUrlState } from './use-report-list-url-state';

function renderState(url: string, narrow = false) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return { state: useReportListUrlState(narrow), query: Object.fromEntries(new URLSearchParams(location.search)) };
    },
    { wrapper },
  );
}

describe('useReportListUrlState', () => {
  it('reads an empty URL as the first page of all reports at the default size', () => {
    const { result } = renderState('/reports');
    expect(result.current.state.params).toEqual({ page: 1, size: 15, reportType: 'all' });
    expect(result.current.state.activeFilters).toBe(0);
    expect(result.current.state.search).toBe('');
  });

  it('reads the filters, search, page and size from the URL into the request', () => {
    const { result } = renderState(
      '/reports?type=upi&status=ACTIVE&reportType=most&search=fraud&page=2&size=25&fromDate=2026-01-01&toDate=2026-01-31',
    );
    const { state } = result.current;
    expect(state.params).toEqual({
      page: 2,
      size: 25,
      reportType: 'most',
      search: 'fraud',
      type: 'upi',
      status: 'ACTIVE',
      // India's day boundaries (UTC+5:30).
      fromDate: '2025-12-31T18:30:00.000Z',
      toDate: '2026-01-31T18:29:59.999Z',
    });
    expect(state.activeFilters).toBe(5);
    expect(state.href).toBe(
      '/reports?type=upi&status=ACTIVE&reportType=most&search=fraud&page=2&size=25&fromDate=2026-01-01&toDate=2026-01-31',
    );
  });

  it('ignores unknown values and a page below 1', () => {
    const { result } = renderState('/reports?type=fax&status=MAYBE&reportType=best&page=-4&size=7&fromDate=soon');
    expect(result.current.state.params).toEqual({ page: 1, size: 15, reportType: 'all' });
  });

  it('takes the page sizes of the layout: the narrow one defaults to 10 and refuses 25', () => {
    expect(renderState('/reports', true).result.current.state.size).toBe(10);
    expect(renderState('/reports?size=25', true).result.current.state.size).toBe(10);
    expect(renderState('/reports?size=5', true).result.current.state.size).toBe(5);
    expect(renderState('/reports?size=5').result.current.state.size).toBe(15);
  });

  it('writes a change to the URL and starts again at page 1', () => {
    const { result } = renderState('/reports?page=3&type=sms');
    act(() => result.current.state.update({ status: 'PENDING' }));
    expect(result.current.query).toEqual({ type: 'sms', status: 'PENDING' });
    expect(result.current.state.page).toBe(1);
  });

  it('keeps the other parameters when only the page changes, and removes an emptied one', () => {
    const { result } = renderState('/reports?type=sms&search=x');
    act(() => result.current.state.update({ page: '4' }));
    expect(result.current.query).toEqual({ type: 'sms', search: 'x', page: '4' });
    act(() => result.current.state.update({ search: undefined }));
    expect(result.current.query).toEqual({ type: 'sms' });
  });

  it('clears every filter but keeps the search and the size', () => {
    const { result } = renderState('/reports?type=sms&status=ACTIVE&reportType=recent&search=x&size=20&page=2');
    act(() => result.current.state.clearFilters());
    expect(result.current.query).toEqual({ search: 'x', size: '20' });
    expect(result.current.state.activeFilters).toBe(0);
  });
});
