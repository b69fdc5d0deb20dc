// "You're offline" inside the normal layout: for a page whose code or data could not load, and as
// a strip while the browser is offline. Both recover by themselves when the connection returns.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { paths } from '../config/paths';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { useSharedMessage } from '../lib/field-message';
import { ChunkLoadError } from '../lib/lazy-component';
import { useOnline } from '../lib/use-online';

/** The amber box of a connection notice, with Retry. */
function ConnectionNotice(props: {
  role: 'alert' | 'status';
  testId: string;
  compact?: boolean;
  onRetry: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const size = props.compact ? 'p-4 text-sm text-slate-700' : 'my-6 p-6';
  return (
    <div
      role={props.role}
      data-testid={props.testId}
      className={`mx-auto max-w-md rounded-2xl border border-amber-200 bg-amber-50 text-center ${size}`}
    >
      {props.children}
      <Button className={props.compact ? 'mt-3' : 'mt-4'} onClick={props.onRetry}>
        {t('offline.retry')}
      </Button>
    </div>
  );
}

function OfflinePanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ConnectionNotice role="alert" testId="offline" onRetry={onRetry}>
      <h2 className="text-xl font-bold text-slate-900">{t('offline.title')}</h2>
      <p className="mt-2 text-sm text-slate-700">{t('offline.body')}</p>
    </ConnectionNotice>
  );
}

/** In place of a part of the page whose code did not arrive (app/main-layout.tsx): what and Retry. */
export function PartNotLoaded({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <ConnectionNotice role="status" testId="part-not-loaded" compact onRetry={onRetry}>
      <p>{text}</p>
    </ConnectionNotice>
  );
}

/** Reloading fetches the page's code again (a failed dynamic import is not retried by the browser). */
const reload = () => window.location.reload();

/**
 * What a page inside the layout shows when it throws (app/router.tsx). A page that could not load
 * while offline, or whose code chunk failed (a network error), offers Retry and reloads itself on
 * `online`; any other error keeps the plain "Something went wrong" with a way home.
 */
export function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const translate = useSharedMessage();
  const online = useOnline();
  // A failed dynamic import rejects with a TypeError ("Failed to fetch dynamically imported module").
  const network = !online || error instanceof ChunkLoadError || error instanceof TypeError;
  useEffect(() => {
    if (!network) return;
    // The connection came back before this showed (the "online" event has passed): load again now.
    if (error instanceof ChunkLoadError && error.offline && navigator.onLine) return reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [network, error]);

  // While the browser is offline the layout's strip already says so (one message, not two).
  if (network) return online ? <OfflinePanel onRetry={reload} /> : null;
  return (
    <div className="mx-auto max-w-md p-8 text-center">
      <h2 className="text-xl font-semibold">{translate(CLIENT_MESSAGES.somethingWrong)}</h2>
      <Link className="mt-4 inline-block text-brand-700 underline" to={paths.home}>
        {t('nav.home')}
      </Link>
    </div>
  );
}

/** While offline, a strip above the page: calls wait (TanStack Query pauses them) and resume online. */
export function OfflineStrip() {
  const online = useOnline();
  const queryClient = useQueryClient();
  if (online) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6">
      <OfflinePanel onRetry={() => void queryClient.refetchQueries({ type: 'active' })} />
    </div>
  );
}
