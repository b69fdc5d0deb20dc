// The compact "trending" list the layout shows in its sidebar: the top five by trendingScore.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CLIENT_MESSAGES } from '@satark/shared/messages';
import { paths } from '../../config/paths';
import { useSharedMessage } from '../../lib/field-message';
import { useArticles } from './api/articles';
import { FALLBACK_IMAGE, showFallbackImage } from '../../lib/article-image';

const TRENDING_COUNT = 5;

export function TrendingArticles({ className = '' }: { className?: string }) {
  const { t } = useTranslation('learn');
  const translate = useSharedMessage();
  const articles = useArticles();
  const top = (articles.data ?? []).slice(0, TRENDING_COUNT);

  return (
    <section
      aria-labelledby="trending-articles-title"
      className={`rounded-2xl border border-slate-200 bg-white p-4 ${className}`}
    >
      <h2 id="trending-articles-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t('trending')}
      </h2>
      {articles.isPending ? (
        <ul className="mt-3 space-y-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="h-12 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </ul>
      ) : top.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{translate(CLIENT_MESSAGES.noArticles)}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {top.map((article) => (
            <li key={article.slug}>
              <Link
                to={paths.learnArticle(article.slug)}
                className="flex items-center gap-3 rounded-lg py-2.5 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <img
                  src={article.featuredImageUrl || FALLBACK_IMAGE}
                  onError={showFallbackImage}
                  alt=""
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover"
                />
                <span className="min-w-0">
                  <span className="line-clamp-2 text-sm font-medium text-slate-900">{article.title}</span>
                  <span className="text-xs text-slate-500">{t('reports', { count: article.totalCount })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Link to={paths.learn} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
        {t('seeAll')}
      </Link>
    </section>
  );
}
