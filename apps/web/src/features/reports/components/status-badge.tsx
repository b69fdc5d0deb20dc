import { useTranslation } from 'react-i18next';
import type { ReportStatus } from '@satark/shared/constants';

const styles: Record<ReportStatus, string> = {
  ACTIVE: 'bg-red-50 text-red-700 ring-red-600/20',
  PENDING: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  REJECTED: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function StatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('reports');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${styles[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
