// /reports: the searchable, filterable, paged report list (SPEC.md §2 "Report list"). The URL holds
// its state (useReportListUrlState); the search box, filters, table or cards and pager are components.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { Spinner } from '../../components/ui/spinner';
import { useSharedMessage } from '../../lib/field-message';
import { useCurrentUser } from '../../lib/use-current-user';
import { useScammerList } from './api/reports';
import { ComplaintHint } from './components/complaint-download';
import { FiltersToggle, ReportFilters } from './components/report-filters';
import { ReportCards } from './components/report-cards';
import { ReportListPager } from './components/report-list-pager';
import { ReportSearchField } from './components/report-search-field';
import { ReportTable } from './components/report-table';
import type { ListContext } from './list-context';
import { useNarrowLayout } from './use-narrow-layout';
import { useReportListUrlState } from './use-report-list-url-state';

export default function ReportListPage() {
  const { t } = useTranslation('reports');
  const sharedMessage = useSharedMessage();
  const narrow = useNarrowLayout();
  const { isLoggedIn } = useCurrentUser();
  const state = useReportListUrlState(narrow);
  const { reportType, params, page, size, update } = state;

  const list = useScammerList(params, reportType !== 'myreport' || isLoggedIn);
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const own = reportType === 'myreport';

  const [filtersOpen, setFiltersOpen] = useState(state.activeFilters > 0);

  const heading =
    reportType === 'recent'
      ? t('headingRecent')
      : reportType === 'most'
        ? t('headingMost')
        : reportType === 'myreport'
          ? t('headingMine')
          : t('headingAll');

  const context: ListContext = { ids: rows.map((row) => row.id), params, total, href: state.href };

  return (
    <div className="w-full">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        {list.isFetching && <Spinner className="size-5 text-brand-600" label={t('loading')} />}
      </div>

      <div className="mt-4 flex gap-2">
        <ReportSearchField search={state.search} onSearch={(search) => update({ search }, true)} />
        <FiltersToggle open={filtersOpen} active={state.activeFilters} onToggle={() => setFiltersOpen((o) => !o)} />
      </div>

      {filtersOpen && <ReportFilters state={state} isLoggedIn={isLoggedIn} />}

      {own && rows.length > 0 && (
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
          <ReportCards rows={rows} context={context} own={own} label={heading} />
        ) : (
          <ReportTable rows={rows} context={context} own={own} />
        )}
      </div>

      {rows.length > 0 && (
        <ReportListPager
          page={page}
          pageCount={pageCount}
          size={size}
          sizeOptions={state.sizeOptions}
          shown={rows.length}
          total={total}
          onSizeChange={(value) => update({ size: value })}
          onPageChange={(next) => update({ page: String(next) })}
        />
      )}
    </div>
  );
}
