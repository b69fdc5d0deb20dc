// /report-scam: signed-in users only; anyone else goes to login with this page and its state kept.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Redirect } from '../../components/redirect';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../lib/use-current-user';
import { ReportForm } from './report-form';
import type { ReportPrefill } from './report-prefill';

export default function ReportScamPage() {
  const { t } = useTranslation('report-scam');
  const location = useLocation();
  const { isLoggedIn, isLoading } = useCurrentUser();

  // SPEC.md §2: the form scrolls to top on route change.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location.key]);

  const carried = (location.state ?? {}) as Record<string, unknown>;
  if (!isLoggedIn) {
    return <Redirect to={paths.login} state={{ ...carried, from: location }} />;
  }
  if (isLoading) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="size-8" label={t('loading')} />
      </div>
    );
  }
  const prefill: ReportPrefill = {
    type: typeof carried.type === 'string' ? carried.type : undefined,
    uniqueId: typeof carried.uniqueId === 'string' ? carried.uniqueId : undefined,
  };
  return <ReportForm key={location.key} prefill={prefill} />;
}
