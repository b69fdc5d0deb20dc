// /my-disputes: the signed-in user's disputes with their reference, status and decision note.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyDispute } from '@satark/shared/api-types';
import { buttonClasses } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { formatIndiaDate, useDateLanguage } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-current-user';
import { useMyDisputes } from './disputes-api';

const PAGE_SIZE = 10;

const STATUS_CLASSES: Record<MyDispute['status'], string> = {
  OPEN: 'bg-amber-100 text-amber-900',
  UPHELD: 'bg-slate-200 text-slate-800',
  REMOVED: 'bg-emerald-100 text-emerald-900',
};

export default function MyDisputesPage() {
  const { t } = useTranslation('disputes');
  const dateLanguage = useDateLanguage();
  const { isLoggedIn } = useCurrentUser();
  const [page, setPage] = useState(1);
  const disputes = useMyDisputes(page, PAGE_SIZE);

  if (!isLoggedIn) {
    return (
      <div className="mx-auto max-w-xl py-12 text-center">
        <p className="text-slate-700">{t('mine.loginFirst')}</p>
        <Link to={paths.login} className={buttonClasses('primary', 'md', 'mt-4')}>
          {t('explain.login')}
        </Link>
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-4xl space-y-4" aria-labelledby="my-disputes-title">
      <h1 id="my-disputes-title" className="text-2xl font-bold text-slate-900">
        {t('mine.title')}
      </h1>
      <p className="text-sm text-slate-600">{t('mine.intro')}</p>
      {disputes.isPending ? (
        <div className="flex justify-center py-10 text-brand-600">
          <Spinner className="size-8" label={t('loading')} />
        </div>
      ) : disputes.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-700">
          {t('loadFailed')}
        </p>
      ) : disputes.data.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-600">{t('mine.empty')}</p>
      ) : (
        <>
          <ul className="space-y-3">
            {disputes.data.data.map((dispute) => (
              <li
                key={dispute.disputeId}
                className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
                data-testid="my-dispute"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-mono text-sm font-bold text-slate-900">{dispute.reference}</p>
                    <Link
                      to={paths.reportDetail(dispute.entity.id)}
                      className="text-sm font-semibold break-all text-brand-700 hover:underline"
                    >
                      {dispute.entity.scammerId}
                    </Link>
                  </div>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_CLASSES[dispute.status]}`}>
                    {t(`status.${dispute.status}`)}
                  </span>
                </div>
                <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="text-xs text-slate-500">{t('mine.filed')}</dt>
                    <dd className="text-slate-900">{formatIndiaDate(dispute.createdAt, 'list', dateLanguage)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500">
                      {dispute.decidedAt ? t('mine.decided') : t('mine.dueBy')}
                    </dt>
                    <dd className="text-slate-900">
                      {formatIndiaDate(dispute.decidedAt ?? dispute.dueBy, 'list', dateLanguage)}
                    </dd>
                  </div>
                </dl>
                {dispute.decisionNote && (
                  <p className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
                    <span className="font-semibold">{t('mine.note')}: </span>
                    {dispute.decisionNote}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={page} pageCount={Math.ceil(disputes.data.total / PAGE_SIZE)} onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
