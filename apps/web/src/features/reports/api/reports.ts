// Calls of the report list and detail (API.md "Scam reports").
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Article, DetailEntriesResponse, ScammerRecord } from '@satark/shared/api-types';
import { ARTICLE_REFETCH_MS, DETAIL_ENTRIES_PAGE_DEFAULT } from '@satark/shared/constants';
import type { ReportListType, ReportStatus, ReportType } from '@satark/shared/constants';
import { api } from '../../../lib/api-client';
import { articlesKey, getArticles, useArticleLanguage } from '../../learn';

export interface ListParams {
  page: number;
  size: number;
  search?: string;
  type?: ReportType;
  status?: ReportStatus;
  /** ISO instants: the start of the From Date and the end of the To Date, India time. */
  fromDate?: string;
  toDate?: string;
  reportType: ReportListType;
}

export interface ListResult {
  total: number;
  data: ScammerRecord[];
}

export const listKey = (params: ListParams) => ['scam-report', 'list', params] as const;

export const fetchList = async (params: ListParams, signal?: AbortSignal): Promise<ListResult> => {
  const { total, data } = await api.get<{ success: true } & ListResult>(
    '/scam-report/scammer-list',
    { ...params },
    signal,
  );
  return { total, data };
};

export const useScammerList = (params: ListParams, enabled = true) =>
  useQuery({
    queryKey: listKey(params),
    queryFn: ({ signal }) => fetchList(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const detailKey = (id: string) => ['scam-report', 'detail', id] as const;

export const useScammerDetail = (id: string) =>
  useQuery({
    queryKey: detailKey(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; data: ScammerRecord }>('/scam-report/spammer-detail', { id }, signal)).data,
    staleTime: 0,
  });

/**
 * The entries of a number reported more often than its detail lists: a page at a time, each older
 * than the last one shown, starting after `lastListedId` (the detail's oldest entry). Fetched only
 * once `enabled`, when the reader has gone through the detail's own entries.
 */
export const useOlderEntries = (id: string, lastListedId: string | undefined, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: [...detailKey(id), 'older'],
    queryFn: ({ pageParam, signal }) =>
      api.get<DetailEntriesResponse>(
        '/scam-report/spammer-detail/reports',
        { id, before: pageParam, size: DETAIL_ENTRIES_PAGE_DEFAULT },
        signal,
      ),
    initialPageParam: lastListedId ?? '',
    getNextPageParam: (page) => (page.hasMore ? page.data.at(-1)?.id : undefined),
    enabled: enabled && lastListedId !== undefined,
    staleTime: Infinity,
  });

/** A proof path as the file call wants it: leading slashes removed. */
export const proofFileParam = (proof: string) => proof.replace(/^\/+/, '');

export const fetchFileUrl = async (proof: string) =>
  (await api.get<{ success: true; data: { url: string } }>('/scam-report/file', { file: proofFileParam(proof) })).data
    .url;

/** The signed URL of a proof, for a thumbnail (signed for 5 minutes; refreshed after 4). */
export const useFileUrl = (proof: string, enabled = true) =>
  useQuery({
    queryKey: ['scam-report', 'file', proof],
    queryFn: () => fetchFileUrl(proof),
    staleTime: 4 * 60 * 1000,
    gcTime: 4 * 60 * 1000,
    retry: false,
    enabled,
  });

export interface ModerationTarget {
  id: string;
  scammerId: string;
  uniqueId: string;
}

export const verifyReport = (target: ModerationTarget, name: string) =>
  api.post<{ success: true; message?: string }>('/scam-report/scam-verification', { ...target, name });

export const rejectReport = (target: ModerationTarget, reason: string) =>
  api.post<{ success: true; message?: string }>('/scam-report/scam-rejection', { ...target, reason });

const titlesBySlug = (articles: Article[]) => new Map(articles.map((article) => [article.slug, article.title]));

/**
 * The titles of the articles entries name, in the reader's language: the detail answers them in
 * English, so in Hindi they come from the learn list's Hindi texts (the same cache entry as the learn
 * page and the trending list). Undefined in English and until they arrive; then the English title shows.
 */
export function useArticleTitles(needed: boolean): ReadonlyMap<string, string> | undefined {
  const lang = useArticleLanguage();
  return useQuery({
    queryKey: articlesKey(lang),
    queryFn: ({ signal }) => getArticles(lang, signal),
    enabled: needed && lang !== 'en',
    staleTime: ARTICLE_REFETCH_MS,
    select: titlesBySlug,
  }).data;
}
