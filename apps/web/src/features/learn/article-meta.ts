// Small helpers the article list, the trending list and the article page share.
import { ANONYMOUS_NAME } from '@satark/shared/constants';
import { formatIndiaDate, type DateLanguage } from '../../lib/dates';

export const authorOf = (name: string | null | undefined) => name?.trim() || ANONYMOUS_NAME;

export const formatArticleDate = (iso: string, language: DateLanguage) => formatIndiaDate(iso, 'article', language);
