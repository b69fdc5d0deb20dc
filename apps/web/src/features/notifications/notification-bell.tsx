// The bell in the navbar: the unread count, and a list of the newest notices that marks them read
// when opened (the unread ones stay highlighted until the list closes).
import { Bell } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnOutside } from '../../lib/use-close-on-outside';
import { NotificationList } from './notification-list';
import { useMarkAllRead, useNotifications } from './notifications-api';

export function NotificationBell() {
  const { t, i18n } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const notices = useNotifications(i18n.resolvedLanguage ?? 'en', true);
  const markAllRead = useMarkAllRead();
  const unread = notices.data?.unread ?? 0;

  useCloseOnOutside(open, root, setOpen);

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (!opening) return;
    // A list restored from the saved cache may be older than the last page load: ask again, then
    // mark what the person now sees as read.
    void notices.refetch().then((result) => {
      if ((result.data?.unread ?? unread) > 0) markAllRead.mutate();
    });
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        data-testid="notification-bell"
      >
        <Bell className="size-6" aria-hidden="true" />
        {unread > 0 && (
          <span
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white"
            data-testid="notification-count"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('title')}
          className="fixed inset-x-2 top-16 z-40 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
          data-testid="notification-panel"
        >
          <h2 className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">{t('title')}</h2>
          <NotificationList notices={notices.data} failed={notices.isError} onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
