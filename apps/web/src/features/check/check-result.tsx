import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COUNTRY_CODE, type ReportType } from '@satark/shared/constants';
import { Button, buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { paths } from '../../config/paths';
import { formatIndiaDate } from '../../lib/dates';
import type { CheckOutcome } from './check-api';
import { useGoToReport } from './check-card';

interface CheckResultProps {
  type: ReportType;
  value: string;
  outcome: CheckOutcome;
  onBack: () => void;
}

const humanize = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');

/** An analyzer's findings as readable "Key: value" lines (no raw JSON on screen). */
function AnalysisText({ items }: { items: unknown[] }) {
  const lines = items.flatMap((item) =>
    item && typeof item === 'object'
      ? Object.entries(item as Record<string, unknown>)
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(
            ([key, value]) => `${humanize(key)}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
          )
      : [String(item)],
  );
  return (
    <pre className="whitespace-pre-wrap break-words font-sans text-sm leading-relaxed text-slate-700">
      {lines.join('\n')}
    </pre>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('check');
  return (
    <button
      type="button"
      onClick={onBack}
      aria-label={t('backToCheck')}
      className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

export function CheckResult({ type, value, outcome, onBack }: CheckResultProps) {
  const { t } = useTranslation('check');
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

  if (outcome.kind === 'clear') {
    return (
      <div
        className="flex flex-col items-center px-5 py-10 text-center sm:px-8"
        data-testid="check-result"
        data-result="clear"
      >
        <span
          className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h2 id="check-title" className="mt-4 text-xl font-bold text-slate-900 sm:text-2xl">
          {t('notReported', { type: typeName })}
        </h2>
        <p className="mt-2 max-w-md break-all text-sm text-slate-500">
          {type === 'number' ? `${COUNTRY_CODE} ${value}` : value}
        </p>
        <p className="mt-2 max-w-md text-sm text-slate-600">{t('notReportedHint')}</p>
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

  if (outcome.kind === 'pending') {
    return (
      <div className="p-5 sm:p-8" data-testid="check-result" data-result="pending">
        <div className="flex items-center gap-2">
          <BackButton onBack={onBack} />
          <h2 id="check-title" className="text-xl font-bold text-amber-700 sm:text-2xl">
            {t('pendingTitle')}
          </h2>
        </div>
        {checkedValue}
        <p className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">{t('pendingBody', { type: typeName })}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={report}>{t('reportScam')}</Button>
          <Link to={paths.reportDetail(outcome.match.id)} className={buttonClasses('secondary')}>
            {t('viewReport')}
          </Link>
        </div>
      </div>
    );
  }

  const { match, reportCount, analysis } = outcome;
  return (
    <div className="p-5 sm:p-8" data-testid="check-result" data-result="scam">
      <div className="flex items-center gap-2">
        <BackButton onBack={onBack} />
        <h2 id="check-title" className="flex items-center gap-2 text-xl font-bold text-brand-700 sm:text-2xl">
          <svg viewBox="0 0 24 24" className="size-7" fill="currentColor" aria-hidden="true">
            <path d="M12 2 1 21h22L12 2zm0 6a1 1 0 0 1 1 1v5a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1zm0 9.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5z" />
          </svg>
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
          <span className="text-sm font-bold tracking-wide text-slate-800">{t('trai')}</span>
          <span className="text-sm text-slate-700">
            {t('lastReported', { date: formatIndiaDate(match.lastReportedAt, 'checkCard') })}
          </span>
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold tracking-wider text-white">
            {t('active')}
          </span>
        </div>
      )}
      {analysis && (
        <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('analysisTitle')}</h3>
          <AnalysisText items={analysis} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={report}>{t('reportScam')}</Button>
        {match?.id && (
          <Link to={paths.reportDetail(match.id)} className={buttonClasses('secondary')}>
            {t('viewReport')}
          </Link>
        )}
      </div>
    </div>
  );
}
