// The card of the article chosen in 'What Scam is this ?'.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Article } from '@satark/shared/api-types';
import { paths } from '../../config/paths';
import { FALLBACK_IMAGE, showFallbackImage } from '../../lib/article-image';
import { safeHtml } from '../../lib/safe-html';

export function ArticlePreview({ article }: { article: Article }) {
  const { t } = useTranslation('report-scam');
  return (
    <aside
      aria-label={t('previewLabel')}
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      data-testid="article-preview"
    >
      <img
        src={article.featuredImageUrl || FALLBACK_IMAGE}
        onError={showFallbackImage}
        alt=""
        className="size-20 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
      <div className="min-w-0">
        <p className="line-clamp-2 font-semibold text-slate-900">{article.title}</p>
        <div
          className="mt-1 line-clamp-2 text-sm text-slate-600"
          dangerouslySetInnerHTML={{ __html: safeHtml(article.excerpt) }}
        />
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
          <span>{t('reportsCount', { count: article.totalCount })}</span>
          <Link
            to={paths.learnArticle(article.slug)}
            target="_blank"
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('readMore')}
          </Link>
        </p>
      </div>
    </aside>
  );
}
