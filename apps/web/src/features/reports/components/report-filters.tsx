// The list's filters: the "Filters" button with its count, and the panel it opens (type, status,
// dates, popular list), each change written to the URL.
import { Funnel } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIST_TYPES, REPORT_STATUSES, REPORT_TYPES } from '@satark/shared/constants';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { ReportListUrlState } from '../use-report-list-url-state';

const PANEL_ID = 'report-filters';

interface FiltersToggleProps {
  open: boolean;
  /** Filters set in the URL, shown as a count. */
  active: number;
  onToggle: () => void;
}

export function FiltersToggle({ open, active, onToggle }: FiltersToggleProps) {
  const { t } = useTranslation('reports');
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={onToggle}
      className={`inline-flex shrink-0 items-center gap-2 rounded-lg border px-3 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none ${open ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
    >
      <Funnel className="size-4" aria-hidden="true" />
      {t('filters')}
      {active > 0 && <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">{active}</span>}
    </button>
  );
}

interface ReportFiltersProps {
  state: ReportListUrlState;
  /** "My Reports" is offered only to a signed-in person. */
  isLoggedIn: boolean;
}

export function ReportFilters({ state, isLoggedIn }: ReportFiltersProps) {
  const { t } = useTranslation('reports');
  const { type, status, fromDay, toDay, reportType, activeFilters, update, clearFilters } = state;
  const popularOptions = REPORT_LIST_TYPES.filter((value) => value !== 'myreport' || isLoggedIn).map((value) => ({
    value,
    label: t(`popular.${value}`),
  }));

  return (
    <section
      id={PANEL_ID}
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
          <button type="button" onClick={clearFilters} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('clearFilters')}
          </button>
        </div>
      )}
    </section>
  );
}
