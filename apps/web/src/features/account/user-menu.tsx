import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PublicUser } from '@satark/shared/api-types';
import { isValidatorRank } from '@satark/shared/constants';
import { paths } from '../../config/paths';
import { logOut } from '../../lib/auth-session';
import { useCloseOnOutside } from '../../lib/use-close-on-outside';
import { UnreadBadge, useUnreadNotifications } from '../notifications';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useCancelDeletionAction } from './use-cancel-deletion-action';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

/** The signed-in user's dropdown: name, phone, My reports, Delete Account / Cancel Deletion, Logout. */
export function UserMenu({ user }: { user: PublicUser | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const cancelDeletion = useCancelDeletionAction();
  const unread = useUnreadNotifications(Boolean(user));
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useCloseOnOutside(open, root, setOpen);

  const name = user?.name ?? '';
  const logout = async () => {
    setOpen(false);
    setLeaving(true);
    await logOut();
    setLeaving(false);
    navigate(paths.login);
  };

  const item =
    'flex w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60';

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('nav.userMenu', { name })}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pl-1 pr-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {/* The avatar's initials are decoration: the name (visible from 640 px) names the button. */}
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
          data-testid="user-menu-initials"
        >
          {initials(name)}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{name}</span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 pb-3 pt-1">
            <p className="truncate font-semibold text-slate-900" data-testid="user-menu-name">
              {name}
            </p>
            <p className="text-sm text-slate-500" data-testid="user-menu-phone">
              {user ? `${user.countryCode} ${user.phoneNo}` : ''}
            </p>
          </div>
          <div className="pt-2">
            <Link
              to={paths.myReports}
              role="menuitem"
              className={`${item} text-slate-800 hover:bg-slate-100`}
              onClick={() => setOpen(false)}
            >
              {t('nav.myReports')}
            </Link>
            {user && isValidatorRank(user.rank) && (
              <Link
                role="menuitem"
                to={paths.review}
                className={`${item} text-slate-800 hover:bg-slate-100`}
                onClick={() => setOpen(false)}
              >
                {t('nav.review')}
              </Link>
            )}
            <Link
              role="menuitem"
              to={paths.myDisputes}
              className={`${item} text-slate-800 hover:bg-slate-100`}
              onClick={() => setOpen(false)}
            >
              {t('nav.myDisputes')}
            </Link>
            <Link
              role="menuitem"
              to={paths.notifications}
              aria-label={unread.label}
              className={`${item} justify-between gap-2 text-slate-800 hover:bg-slate-100`}
              onClick={() => setOpen(false)}
            >
              {t('nav.notifications')}
              {unread.count > 0 && <UnreadBadge count={unread.count} />}
            </Link>
            {user?.status === 'TO_DELETE' ? (
              <button
                type="button"
                role="menuitem"
                className={`${item} text-slate-800 hover:bg-slate-100`}
                disabled={cancelDeletion.pending}
                onClick={() => {
                  setOpen(false);
                  cancelDeletion.run();
                }}
              >
                {t('nav.cancelDeletion')}
              </button>
            ) : (
              <button
                type="button"
                role="menuitem"
                className={`${item} text-red-700 hover:bg-red-50`}
                onClick={() => {
                  setOpen(false);
                  setConfirming(true);
                }}
              >
                {t('nav.deleteAccount')}
              </button>
            )}
            <button
              type="button"
              role="menuitem"
              className={`${item} text-slate-800 hover:bg-slate-100`}
              disabled={leaving}
              onClick={() => void logout()}
            >
              {t('nav.logout')}
            </button>
          </div>
        </div>
      )}
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </div>
  );
}
