// /reports/detail/{id}: the entity, its entries and proofs, moderation, and 'Next n of total'.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { ReportEntry, ScammerRecord } from '@satark/shared/api-types';
import { DETAIL_ENTRY_LIMIT } from '@satark/shared/constants';
import { ShareActions } from '../../components/share-actions';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { formatCount } from '../../lib/numbers';
import { useDateLanguage } from '../../lib/dates';
import { useCurrentUser } from '../../lib/use-current-user';
import { useArticleTitles, useOlderEntries, useScammerDetail, useScammerList } from './api/reports';
import { ProofCard } from './components/proof-card';
import { ModerationModal, type ModerationAction } from './components/moderation-modals';
import { StatusBadge } from './components/status-badge';
import { DisputeEntry, DisputedNotice } from '../disputes';
import { ComplaintDownload } from './components/complaint-download';
import { formatListDate } from './format';
import type { ListContext } from './list-context';

/**
 * Entries shown at first and added by each 'Show more': a viral number has hundreds, and a card each
 * with its proof thumbnail (a file call and an image each) is too much for a cheap phone at once
 * (docs/decisions/detail-entries-shown-in-steps.md).
 */
export const ENTRIES_STEP = 20;

export default function ReportDetailPage() {
  const { t } = useTranslation('reports');
  const { id = '' } = useParams();
  const location = useLocation();
  const listContext = (location.state as { list?: ListContext } | null)?.list;
  const detail = useScammerDetail(id);
  const queryClient = useQueryClient();
  const { isValidator } = useCurrentUser();
  const [modal, setModal] = useState<ModerationAction | null>(null);

  if (detail.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="size-8" label={t('loading')} />
      </div>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{missing ? t('detail.notFound') : t('detail.loadFailed')}</h1>
        <Link to={paths.reports} className={buttonClasses('secondary', 'md', 'mt-6')}>
          {t('detail.back')}
        </Link>
      </div>
    );
  }

  const record = detail.data;
  const entries = record.reports ?? [];
  const target = { id: record.id, scammerId: record.scammerId, uniqueId: record.uniqueId };
  const afterModeration = () => {
    setModal(null);
    void queryClient.invalidateQueries({ queryKey: ['scam-report'] });
    void detail.refetch();
  };

  return (
    <div className="mx-auto w-full max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={listContext?.href ?? paths.reports} className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t('detail.back')}
        </Link>
        {listContext && <NextLink context={listContext} currentId={record.id} />}
      </div>

      <HeaderCard record={record} entries={entries} />

      {/* Only a verified listing is worth forwarding: its link preview names it (API.md "Sharing"). */}
      {record.status === 'ACTIVE' && (
        <ShareActions id={record.id} scammerId={record.scammerId} reportCount={record.reportCount} />
      )}

      {record.disputed && record.status !== 'REJECTED' && <DisputedNotice />}

      {record.status === 'REJECTED' && record.json.rejectReason && (
        <section className="rounded-2xl border border-slate-300 bg-slate-50 p-5">
          <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('detail.rejectReason')}</h2>
          <p className="mt-2 whitespace-pre-line text-slate-800">{record.json.rejectReason}</p>
        </section>
      )}

      <EntriesAndProofs key={record.id} id={record.id} entries={entries} reportCount={record.reportCount} />

      {/* A validator reads the evidence first, then decides. */}
      {record.status === 'PENDING' && isValidator && (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setModal('verify')}>{t('moderation.verify')}</Button>
          <Button variant="secondary" onClick={() => setModal('reject')}>
            {t('moderation.reject')}
          </Button>
        </div>
      )}

      {(record.status === 'ACTIVE' || record.status === 'PENDING') && <DisputeEntry listing={record} />}

      <ModerationModal action={modal} target={target} onClose={() => setModal(null)} onDone={afterModeration} />
    </div>
  );
}

function HeaderCard({ record, entries }: { record: ScammerRecord; entries: ReportEntry[] }) {
  const { t } = useTranslation('reports');
  const dateLanguage = useDateLanguage();
  const firstReporter =
    record.reportedBy?.name ??
    [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]?.reporter.name ??
    null;
  const verifier = record.verifiedBy?.name ?? entries.find((entry) => entry.verifier)?.verifier?.name ?? null;
  const rows: [string, string][] = [
    ...(record.json.scammerName ? [[t('detail.name'), record.json.scammerName] as [string, string]] : []),
    [t('detail.type'), t(`types.${record.type}`)],
    [t('detail.lastReported'), formatListDate(record.lastReportedAt, dateLanguage)],
    [t('detail.reportCount'), formatCount(record.reportCount)],
    ...(firstReporter ? [[t('detail.reportedBy'), firstReporter] as [string, string]] : []),
    ...(record.status === 'REJECTED' && verifier ? [[t('detail.verifiedBy'), verifier] as [string, string]] : []),
  ];
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('detail.scammerId')}</p>
          <h1 className="mt-1 text-xl font-bold break-all text-slate-900 sm:text-2xl">{record.scammerId}</h1>
        </div>
        <StatusBadge status={record.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The entries, newest first, ENTRIES_STEP more at each 'Show more', then the proofs of those shown.
 * The detail lists a busy number's newest DETAIL_ENTRY_LIMIT; past them, 'Show more' goes on with
 * older pages from the API (docs/decisions/detail-entries-paged.md).
 */
function EntriesAndProofs({ id, entries, reportCount }: { id: string; entries: ReportEntry[]; reportCount: number }) {
  const { t } = useTranslation('reports');
  const [shownCount, setShownCount] = useState(ENTRIES_STEP);
  const [firstAddedIndex, setFirstAddedIndex] = useState<number | null>(null);
  const firstAdded = useRef<HTMLElement>(null);
  const olderListed = entries.length >= DETAIL_ENTRY_LIMIT && reportCount > entries.length;
  // Asked for a step before the detail's own entries run out (see showMore).
  const older = useOlderEntries(id, entries.at(-1)?.id, olderListed && shownCount + ENTRIES_STEP > entries.length);
  const loaded = useMemo(() => {
    const pages = older.data?.pages ?? [];
    if (pages.length === 0) return entries;
    // A report that arrived meanwhile can move an entry from the detail's list to the first older page.
    const seen = new Set(entries.map((entry) => entry.id));
    return [...entries, ...pages.flatMap((page) => page.data).filter((entry) => !seen.has(entry.id))];
  }, [entries, older.data]);
  const moreOnServer = olderListed && (older.data ? older.hasNextPage : true);

  const shown = loaded.slice(0, shownCount);
  // A keyboard or screen reader user goes on reading at the first entry added, once it is there.
  const firstAddedShown = firstAddedIndex !== null && firstAddedIndex < shown.length;
  useEffect(() => {
    if (firstAddedShown) firstAdded.current?.focus();
  }, [firstAddedIndex, firstAddedShown]);

  const total = olderListed ? Math.max(reportCount, loaded.length) : loaded.length;
  const left = total - shown.length;
  const waiting = older.isFetching && shown.length < shownCount;
  const failed = older.isError && !older.isFetching;
  const showMore = () => {
    setFirstAddedIndex(shown.length);
    setShownCount(shown.length + ENTRIES_STEP);
    // The next older page a step before it is needed, so that on a slow network it is usually there
    // by the time it is shown (the first comes with `enabled`).
    if (older.hasNextPage && !older.isFetching && shown.length + 2 * ENTRIES_STEP > loaded.length) {
      void older.fetchNextPage();
    }
  };
  const retry = () => void (older.data ? older.fetchNextPage() : older.refetch());
  const proofs = [...new Set(shown.map((entry) => entry.proof).filter((proof): proof is string => Boolean(proof)))];
  const articleTitles = useArticleTitles(shown.some((entry) => entry.scamArticle));
  return (
    <>
      <section aria-labelledby="entries-title" className="space-y-3">
        <h2 id="entries-title" className="text-lg font-semibold text-slate-900">
          {t('detail.entries', { count: total })}
        </h2>
        {shown.map((entry, index) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            articleTitles={articleTitles}
            ref={index === firstAddedIndex ? firstAdded : undefined}
          />
        ))}
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            {t('detail.moreFailed')}
          </p>
        )}
        {(shown.length < loaded.length || (moreOnServer && left > 0)) && (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              className="w-full sm:w-auto"
              disabled={waiting}
              onClick={failed ? retry : showMore}
            >
              {waiting && <Spinner className="size-4" label={t('loading')} />}
              {t('detail.showMore', { count: Math.min(left, ENTRIES_STEP) })}
            </Button>
            <p className="text-sm text-slate-600">{t('detail.showing', { shown: shown.length, total })}</p>
          </div>
        )}
      </section>

      <ProofCard proofs={proofs} />
    </>
  );
}

interface EntryCardProps {
  entry: ReportEntry;
  /** Article titles by slug in the reader's language, when they differ from the detail's English ones. */
  articleTitles?: ReadonlyMap<string, string>;
  ref?: Ref<HTMLElement>;
}

function EntryCard({ entry, articleTitles, ref }: EntryCardProps) {
  const { t } = useTranslation('reports');
  const dateLanguage = useDateLanguage();
  return (
    <article
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p>
          <span className="text-slate-500">{t('detail.reporter')}: </span>
          <span className="font-semibold text-slate-900">{entry.reporter.name}</span>
        </p>
        <time dateTime={entry.createdAt} className="text-xs text-slate-500">
          {formatListDate(entry.createdAt, dateLanguage)}
        </time>
      </div>
      {entry.detail ? (
        <p className="mt-3 text-sm whitespace-pre-line break-words text-slate-800">{entry.detail}</p>
      ) : (
        <p className="mt-3 text-sm text-slate-500 italic">{t('detail.noDetails')}</p>
      )}
      {entry.scamArticle && (
        <p className="mt-3 text-sm">
          <span className="text-slate-500">{t('detail.article')}: </span>
          <Link
            to={paths.learnArticle(entry.scamArticle.slug)}
            className="font-semibold text-brand-700 hover:underline"
          >
            {articleTitles?.get(entry.scamArticle.slug) ?? entry.scamArticle.title}
          </Link>
        </p>
      )}
      {entry.mine && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <ComplaintDownload entryId={entry.id} />
        </div>
      )}
    </article>
  );
}

/** 'Next n of total': the next report of the list the user came from, loading its next page if needed. */
function NextLink({ context, currentId }: { context: ListContext; currentId: string }) {
  const { t } = useTranslation('reports');
  const index = context.ids.indexOf(currentId);
  const offset = (context.params.page - 1) * context.params.size;
  const atPageEnd = index === context.ids.length - 1;
  const hasMore = index >= 0 && offset + index + 1 < context.total;
  const nextParams = { ...context.params, page: context.params.page + 1 };
  const nextPage = useScammerList(nextParams, hasMore && atPageEnd);
  if (!hasMore) return null;

  let next: { id: string; context: ListContext } | null = null;
  if (!atPageEnd) next = { id: context.ids[index + 1]!, context };
  else if (nextPage.data?.data[0]) {
    next = {
      id: nextPage.data.data[0].id,
      context: {
        ...context,
        ids: nextPage.data.data.map((row) => row.id),
        params: nextParams,
        total: nextPage.data.total,
      },
    };
  }
  if (!next) return null;
  return (
    <Link
      to={paths.reportDetail(next.id)}
      state={{ list: next.context }}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      {t('detail.next', { n: offset + index + 2, total: context.total })} →
    </Link>
  );
}
