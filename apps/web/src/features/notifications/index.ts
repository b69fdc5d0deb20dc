// What other features may use from notifications: the bell in the navigation bar and the unread
// count for the menus' "Notifications" entry.
import { useTranslation } from 'react-i18next';
import { useNotifications } from './notifications-api';

export { NotificationBell } from './notification-bell';
export { UnreadBadge } from './unread-badge';

/**
 * The unread count (0 while unknown) and, when there are unread notices, the entry's accessible
 * name ("Notifications, 2 unread"). Shares the bell's query, so it costs no extra call.
 */
export function useUnreadNotifications(enabled: boolean): { count: number; label: string | undefined } {
  // The common namespace: the drawer and the menu must not wait for this feature's texts.
  const { t, i18n } = useTranslation();
  const count = useNotifications(i18n.resolvedLanguage ?? 'en', enabled).data?.unread ?? 0;
  return { count, label: count > 0 ? t('nav.notificationsUnread', { count }) : undefined };
}
