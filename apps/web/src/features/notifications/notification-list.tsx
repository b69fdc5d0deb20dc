// The notices themselves, newest first: shown in the bell's panel and on the /notifications page.
// Unread ones are highlighted; a notice about a listing links to it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationsResponse } from '@satark/shared/api-types';
import { paths } from '../../config/paths';
import { formatIndiaDate, useDateLanguage } from '../../lib/dates';

export function NotificationList({
  notices,
  failed,
  onNavigate,
}: {
  notices: NotificationsResponse | undefined;
  failed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('notifications');
  const dateLanguage = useDateLanguage();
  if (failed) return <p className="px-4 py-6 text-sm text-red-700">{t('loadFailed')}</p>;
  if (!notices || notices.data.length === 0) return <p className="px-4 py-6 text-sm text-slate-600">{t('empty')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {notices.data.map((notice) => {
        const body = (
          <>
            <p className="text-sm break-words text-slate-800">{notice.message}</p>
            <p className="mt-1 text-xs text-slate-500">{formatIndiaDate(notice.createdAt, 'list', dateLanguage)}</p>
          </>
        );
        const rowClass = `block px-4 py-3 ${notice.readAt ? '' : 'bg-brand-50'}`;
        return (
          <li key={notice.id} data-testid="notification" data-kind={notice.kind}>
            {notice.entityId ? (
              <Link
                to={paths.reportDetail(notice.entityId)}
                onClick={onNavigate}
                className={`${rowClass} hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500`}
              >
                {body}
              </Link>
            ) : (
              <div className={rowClass}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
