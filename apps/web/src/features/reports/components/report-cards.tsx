// The report list as cards, in the narrow layout (SPEC.md §9).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScammerRecord } from '@satark/shared/api-types';
import { SCAMMER_ID_TRUNCATE_CARD } from '@satark/shared/constants';
import { paths } from '../../../config/paths';
import { useDateLanguage } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { DisputedNotice } from '../../disputes';
import { formatListDate, truncate } from '../format';
import type { ListContext } from '../list-context';
import { ComplaintDownload } from './complaint-download';
import { StatusBadge } from './status-badge';

interface ReportCardsProps {
  rows: ScammerRecord[];
  context: ListContext;
  /** The viewer's My Reports, where each card also offers its complaint file. */
  own: boolean;
  /** The list's accessible name (the page heading). */
  label: string;
}

export function ReportCards({ rows, context, own, label }: ReportCardsProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <ReportCard row={row} context={context} own={own} />
        </li>
      ))}
    </ul>
  );
}

function ReportCard({ row, context, own }: { row: ScammerRecord; context: ListContext; own: boolean }) {
  const { t } = useTranslation('reports');
  const dateLanguage = useDateLanguage();
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
          <dd className="font-semibold text-slate-900">{formatCount(row.reportCount)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">{t('columns.lastReported')}</dt>
          <dd className="text-slate-800">{formatListDate(row.lastReportedAt, dateLanguage)}</dd>
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
