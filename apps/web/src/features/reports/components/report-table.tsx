// The report list as a table, at widths above the narrow layout.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScammerRecord } from '@satark/shared/api-types';
import { SCAMMER_ID_TRUNCATE_TABLE } from '@satark/shared/constants';
import { paths } from '../../../config/paths';
import { useDateLanguage } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { DisputedNotice } from '../../disputes';
import { formatListDate, truncate } from '../format';
import type { ListContext } from '../list-context';
import { ComplaintDownload } from './complaint-download';
import { StatusBadge } from './status-badge';

/** `own`: the viewer's My Reports, where each row also offers its complaint file. */
export function ReportTable({ rows, context, own }: { rows: ScammerRecord[]; context: ListContext; own: boolean }) {
  const { t } = useTranslation('reports');
  const dateLanguage = useDateLanguage();
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
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatListDate(row.lastReportedAt, dateLanguage)}
              </td>
              <td className="px-4 py-3 text-right font-semibold text-slate-900 tabular-nums">
                {formatCount(row.reportCount)}
              </td>
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
