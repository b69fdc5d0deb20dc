// The report list's state lives in the URL (SPEC.md §2 "Report list"): filters, search, page and
// page size are read from the search parameters, and every change is written back to them.
import { useSearchParams } from 'react-router';
import {
  PAGE_SIZE_NARROW_DEFAULT,
  PAGE_SIZES_DESKTOP,
  PAGE_SIZES_NARROW,
  REPORT_LIST_TYPES,
  REPORT_STATUSES,
  REPORT_TYPES,
  type ReportListType,
  type ReportStatus,
  type ReportType,
} from '@satark/shared/constants';
import { paths } from '../../config/paths';
import type { ListParams } from './api/reports';
import { indiaDayBoundary } from '../../lib/dates';

/** The parameters the filters panel sets (and "Clear filters" removes). */
export const FILTER_KEYS = ['type', 'status', 'fromDate', 'toDate', 'reportType'] as const;

export type ListUrlKey = (typeof FILTER_KEYS)[number] | 'search' | 'size' | 'page';
/** Parameters to set (a non-empty string) or remove (empty or undefined). */
export type ListUrlChanges = Partial<Record<ListUrlKey, string | undefined>>;

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** `narrow`: the card layout, whose page sizes differ from the table's. */
export function useReportListUrlState(narrow: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();

  // Unknown values are ignored, as if the parameter were absent.
  const reportType: ReportListType = pick(REPORT_LIST_TYPES, searchParams.get('reportType')) ?? 'all';
  const type = pick<ReportType>(REPORT_TYPES, searchParams.get('type'));
  const status = pick<ReportStatus>(REPORT_STATUSES, searchParams.get('status'));
  const fromDay = searchParams.get('fromDate') ?? '';
  const toDay = searchParams.get('toDate') ?? '';
  const search = searchParams.get('search') ?? '';
  const sizeOptions: readonly number[] = narrow ? PAGE_SIZES_NARROW : PAGE_SIZES_DESKTOP;
  const defaultSize = narrow ? PAGE_SIZE_NARROW_DEFAULT : PAGE_SIZES_DESKTOP[0];
  const sizeParam = Number(searchParams.get('size'));
  const size = sizeOptions.includes(sizeParam) ? sizeParam : defaultSize;
  const page = Math.max(1, Math.floor(Number(searchParams.get('page')) || 1));

  /** The list request's query. */
  const params: ListParams = {
    page,
    size,
    reportType,
    ...(search ? { search } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
    ...(fromDay && indiaDayBoundary(fromDay, 'start') ? { fromDate: indiaDayBoundary(fromDay, 'start') } : {}),
    ...(toDay && indiaDayBoundary(toDay, 'end') ? { toDate: indiaDayBoundary(toDay, 'end') } : {}),
  };

  const activeFilters = FILTER_KEYS.filter((key) => searchParams.get(key)).length;

  /**
   * Changes some parameters; any change other than the page itself starts again at page 1.
   * `replace` (typing a search) replaces the history entry and keeps the scroll place; other
   * changes add an entry and scroll to the top (app/scroll-restoration.tsx).
   */
  const update = (changes: ListUrlChanges, replace = false) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace },
    );
  };

  const clearFilters = () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])));

  return {
    reportType,
    type,
    status,
    fromDay,
    toDay,
    search,
    page,
    size,
    sizeOptions,
    params,
    activeFilters,
    /** The list's own address (path and query), for the detail page's way back. */
    href: `${paths.reports}?${searchParams.toString()}`,
    update,
    clearFilters,
  };
}

export type ReportListUrlState = ReturnType<typeof useReportListUrlState>;
