// /learn/{slug}: one article, its body sanitized again in the browser before rendering.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useDateLanguage } from '../../lib/dates';
import { Spinner } from '../../components/ui/spinner';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useArticleDetail } from './api/articles';
import { safeHtml } from '../../lib/safe-html';
import { FALLBACK_IMAGE, showFallbackImage } from '../../lib/article-image';
import { authorOf, formatArticleDate } from './article-meta';

export default function ArticlePage() {
  const { t } = useTranslation('learn');
  const dateLanguage = useDateLanguage();
  const { slug = '' } = useParams();
  const article = useArticleDetail(slug);

  if (article.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="size-8" label={t('loading')} />
      </div>
    );
  }
  if (article.isError || !article.data) {
    const missing = article.error instanceof ApiError && article.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{missing ? t('notFound') : t('loadFailed')}</h1>
        <Link to={paths.learn} className={buttonClasses('secondary', 'md', 'mt-6')}>
          {t('back')}
        </Link>
      </div>
    );
  }

  const data = article.data;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <Link to={paths.learn} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('back')}
      </Link>
      <article className="mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <img
          src={data.featuredImageUrl || FALLBACK_IMAGE}
          onError={showFallbackImage}
          alt=""
          className="aspect-[16/9] w-full bg-slate-100 object-cover"
        />
        <div className="p-5 sm:p-8">
          <div className="flex flex-wrap items-center gap-2 text-xs">
            {data.categoryName && (
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700">
                {data.categoryName}
              </span>
            )}
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-700">
              {t('reports', { count: data.totalCount })}
            </span>
          </div>
          <h1 className="mt-3 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{data.title}</h1>
          <p className="mt-2 text-sm text-slate-500">
            {t('byline', { author: authorOf(data.authorName), date: formatArticleDate(data.date, dateLanguage) })}
          </p>
          <div
            className="article-body mt-6 space-y-4 text-base leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:rounded-lg [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: safeHtml(data.html) }}
          />
        </div>
      </article>
    </div>
  );
}
