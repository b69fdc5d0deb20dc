// Calls of the report form: article titles and cards for the dropdown and preview, and the submit.
import { useQuery } from '@tanstack/react-query';
import type { ArticleTitle } from '@satark/shared/api-types';
import { ARTICLE_REFETCH_MS, type ArticleLanguage, type ReportType } from '@satark/shared/constants';
import { api } from '../../../lib/api-client';
import { articlesKey, getArticles } from '../../learn';

export const useArticleTitles = () =>
  useQuery({
    queryKey: ['scam-articles', 'titles'],
    queryFn: async ({ signal }) =>
      (await api.get<{ success: true; data: ArticleTitle[] }>('/scam-articles/titles', undefined, signal)).data,
    staleTime: ARTICLE_REFETCH_MS,
  });

/**
 * The same cache entry as the learn list, for the preview card, which so shows the chosen article in
 * the reader's language.
 */
export const useArticleCards = (lang: ArticleLanguage) =>
  useQuery({
    queryKey: articlesKey(lang),
    queryFn: ({ signal }) => getArticles(lang, signal),
    staleTime: ARTICLE_REFETCH_MS,
  });

export interface ReportPayload {
  uniqueId: string;
  type: ReportType;
  detail: string;
  articleSlug?: string;
}

export interface ReportCreated {
  success: true;
  message: string;
  data: { id: string; entryId: string; scammerId: string; uniqueId: string; status: string };
}

/** POST /scam-report/report-scammer as multipart: `json` (the payload as a string) and `proof`. */
export function submitReport(payload: ReportPayload, proof: File | null) {
  const form = new FormData();
  form.append('json', JSON.stringify(payload));
  if (proof) form.append('proof', proof, proof.name);
  return api.postForm<ReportCreated>('/scam-report/report-scammer', form);
}
