import { LegalSections, StaticLayout, useStaticContent } from './static-layout';

export default function TermsPage() {
  const { terms, updated } = useStaticContent();
  return (
    <StaticLayout>
      <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-extrabold text-slate-900">{terms.title}</h1>
        <p className="mt-1 text-sm text-slate-500">{updated}</p>
        <p className="mt-6 leading-relaxed text-slate-700">{terms.intro}</p>
        <LegalSections sections={terms.sections} />
      </article>
    </StaticLayout>
  );
}
