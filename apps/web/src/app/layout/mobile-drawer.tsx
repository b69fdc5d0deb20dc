import { X } from 'lucide-react';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitch } from '../../components/language-switch';
import { UnreadBadge, useUnreadNotifications } from '../../features/notifications';

/**
 * The phone menu: a full-height panel from the right, portalled to <body> so no header styles
 * clip it. Radix keeps the focus inside, closes on Esc and returns the focus to the menu button.
 */
export default function MobileDrawer({
  loggedIn,
  validator,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  loggedIn: boolean;
  validator: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: it gets the focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const unread = useUnreadNotifications(loggedIn);

  const items: { to: string; label: string; end?: boolean; badge?: number; name?: string }[] = loggedIn
    ? [
        { to: paths.homeAlias, label: t('nav.home') },
        { to: paths.learn, label: t('nav.learn') },
        { to: paths.reportScam, label: t('nav.reportScamDrawer') },
        { to: paths.reports, label: t('nav.reports'), end: true },
        { to: paths.myReports, label: t('nav.myReports') },
        ...(validator ? [{ to: paths.review, label: t('nav.review') }] : []),
        { to: paths.myDisputes, label: t('nav.myDisputes') },
        { to: paths.notifications, label: t('nav.notifications'), badge: unread.count, name: unread.label },
        { to: paths.leaderBoard, label: t('nav.leaderBoardDrawer') },
      ]
    : [
        { to: paths.login, label: t('nav.login') },
        { to: paths.register, label: t('nav.register') },
        { to: paths.learn, label: t('nav.learn') },
        { to: paths.reports, label: t('nav.reports'), end: true },
        { to: paths.leaderBoard, label: t('nav.leaderboard') },
      ];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="mobile-drawer"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl outline-none md:hidden"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 px-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{t('nav.mainMenu')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('nav.closeMenu')}
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.mainMenu')} className="flex-1">
            <ul className="space-y-1 p-3">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    aria-label={item.name}
                    onClick={() => onOpenChange(false)}
                    className={({ isActive }) =>
                      `flex items-center justify-between gap-2 rounded-lg px-3 py-3 text-base font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                        isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100'
                      }`
                    }
                  >
                    {item.label}
                    {item.badge ? <UnreadBadge count={item.badge} /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-100 p-4">
            <LanguageSwitch />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
