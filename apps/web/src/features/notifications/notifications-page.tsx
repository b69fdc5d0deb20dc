// /notifications: the signed-in user's notices as a page, reached from the user menu and the
// phone drawer. Opening it marks what it shows as read, as opening the bell's list does.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/use-current-user';
import { NotificationList } from './notification-list';
import { useMarkAllRead, useNotifications } from './notifications-api';

export default function NotificationsPage() {
  const { t, i18n } = useTranslation('notifications');
  const { isLoggedIn } = useCurrentUser();
  const notices = useNotifications(i18n.resolvedLanguage ?? 'en', isLoggedIn);
  const { mutate: markAllRead } = useMarkAllRead();
  const unread = notices.data?.unread ?? 0;
  // Each answer is marked read once, so a failed call is not repeated in a loop.
  const markedAt = useRef(0);

  useEffect(() => {
    if (unread === 0 || markedAt.current === notices.dataUpdatedAt) return;
    markedAt.current = notices.dataUpdatedAt;
    markAllRead();
  }, [unread, notices.dataUpdatedAt, markAllRead]);

  if (!isLoggedIn) {
    return (
      <div className="mx-auto max-w-xl py-12 text-center">
        <p className="text-slate-700">{t('loginFirst')}</p>
        <Link to={paths.login} className={buttonClasses('primary', 'md', 'mt-4')}>
          {t('login')}
        </Link>
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-2xl space-y-4" aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="text-2xl font-bold text-slate-900">
        {t('title')}
      </h1>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {notices.isPending ? (
          <div className="flex justify-center py-10 text-brand-600">
            <Spinner className="size-8" label={t('loading')} />
          </div>
        ) : (
          <NotificationList notices={notices.data} failed={notices.isError} />
        )}
      </div>
    </section>
  );
}
