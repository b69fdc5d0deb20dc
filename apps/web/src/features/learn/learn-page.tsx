// /learn: the article cards of SPEC.md §2 "Learn article list".
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Article } from '@satark/shared/api-types';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSharedMessage } from '../../lib/field-message';
import { useDateLanguage } from '../../lib/dates';
import { useArticles } from './api/articles';
import { safeHtml } from '../../lib/safe-html';
import { FALLBACK_IMAGE, showFallbackImage } from '../../lib/article-image';
import { authorOf, formatArticleDate } from './article-meta';

export default function LearnPage() {
  const { t } = useTranslation('learn');
  const translate = useSharedMessage();
  const articles = useArticles();
  const list = articles.data ?? [];

  return (
    <div className="w-full">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('subtitle')}</p>
      {articles.isPending ? (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner className="size-8" label={t('loading')} />
        </div>
      ) : list.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          {translate(CLIENT_MESSAGES.noArticles)}
        </p>
      ) : (
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('title')}>
          {list.map((article, index) => (
            <li key={article.slug}>
              <ArticleCard article={article} inFirstRow={index < FIRST_ROW_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Cards in the first row at the widest layout (three columns): their images are in the first screen. */
const FIRST_ROW_CARDS = 3;

function ArticleCard({ article, inFirstRow }: { article: Article; inFirstRow: boolean }) {
  const { t } = useTranslation('learn');
  const dateLanguage = useDateLanguage();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="aspect-[16/9] bg-slate-100">
        <img
          src={article.featuredImageUrl || FALLBACK_IMAGE}
          onError={showFallbackImage}
          alt=""
          // The first card's image is the page's largest paint (Lighthouse): lazy loading held it
          // back until layout, 2.2 s of the 3.0 s on a slow phone. Images below the first row stay lazy.
          loading={inFirstRow ? 'eager' : 'lazy'}
          fetchPriority={inFirstRow ? 'high' : 'auto'}
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {article.categoryName && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">
              {article.categoryName}
            </span>
          )}
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700">
            {t('reports', { count: article.totalCount })}
          </span>
        </div>
        <h2 className="text-base leading-snug font-semibold text-slate-900">
          <Link
            to={paths.learnArticle(article.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h2>
        <div
          className="line-clamp-3 text-sm text-slate-600 [&_a]:text-brand-700"
          dangerouslySetInnerHTML={{ __html: safeHtml(article.excerpt) }}
        />
        <p className="mt-auto pt-2 text-xs text-slate-500">
          {t('byline', { author: authorOf(article.authorName), date: formatArticleDate(article.date, dateLanguage) })}
        </p>
      </div>
    </article>
  );
}
