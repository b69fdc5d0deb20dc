// Session housekeeping for the whole app (SPEC.md §4 and §8): the 401 handler, validating the
// stored token on load, the deletion warning, polling a due deletion and the 'Account Deleted' modal.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicUser } from '@satark/shared/api-types';
import { DELETED_MODAL_REDIRECT_MS, DELETION_POLL_MS } from '@satark/shared/constants';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { paths } from '../../config/paths';
import { api, setUnauthorizedHandler } from '../../lib/api-client';
import { clearSession } from '../../lib/auth-session';
import { formatIndiaDate, useDateLanguage } from '../../lib/dates';
import { queryClient } from '../../lib/query-client';
import { session } from '../../lib/session';
import { currentUserKey, fetchCurrentUser, useCurrentUser } from '../../lib/use-current-user';
import { useCancelDeletionAction } from './use-cancel-deletion-action';

export function AccountManager() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [deleted, setDeleted] = useState(false);

  // A 401 outside a deliberate logout or deletion ends the session (api-client skips those).
  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      navigate(paths.login);
    });
    return () => setUnauthorizedHandler(() => {});
  }, [navigate]);

  // On load: is the stored token still good? If not, log out quietly.
  useEffect(() => {
    const token = session.getToken();
    if (!token) return;
    api
      // The token goes in the Authorization header (api-client), never in the URL, where logs keep it.
      .get<{ success: boolean; userData?: { user: PublicUser } }>('/auth/is-token-valid')
      .then((answer) => {
        if (answer.userData?.user) queryClient.setQueryData(currentUserKey, answer.userData.user);
      })
      .catch((error: unknown) => {
        // success:false (an ApiError with status 200) means the token is no longer valid.
        if ((error as { status?: number }).status === 200 && session.getToken() === token) clearSession();
      });
  }, []);

  // When a scheduled deletion is due, poll the user every 30 s until it is no longer TO_DELETE.
  const dueAt = user?.status === 'TO_DELETE' ? user.deletionScheduledAt : null;
  useEffect(() => {
    if (!dueAt) return;
    let interval: number | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.clearInterval(interval);
    };
    const poll = async () => {
      session.endingOnPurpose = true;
      try {
        const latest = (await fetchCurrentUser()) as PublicUser | { status: 'DELETED' };
        if (stopped) return;
        if (latest.status === 'DELETED') {
          stop();
          clearSession();
          setDeleted(true);
        } else if (latest.status !== 'TO_DELETE') {
          stop();
          queryClient.setQueryData(currentUserKey, latest);
        }
      } catch {
        stop();
      } finally {
        session.endingOnPurpose = false;
      }
    };
    const delay = Math.max(0, Date.parse(dueAt) - Date.now());
    const timeout = window.setTimeout(() => {
      void poll();
      if (!stopped) interval = window.setInterval(() => void poll(), DELETION_POLL_MS);
    }, delay);
    return () => {
      stop();
      window.clearTimeout(timeout);
    };
  }, [dueAt]);

  // 'Account Deleted': five seconds, then home.
  useEffect(() => {
    if (!deleted) return;
    const timer = window.setTimeout(() => {
      setDeleted(false);
      navigate(paths.home);
    }, DELETED_MODAL_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [deleted, navigate]);

  return <AccountDeletedModal open={deleted} />;
}

function AccountDeletedModal({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={() => {}} hideClose title={t('account.deletedTitle')}>
      <p className="text-sm leading-relaxed text-slate-600">{t('account.deletedBody')}</p>
    </Modal>
  );
}

/** The deletion warning under the navbar while the account is TO_DELETE. */
export function DeletionBanner() {
  const { t } = useTranslation();
  const dateLanguage = useDateLanguage();
  const { user } = useCurrentUser();
  const cancel = useCancelDeletionAction();
  if (user?.status !== 'TO_DELETE' || !user.deletionScheduledAt) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="text-sm text-amber-900">
          <p className="font-semibold" data-testid="deletion-warning">
            {t('account.deletionWarning', {
              date: formatIndiaDate(user.deletionScheduledAt, 'deletion', dateLanguage),
            })}
          </p>
          <p>{t('account.deletionWarningHint')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={cancel.run} loading={cancel.pending}>
          {t('nav.cancelDeletion')}
        </Button>
      </div>
    </div>
  );
}
