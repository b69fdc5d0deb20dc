// Learn articles: the list (GET /scam-articles/get-all) and one article (GET /scam-articles/detail).
import { useQuery } from '@tanstack/react-query';
import type { Article, ArticleDetail } from '@satark/shared/api-types';
import { ARTICLE_REFETCH_MS } from '@satark/shared/constants';
import { api } from '../../../lib/api-client';

/** The query key the report form's article preview reads too, so both share one cache entry. */
export const articlesKey = ['scam-articles', 'all'] as const;

export const getArticles = async (signal?: AbortSignal) =>
  (await api.get<{ success: true; data: Article[] }>('/scam-articles/get-all', undefined, signal)).data;

/**
 * SPEC.md §4: articles refetch when the list is empty or older than 60 s, and every 60 s while shown.
 * Sorted by trendingScore, highest first (the server already sorts; sorting again is cheap and safe).
 */
export function useArticles() {
  return useQuery({
    queryKey: articlesKey,
    queryFn: ({ signal }) => getArticles(signal),
    staleTime: (query) => ((query.state.data as Article[] | undefined)?.length ? ARTICLE_REFETCH_MS : 0),
    refetchInterval: ARTICLE_REFETCH_MS,
    select: (articles) => [...articles].sort((a, b) => b.trendingScore - a.trendingScore),
  });
}

export function useArticleDetail(slug: string) {
  return useQuery({
    queryKey: ['scam-articles', 'detail', slug],
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; data: ArticleDetail }>('/scam-articles/detail', { slug }, signal)).data,
    staleTime: ARTICLE_REFETCH_MS,
  });
}
