import { Check, ChevronLeft, CircleAlert, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COUNTRY_CODE, type ReportType } from '@satark/shared/constants';
import { ShareActions } from '../../components/share-actions';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { formatIndiaDate, useDateLanguage } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-current-user';
import type { CheckOutcome } from './check-api';
import { useGoToReport } from './use-go-to-report';
import { LookedFor, Lookalikes, OfficialCard, OfficialNotes, Signals } from './check-findings';
import { DisputeEntry, DisputedNotice } from '../disputes';

export interface CheckResultProps {
  type: ReportType;
  value: string;
  outcome: CheckOutcome;
  onBack: () => void;
  onRetry: () => void;
  retrying: boolean;
}

/** The heading that takes the focus when a result appears (check-card.tsx). */
const headingProps = { 'data-result-heading': true, tabIndex: -1 } as const;

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('check');
  return (
    <button
      type="button"
      onClick={onBack}
      aria-label={t('backToCheck')}
      className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <ChevronLeft className="size-6" aria-hidden="true" />
    </button>
  );
}

export function CheckResult({ type, value, outcome, onBack, onRetry, retrying }: CheckResultProps) {
  const { t } = useTranslation('check');
  const dateLanguage = useDateLanguage();
  const { isValidator } = useCurrentUser();
  const goToReport = useGoToReport();
  const typeName = t(`typeNames.${type}`);
  // The value that was checked, shown disabled above a scam or under-review result.
  const checkedValue = (
    <TextField
      containerClassName="mt-4"
      label={t('checkedValue', { type: typeName })}
      value={value}
      prefix={type === 'number' ? COUNTRY_CODE : undefined}
      disabled
      readOnly
    />
  );
  const report = () => goToReport({ type, uniqueId: value });

  if (outcome.kind === 'failed') {
    return (
      <div
        className="flex flex-col items-center px-5 py-10 text-center sm:px-8"
        data-testid="check-result"
        data-result="failed"
      >
        <span
          className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700"
          aria-hidden="true"
        >
          <CircleAlert className="size-8" strokeWidth={2.5} aria-hidden="true" />
        </span>
        <h2
          id="check-title"
          {...headingProps}
          className="mt-4 text-xl font-bold text-slate-900 outline-none sm:text-2xl"
        >
          {t('failedTitle')}
        </h2>
        <p className="mt-2 max-w-md text-sm text-slate-600">{t('failedBody')}</p>
        <p className="mt-2 max-w-md break-all text-sm text-slate-500">
          {type === 'number' ? `${COUNTRY_CODE} ${value}` : value}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={onRetry} loading={retrying}>
            {t('retry')}
          </Button>
          <Button size="lg" variant="secondary" onClick={onBack} disabled={retrying}>
            {t('backToCheck')}
          </Button>
        </div>
      </div>
    );
  }

  if (outcome.kind === 'clear') {
    // Not reported, but a lookalike or warning signs: no green tick for that.
    const careful = outcome.lookalike.length > 0 || (outcome.analysis?.signals.length ?? 0) > 0;
    return (
      <div
        className="flex flex-col items-center px-5 py-10 text-center sm:px-8"
        data-testid="check-result"
        data-result="clear"
        data-careful={careful}
      >
        <span
          className={`flex size-14 items-center justify-center rounded-full ${careful ? 'bg-amber-100 text-amber-700' : 'bg-emerald-100 text-emerald-700'}`}
          aria-hidden="true"
        >
          {careful ? (
            <TriangleAlert className="size-8" strokeWidth={2.5} aria-hidden="true" />
          ) : (
            <Check className="size-8" strokeWidth={2.5} aria-hidden="true" />
          )}
        </span>
        <h2
          id="check-title"
          {...headingProps}
          className="mt-4 text-xl font-bold text-slate-900 outline-none sm:text-2xl"
        >
          {careful ? t('notReportedCareful', { type: typeName }) : t('notReported', { type: typeName })}
        </h2>
        <p className="mt-2 max-w-md break-all text-sm text-slate-500">
          {type === 'number' ? `${COUNTRY_CODE} ${value}` : value}
        </p>
        <p className="mt-2 max-w-md text-sm text-slate-600">{t('notReportedHint')}</p>
        {type === 'sms' && <LookedFor context={outcome} noneReported />}
        <Lookalikes context={outcome} />
        <Signals context={outcome} tone="warning" />
        <OfficialNotes context={outcome} />
        <Button className="mt-6" size="lg" onClick={onBack}>
          {t('tryAnother', { type: typeName })}
        </Button>
        <p className="mt-5 text-sm text-slate-600">
          {t('clickHereLead')}{' '}
          <button
            type="button"
            onClick={report}
            className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {t('clickHere')}
          </button>
        </p>
      </div>
    );
  }

  if (outcome.kind === 'official') return <OfficialCard context={outcome} onBack={onBack} />;

  if (outcome.kind === 'analyzer') {
    return (
      <div className="p-5 sm:p-8" data-testid="check-result" data-result="analyzer">
        <div className="flex items-center gap-2">
          <BackButton onBack={onBack} />
          <h2 id="check-title" {...headingProps} className="text-xl font-bold text-brand-700 outline-none sm:text-2xl">
            {t('analyzerTitle')}
          </h2>
        </div>
        <p className="mt-3 text-sm text-slate-700">{t('analyzerBody')}</p>
        <Signals context={outcome} tone="danger" />
        <Lookalikes context={outcome} />
        <LookedFor context={outcome} noneReported />
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={report}>{t('reportScam')}</Button>
        </div>
      </div>
    );
  }

  if (outcome.kind === 'pending') {
    return (
      <div className="p-5 sm:p-8" data-testid="check-result" data-result="pending">
        <div className="flex items-center gap-2">
          <BackButton onBack={onBack} />
          <h2 id="check-title" {...headingProps} className="text-xl font-bold text-amber-700 outline-none sm:text-2xl">
            {t('pendingTitle')}
          </h2>
        </div>
        {checkedValue}
        <p className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">{t('pendingBody', { type: typeName })}</p>
        <p className="mt-3 text-sm text-slate-600" data-testid="pending-explainer">
          {t('pendingExplainer')}
        </p>
        {outcome.match.disputed && (
          <div className="mt-4">
            <DisputedNotice />
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={report}>{t('reportScam')}</Button>
          {/* An under-review report is visible only to validators and its reporters: no dead link. */}
          {isValidator && (
            <Link to={paths.reportDetail(outcome.match.id)} className={buttonClasses('secondary')}>
              {t('viewReport')}
            </Link>
          )}
        </div>
        <div className="mt-4">
          <DisputeEntry listing={outcome.match} />
        </div>
      </div>
    );
  }

  const { match, reportCount } = outcome;
  return (
    <div className="p-5 sm:p-8" data-testid="check-result" data-result="scam">
      <div className="flex items-center gap-2">
        <BackButton onBack={onBack} />
        <h2
          id="check-title"
          {...headingProps}
          className="flex items-center gap-2 text-xl font-bold text-brand-700 outline-none sm:text-2xl"
        >
          <TriangleAlert className="size-7" aria-hidden="true" />
          {t('identified')}
        </h2>
      </div>
      {checkedValue}
      {match?.lastReportedAt && (
        <div
          className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-brand-50 p-4"
          data-testid="scam-stats"
        >
          <span className="text-lg font-extrabold text-brand-700">{t('reportCount', { n: reportCount })}</span>
          <span className="text-sm font-bold tracking-wide text-slate-800">{t('verifiedBy')}</span>
          <span className="text-sm text-slate-700">
            {t('lastReported', { date: formatIndiaDate(match.lastReportedAt, 'checkCard', dateLanguage) })}
          </span>
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold tracking-wider text-white">
            {t('active')}
          </span>
        </div>
      )}
      {match?.disputed && (
        <div className="mt-4">
          <DisputedNotice />
        </div>
      )}
      <Signals context={outcome} tone="danger" />
      <Lookalikes context={outcome} />
      {type === 'sms' && <LookedFor context={outcome} noneReported={false} />}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={report}>{t('reportScam')}</Button>
        {match?.id && (
          <Link to={paths.reportDetail(match.id)} className={buttonClasses('secondary')}>
            {t('viewReport')}
          </Link>
        )}
      </div>
      {match?.id && match.status === 'ACTIVE' && (
        <ShareActions className="mt-4" id={match.id} scammerId={match.scammerId} reportCount={reportCount} />
      )}
      {match?.id && (
        <div className="mt-4">
          <DisputeEntry listing={match} />
        </div>
      )}
    </div>
  );
}
