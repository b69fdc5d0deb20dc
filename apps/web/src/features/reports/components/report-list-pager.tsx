// Under the list: rows per page, "Showing a–b of n", and the page buttons.
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';

interface ReportListPagerProps {
  page: number;
  pageCount: number;
  size: number;
  sizeOptions: readonly number[];
  /** Rows on this page. */
  shown: number;
  total: number;
  onSizeChange: (size: string) => void;
  onPageChange: (page: number) => void;
}

export function ReportListPager({
  page,
  pageCount,
  size,
  sizeOptions,
  shown,
  total,
  onSizeChange,
  onPageChange,
}: ReportListPagerProps) {
  const { t } = useTranslation('reports');
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2 text-sm text-slate-600">
        <label htmlFor="report-page-size">{t('rowsPerPage')}</label>
        <select
          id="report-page-size"
          value={size}
          onChange={(event) => onSizeChange(event.target.value)}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {sizeOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <span>{t('showing', { from: (page - 1) * size + 1, to: (page - 1) * size + shown, total })}</span>
      </div>
      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={onPageChange}
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
  );
}
