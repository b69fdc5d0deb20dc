// The Report Scam card's head: title, subtitle and the close link back home.
import { TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function ReportFormHeader() {
  const { t } = useTranslation('report-scam');
  return (
    <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
      <div>
        <h1 className="text-xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-0.5 text-sm text-slate-600">{t('subtitle')}</p>
      </div>
      <Link
        to={paths.homeAlias}
        aria-label={t('close')}
        className="-mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <X className="size-5" aria-hidden="true" />
      </Link>
    </div>
  );
}

/** The note above the fields: reports must be true and meant to warn, not to harm. */
export function ReportWarning() {
  const { t } = useTranslation('report-scam');
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p>{t('warning')}</p>
    </div>
  );
}
