import { links } from '../../config/paths';
import { GrievanceContact, useGrievanceEmail } from './grievance-contact';
import { LegalSections, StaticLayout, useStaticContent } from './static-layout';

export default function PrivacyPage() {
  const { privacy, updated } = useStaticContent();
  const grievanceEmail = useGrievanceEmail();
  const [before, middle, after] = privacy.contact.split(/\{\{grievance\}\}|\{\{privacy\}\}/);
  const mail = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
  return (
    <StaticLayout>
      <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-extrabold text-slate-900">{privacy.title}</h1>
        <p className="mt-1 text-sm text-slate-500">{updated}</p>
        <p className="mt-6 leading-relaxed text-slate-700">{privacy.intro}</p>
        <LegalSections sections={privacy.sections} />
        <section className="mt-8" aria-labelledby="privacy-contact">
          <h2 id="privacy-contact" className="text-lg font-semibold text-slate-900">
            {privacy.contactTitle}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-700">
            {before}
            <a className={mail} href={`mailto:${grievanceEmail}`}>
              {grievanceEmail}
            </a>
            {middle}
            <a className={mail} href={`mailto:${links.privacyEmail}`}>
              {links.privacyEmail}
            </a>
            {after}
          </p>
        </section>
        <GrievanceContact className="mt-8" />
      </article>
    </StaticLayout>
  );
}
