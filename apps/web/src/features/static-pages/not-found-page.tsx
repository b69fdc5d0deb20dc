import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { StaticLayout, useStaticContent } from './static-layout';

export default function NotFoundPage() {
  const { notFound } = useStaticContent();
  return (
    <StaticLayout>
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm">
        <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">
          <span className="sr-only">{notFound.title} — </span>
          {notFound.heading}
        </h1>
        <p className="mt-2 text-slate-600">{notFound.body}</p>
        <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
          {notFound.home}
        </Link>
      </div>
    </StaticLayout>
  );
}
