// /reports: the searchable, filterable, paged report list (SPEC.md §2 "Report list").
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ScammerRecord } from '@satark/shared/api-types';
import {
  PAGE_SIZE_NARROW_DEFAULT,
  PAGE_SIZES_DESKTOP,
  PAGE_SIZES_NARROW,
  REPORT_LIST_TYPES,
  REPORT_STATUSES,
  REPORT_TYPES,
  SCAMMER_ID_TRUNCATE_CARD,
  SCAMMER_ID_TRUNCATE_TABLE,
  SEARCH_DEBOUNCE_MS,
  type ReportListType,
  type ReportStatus,
  type ReportType,
} from '@satark/shared/constants';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { Pagination } from '../../components/ui/pagination';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/use-current-user';
import { useScammerList, type ListParams } from './api/reports';
import { StatusBadge } from './components/status-badge';
import { DisputedNotice } from '../disputes';
import { formatListDate, indiaDayBoundary, truncate } from './format';
import { useSharedMessage } from '../../lib/field-message';
import { useNarrowLayout } from './use-narrow-layout';
import { ComplaintDownload, ComplaintHint } from './components/complaint-download';
import type { ListContext } from './list-context';

const FILTER_KEYS = ['type', 'status', 'fromDate', 'toDate', 'reportType'] as const;

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export default function ReportListPage() {
  const { t } = useTranslation('reports');
  const sharedMessage = useSharedMessage();
  const narrow = useNarrowLayout();
  const { isLoggedIn } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();

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
  const list = useScammerList(params, reportType !== 'myreport' || isLoggedIn);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / size));

  /** Changes some parameters; any change other than the page itself starts again at page 1. */
  const update = (changes: Record<string, string | undefined>, replace = false) => {
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
      // Typing a search or changing a filter keeps the place; other changes scroll to the top.
      { replace, preventScrollReset: replace },
    );
  };

  // The search box updates the URL 300 ms after the last key press.
  const [searchText, setSearchText] = useState(search);
  const [syncedSearch, setSyncedSearch] = useState(search);
  if (search !== syncedSearch) {
    // The URL changed (back button, a link): the box follows it.
    setSyncedSearch(search);
    setSearchText(search);
  }
  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = window.setTimeout(() => update({ search: searchText.trim() || undefined }, true), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the timer
  }, [searchText]);

  const activeFilters = FILTER_KEYS.filter((key) => searchParams.get(key)).length;
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);

  const heading =
    reportType === 'recent'
      ? t('headingRecent')
      : reportType === 'most'
        ? t('headingMost')
        : reportType === 'myreport'
          ? t('headingMine')
          : t('headingAll');

  const popularOptions = REPORT_LIST_TYPES.filter((value) => value !== 'myreport' || isLoggedIn).map((value) => ({
    value,
    label: t(`popular.${value}`),
  }));

  const context: ListContext = {
    ids: rows.map((row) => row.id),
    params,
    total,
    href: `${paths.reports}?${searchParams.toString()}`,
  };

  return (
    <div className="w-full">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        {list.isFetching && <Spinner className="size-5 text-brand-600" label={t('loading')} />}
      </div>

      <div className="mt-4 flex gap-2">
        <TextField
          label={t('search')}
          hideLabel
          type="search"
          placeholder={t('searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          containerClassName="flex-1"
        />
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="report-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          className={`inline-flex shrink-0 items-center gap-2 rounded-lg border px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${filtersOpen ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
        >
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M3 4a1 1 0 0 1 1-1h12a1 1 0 0 1 .8 1.6L12 10.9V15a1 1 0 0 1-.4.8l-2 1.5A1 1 0 0 1 8 16.5v-5.6L3.2 4.6A1 1 0 0 1 3 4z" />
          </svg>
          {t('filters')}
          {activeFilters > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">{activeFilters}</span>
          )}
        </button>
      </div>

      {filtersOpen && (
        <section
          id="report-filters"
          aria-label={t('filters')}
          className="mt-3 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        >
          <SelectField
            label={t('filterType')}
            placeholder={t('any')}
            options={REPORT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={type ?? ''}
            onChange={(event) => update({ type: event.target.value || undefined })}
          />
          <SelectField
            label={t('filterStatus')}
            placeholder={t('any')}
            options={REPORT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value || undefined })}
          />
          <TextField
            label={t('fromDate')}
            type="date"
            value={fromDay}
            max={toDay || undefined}
            onChange={(event) => update({ fromDate: event.target.value || undefined })}
          />
          <TextField
            label={t('toDate')}
            type="date"
            value={toDay}
            min={fromDay || undefined}
            onChange={(event) => update({ toDate: event.target.value || undefined })}
          />
          <SelectField
            label={t('popularLabel')}
            options={popularOptions}
            value={reportType}
            onChange={(event) => update({ reportType: event.target.value === 'all' ? undefined : event.target.value })}
          />
          {activeFilters > 0 && (
            <div className="sm:col-span-2 lg:col-span-5">
              <button
                type="button"
                onClick={() => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                {t('clearFilters')}
              </button>
            </div>
          )}
        </section>
      )}

      {reportType === 'myreport' && rows.length > 0 && (
        <div className="mt-4">
          <ComplaintHint />
        </div>
      )}

      <div className="mt-4">
        {list.isPending ? (
          <div className="flex justify-center py-16 text-brand-600">
            <Spinner className="size-8" label={t('loading')} />
          </div>
        ) : rows.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
            {sharedMessage(CLIENT_MESSAGES.noReports)}
          </p>
        ) : narrow ? (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={heading}>
            {rows.map((row) => (
              <li key={row.id}>
                <ReportCard row={row} context={context} own={reportType === 'myreport'} />
              </li>
            ))}
          </ul>
        ) : (
          <ReportTable rows={rows} context={context} own={reportType === 'myreport'} />
        )}
      </div>

      {rows.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2 text-sm text-slate-600">
            <label htmlFor="report-page-size">{t('rowsPerPage')}</label>
            <select
              id="report-page-size"
              value={size}
              onChange={(event) => update({ size: event.target.value })}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
            >
              {sizeOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            <span>{t('showing', { from: (page - 1) * size + 1, to: (page - 1) * size + rows.length, total })}</span>
          </div>
          <Pagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onPageChange={(next) => update({ page: String(next) })}
            labels={{
              nav: t('pagination.nav'),
              first: t('pagination.first'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              last: t('pagination.last'),
              page: t('pagination.page'),
            }}
          />
        </div>
      )}
    </div>
  );
}

/** `own`: the viewer's My Reports, where each row also offers its complaint file. */
function ReportTable({ rows, context, own }: { rows: ScammerRecord[]; context: ListContext; own: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('columns.entity')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('columns.type')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('columns.lastReported')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('columns.count')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('columns.status')}
            </th>
            <th scope="col" className="px-4 py-3">
              <span>{t('columns.view')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              <td className="px-4 py-3 font-medium break-all text-slate-900" title={row.scammerId}>
                {truncate(row.scammerId, SCAMMER_ID_TRUNCATE_TABLE)}
              </td>
              <td className="px-4 py-3 text-slate-700">{t(`types.${row.type}`)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatListDate(row.lastReportedAt)}</td>
              <td className="px-4 py-3 text-right font-semibold text-slate-900 tabular-nums">{row.reportCount}</td>
              <td className="px-4 py-3">
                <StatusBadge status={row.status} />
                {row.disputed && <DisputedNotice compact />}
              </td>
              <td className="px-4 py-3">
                <Link
                  to={paths.reportDetail(row.id)}
                  state={{ list: context }}
                  aria-label={t('viewReport', { id: row.scammerId })}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {t('view')}
                </Link>
                {own && (
                  <div className="mt-2">
                    <ComplaintDownload entityId={row.id} withHint={false} compact />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReportCard({ row, context, own }: { row: ScammerRecord; context: ListContext; own: boolean }) {
  const { t } = useTranslation('reports');
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 font-semibold break-all text-slate-900" title={row.scammerId}>
          {truncate(row.scammerId, SCAMMER_ID_TRUNCATE_CARD)}
        </h2>
        <StatusBadge status={row.status} />
      </div>
      {row.disputed && <DisputedNotice compact />}
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('columns.type')}</dt>
          <dd className="text-slate-800">{t(`types.${row.type}`)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('columns.count')}</dt>
          <dd className="font-semibold text-slate-900">{row.reportCount}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">{t('columns.lastReported')}</dt>
          <dd className="text-slate-800">{formatListDate(row.lastReportedAt)}</dd>
        </div>
      </dl>
      <Link
        to={paths.reportDetail(row.id)}
        state={{ list: context }}
        aria-label={t('viewReport', { id: row.scammerId })}
        className="mt-3 inline-flex h-9 w-full items-center justify-center rounded-lg border border-slate-300 text-sm font-semibold text-brand-700 hover:bg-slate-50"
      >
        {t('view')}
      </Link>
      {own && (
        <div className="mt-3">
          <ComplaintDownload entityId={row.id} withHint={false} />
        </div>
      )}
    </article>
  );
}
