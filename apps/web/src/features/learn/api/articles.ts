// Learn articles: the list (GET /scam-articles/get-all) and one article (GET /scam-articles/detail),
// both asked for in the reader's language (`lang`, API.md): the language is part of the query key,
// so switching to हिन्दी fetches the Hindi texts and switching back shows the cached English ones.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Article, ArticleDetail } from '@satark/shared/api-types';
import { ARTICLE_REFETCH_MS, toArticleLanguage, type ArticleLanguage } from '@satark/shared/constants';
import { api } from '../../../lib/api-client';

/** The app's language as an article language; anything the server has no articles in reads English. */
export function useArticleLanguage(): ArticleLanguage {
  return toArticleLanguage(useTranslation().i18n.resolvedLanguage);
}

/** The query key the report form's article preview reads too, so both share one cache entry per language. */
export const articlesKey = (lang: ArticleLanguage) => ['scam-articles', 'all', lang] as const;

export const getArticles = async (lang: ArticleLanguage, signal?: AbortSignal) =>
  (await api.get<{ success: true; data: Article[] }>('/scam-articles/get-all', { lang }, signal)).data;

/**
 * SPEC.md §4: articles refetch when the list is empty or older than 60 s, and every 60 s while shown.
 * Sorted by trendingScore, highest first (the server already sorts; sorting again is cheap and safe).
 */
export function useArticles() {
  const lang = useArticleLanguage();
  return useQuery({
    queryKey: articlesKey(lang),
    queryFn: ({ signal }) => getArticles(lang, signal),
    staleTime: (query) => ((query.state.data as Article[] | undefined)?.length ? ARTICLE_REFETCH_MS : 0),
    refetchInterval: ARTICLE_REFETCH_MS,
    select: (articles) => [...articles].sort((a, b) => b.trendingScore - a.trendingScore),
  });
}

export function useArticleDetail(slug: string) {
  const lang = useArticleLanguage();
  return useQuery({
    queryKey: ['scam-articles', 'detail', slug, lang],
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; data: ArticleDetail }>('/scam-articles/detail', { slug, lang }, signal)).data,
    staleTime: ARTICLE_REFETCH_MS,
  });
}
