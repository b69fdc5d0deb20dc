// /leader-board: the top reporters for a time frame kept in ?viewType (SPEC.md §2, §8).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LeaderBoardRow } from '@satark/shared/api-types';
import { LEADER_BOARD_VIEW_TYPES, type LeaderBoardViewType } from '@satark/shared/constants';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';
import { useSharedMessage } from '../../lib/field-message';
import { formatCount } from '../../lib/numbers';

const MEDALS = ['🥇', '🥈', '🥉'];

/** SPEC.md §8: an error empties the list and is logged; the page then says 'No records found'. */
async function fetchLeaderBoard(viewType: LeaderBoardViewType, signal: AbortSignal): Promise<LeaderBoardRow[]> {
  try {
    const response = await api.get<{ success: true; data: LeaderBoardRow[] }>(
      '/scam-report/reporter-leader-board',
      { viewType },
      signal,
    );
    return response.data;
  } catch (error) {
    if (!signal.aborted) console.error('Leader board failed to load', error);
    throw error;
  }
}

export default function LeaderBoardPage() {
  const { t } = useTranslation('leader-board');
  const translate = useSharedMessage();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('viewType');
  const viewType: LeaderBoardViewType = LEADER_BOARD_VIEW_TYPES.includes(raw as LeaderBoardViewType)
    ? (raw as LeaderBoardViewType)
    : 'all';
  const board = useQuery({
    queryKey: ['scam-report', 'leader-board', viewType],
    queryFn: ({ signal }) => fetchLeaderBoard(viewType, signal),
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
  const rows = board.data ?? [];

  return (
    <div className="mx-auto w-full max-w-3xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
        </div>
        <SelectField
          label={t('timeFrame')}
          options={LEADER_BOARD_VIEW_TYPES.map((value) => ({ value, label: t(`viewTypes.${value}`) }))}
          value={viewType}
          onChange={(event) => setSearchParams(event.target.value === 'all' ? {} : { viewType: event.target.value })}
          containerClassName="w-40"
        />
      </div>

      <section
        aria-label={t('title')}
        className="mt-5 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <div className="flex items-center justify-between border-b border-slate-100 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <span>{t('reporter')}</span>
          <span>{t('reports')}</span>
        </div>
        {board.isPending ? (
          <div className="flex justify-center py-12 text-brand-600">
            <Spinner className="size-7" label={t('loading')} />
          </div>
        ) : rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-slate-600">
            {board.isError
              ? translate(CLIENT_MESSAGES.noLeaderRecords)
              : t('empty', { phrase: t(`phrases.${viewType}`) })}
          </p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {rows.map((row, index) => (
              <li key={row.reporterId} className="flex items-center gap-3 px-4 py-3">
                <span
                  className={`flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${index < 3 ? 'bg-amber-50 text-lg' : 'bg-slate-100 text-slate-600'}`}
                  aria-label={t('rank', { rank: index + 1 })}
                >
                  {index < 3 ? MEDALS[index] : index + 1}
                </span>
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{row.users_name}</span>
                <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 tabular-nums">
                  {formatCount(row.total)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
