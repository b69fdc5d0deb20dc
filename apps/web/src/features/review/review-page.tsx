// /review: the validators' work list. The PENDING queue (oldest first, entries and proofs inline,
// Verify/Reject in place) and the open owner disputes (both sides, Uphold/Remove with a note).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Link } from 'react-router';
import type { OpenDispute, ReportEntry, ScammerRecord } from '@satark/shared/api-types';
import { decideDisputeSchema, type DisputeDecision } from '@satark/shared/disputes';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { TextArea } from '../../components/ui/text-area';
import { paths } from '../../config/paths';
import { formatIndiaDate, useDateLanguage } from '../../lib/dates';
import { useSharedMessage } from '../../lib/field-message';
import { useServerMessage } from '../../lib/server-message';
import { DisputedNotice } from '../disputes';
import { ModerationModal, ProofCard, StatusBadge, type ModerationAction } from '../reports';
import { decideDispute, reviewKey, useOpenDisputes, useQueue } from './review-api';

const PAGE_SIZE = 10;
type Tab = 'queue' | 'disputes';

export default function ReviewPage() {
  const { t } = useTranslation('review');
  const [tab, setTab] = useState<Tab>('queue');
  const tabClass = (active: boolean) =>
    `rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
      active ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'
    }`;
  return (
    <section className="mx-auto w-full max-w-4xl space-y-4" aria-labelledby="review-title">
      <h1 id="review-title" className="text-2xl font-bold text-slate-900">
        {t('title')}
      </h1>
      <div
        role="tablist"
        aria-label={t('title')}
        className="flex gap-2 rounded-xl border border-slate-200 bg-slate-100 p-1"
      >
        {(['queue', 'disputes'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`review-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`review-panel-${name}`}
            className={`flex-1 ${tabClass(tab === name)}`}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`review-panel-${tab}`} aria-labelledby={`review-tab-${tab}`}>
        {tab === 'queue' ? <QueuePanel /> : <DisputesPanel />}
      </div>
    </section>
  );
}

function Loading() {
  const { t } = useTranslation('review');
  return (
    <div className="flex justify-center py-10 text-brand-600">
      <Spinner className="size-8" label={t('loading')} />
    </div>
  );
}

function QueuePanel() {
  const { t } = useTranslation('review');
  const [page, setPage] = useState(1);
  const queue = useQueue(page, PAGE_SIZE);
  if (queue.isPending) return <Loading />;
  if (queue.isError) return <p className="rounded-xl bg-red-50 p-4 text-sm text-red-700">{t('loadFailed')}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('queue.intro', { count: queue.data.total })}</p>
      {queue.data.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t('queue.empty')}
        </p>
      ) : (
        queue.data.data.map((record) => <QueueCard key={record.id} record={record} />)
      )}
      <Pagination page={page} pageCount={Math.ceil(queue.data.total / PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}

/** `showDisputed`: the queue says when an owner disputes a PENDING listing, as the detail page does. */
function ListingHeader({ record, showDisputed = false }: { record: ScammerRecord; showDisputed?: boolean }) {
  const { t } = useTranslation('review');
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <Link
          to={paths.reportDetail(record.id)}
          className="text-lg font-bold break-all text-slate-900 hover:text-brand-700 hover:underline"
        >
          {record.scammerId}
        </Link>
        <p className="text-xs text-slate-500">
          {t(`types.${record.type}`)} · {t('reportCount', { count: record.reportCount })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {showDisputed && record.disputed && <DisputedNotice compact />}
        <StatusBadge status={record.status} />
      </div>
    </div>
  );
}

function Entries({ entries }: { entries: ReportEntry[] }) {
  const { t } = useTranslation('review');
  const dateLanguage = useDateLanguage();
  const proofs = [...new Set(entries.map((entry) => entry.proof).filter((proof): proof is string => Boolean(proof)))];
  return (
    <div className="space-y-3">
      <ul className="space-y-2">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl bg-slate-50 p-3 text-sm">
            <p className="flex flex-wrap justify-between gap-2 text-xs text-slate-500">
              <span>
                {t('reporter')}: <span className="font-semibold text-slate-800">{entry.reporter.name}</span>
              </span>
              <time dateTime={entry.createdAt}>{formatIndiaDate(entry.createdAt, 'list', dateLanguage)}</time>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">
              {entry.detail || <span className="italic text-slate-500">{t('noDetail')}</span>}
            </p>
          </li>
        ))}
      </ul>
      <ProofCard proofs={proofs} />
    </div>
  );
}

function QueueCard({ record }: { record: ScammerRecord }) {
  const { t } = useTranslation('review');
  const dateLanguage = useDateLanguage();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const first = record.reports?.[0]?.createdAt;
  return (
    <article
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="queue-item"
    >
      <ListingHeader record={record} showDisputed />
      {first && (
        <p className="text-xs text-slate-500">
          {t('queue.firstReported', { date: formatIndiaDate(first, 'list', dateLanguage) })}
        </p>
      )}
      <Entries entries={record.reports ?? []} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => setAction('verify')}>{t('queue.verify')}</Button>
        <Button variant="secondary" onClick={() => setAction('reject')}>
          {t('queue.reject')}
        </Button>
      </div>
      <ModerationModal
        action={action}
        target={{ id: record.id, scammerId: record.scammerId, uniqueId: record.uniqueId }}
        onClose={() => setAction(null)}
        onDone={() => {
          setAction(null);
          void queryClient.invalidateQueries({ queryKey: reviewKey });
          void queryClient.invalidateQueries({ queryKey: ['scam-report'] });
        }}
      />
    </article>
  );
}

function DisputesPanel() {
  const { t } = useTranslation('review');
  const [page, setPage] = useState(1);
  const disputes = useOpenDisputes(page, PAGE_SIZE);
  if (disputes.isPending) return <Loading />;
  if (disputes.isError) return <p className="rounded-xl bg-red-50 p-4 text-sm text-red-700">{t('loadFailed')}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('disputes.intro', { count: disputes.data.total })}</p>
      {disputes.data.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t('disputes.empty')}
        </p>
      ) : (
        disputes.data.data.map((dispute) => <DisputeCard key={dispute.disputeId} dispute={dispute} />)
      )}
      <Pagination page={page} pageCount={Math.ceil(disputes.data.total / PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}

function DisputeCard({ dispute }: { dispute: OpenDispute }) {
  const { t } = useTranslation('review');
  const dateLanguage = useDateLanguage();
  const [decision, setDecision] = useState<DisputeDecision | null>(null);
  // When the list was drawn; the next refetch redraws it.
  const [shownAt] = useState(() => Date.now());
  const overdue = Date.parse(dispute.dueBy) < shownAt;
  return (
    <article
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="dispute-item"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="font-mono font-bold text-slate-900">{dispute.reference}</span>
        <span className={overdue ? 'font-semibold text-red-700' : 'text-slate-500'}>
          {t(overdue ? 'disputes.overdue' : 'disputes.dueBy', {
            date: formatIndiaDate(dispute.dueBy, 'list', dateLanguage),
          })}
        </span>
      </div>
      <ListingHeader record={dispute.entity} />
      <section className="rounded-xl border border-amber-200 bg-amber-50 p-3 sm:p-4">
        <h2 className="text-sm font-semibold text-amber-900">
          {t('disputes.ownerSide', { name: dispute.disputer.name })}
        </h2>
        <p className="mt-1 text-xs font-semibold text-amber-900">
          {dispute.ownerVerified ? t('disputes.ownerVerified') : t('disputes.notOwnerVerified')}
        </p>
        <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">{dispute.reason}</p>
        {dispute.proof && (
          <div className="mt-3">
            <ProofCard proofs={[dispute.proof]} />
          </div>
        )}
      </section>
      <section>
        <h2 className="mb-2 text-sm font-semibold text-slate-900">{t('disputes.reportersSide')}</h2>
        <Entries entries={dispute.entity.reports ?? []} />
      </section>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setDecision('uphold')}>
          {t('disputes.uphold')}
        </Button>
        <Button variant="danger" onClick={() => setDecision('remove')}>
          {t('disputes.remove')}
        </Button>
      </div>
      {decision && <DecisionModal dispute={dispute} decision={decision} onClose={() => setDecision(null)} />}
    </article>
  );
}

const noteSchema = decideDisputeSchema.pick({ note: true });

function DecisionModal({
  dispute,
  decision,
  onClose,
}: {
  dispute: OpenDispute;
  decision: DisputeDecision;
  onClose: () => void;
}) {
  const { t } = useTranslation('review');
  const sharedMessage = useSharedMessage();
  const serverMessage = useServerMessage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ note: string }>({ resolver: zodResolver(noteSchema), defaultValues: { note: '' } });
  const submit = handleSubmit(async ({ note }) => {
    setBusy(true);
    try {
      const result = await decideDispute(dispute.disputeId, { decision, note });
      toast.success(serverMessage(result.message));
      onClose();
      void queryClient.invalidateQueries({ queryKey: reviewKey });
      void queryClient.invalidateQueries({ queryKey: ['scam-report'] });
    } catch (error) {
      toast.error(serverMessage(error));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`disputes.${decision}Title`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form="dispute-decision-form"
            variant={decision === 'remove' ? 'danger' : 'primary'}
            loading={busy}
          >
            {t(`disputes.${decision}`)}
          </Button>
        </>
      }
    >
      <form id="dispute-decision-form" noValidate onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-600">{t(`disputes.${decision}Help`, { id: dispute.entity.scammerId })}</p>
        <TextArea
          label={t('disputes.note')}
          rows={4}
          error={sharedMessage(errors.note?.message)}
          {...register('note')}
        />
      </form>
    </Modal>
  );
}
