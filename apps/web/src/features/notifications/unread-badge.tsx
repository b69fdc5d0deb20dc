// The unread count beside a menu's "Notifications" entry. The entry's name says it in words
// (useUnreadNotifications().label), so the number itself is not read out twice.
export function UnreadBadge({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white"
      data-testid="menu-unread"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
