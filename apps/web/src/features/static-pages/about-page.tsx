import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { links } from '../../config/paths';
import { GrievanceContact } from './grievance-contact';
import { StaticLayout, useStaticContent } from './static-layout';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

export default function AboutPage() {
  const { t } = useTranslation();
  const { about } = useStaticContent();
  const social = [
    { href: links.twitter, label: t('footer.twitter') },
    { href: links.instagram, label: t('footer.instagram') },
    { href: links.linkedin, label: t('footer.linkedin') },
  ];
  return (
    <StaticLayout wide>
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{about.title}</h1>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-600">{about.intro}</p>

      <section className="mt-10" aria-labelledby="team-title">
        <h2 id="team-title" className="text-xl font-bold text-slate-900">
          {about.teamTitle}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {about.team.map((member) => (
            <li
              key={member.name}
              className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
              data-testid="team-card"
            >
              <span
                className="mx-auto flex size-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-rose-400 text-xl font-bold text-white"
                aria-hidden="true"
              >
                {initials(member.name)}
              </span>
              <p className="mt-4 font-semibold text-slate-900">{member.name}</p>
              <p className="text-sm text-slate-500">{about.roles[member.role]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        aria-labelledby="company-title"
      >
        <h2 id="company-title" className="text-xl font-bold text-slate-900">
          {about.companyTitle}
        </h2>
        {about.company.map((paragraph) => (
          <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <a href={links.discord} target="_blank" rel="noreferrer" className={buttonClasses('primary', 'lg')}>
            {about.joinDiscord}
          </a>
          <nav aria-label={about.followUs} className="flex flex-wrap gap-2">
            {social.map((item) => (
              <a
                key={item.href}
                href={item.href}
                target="_blank"
                rel="noreferrer"
                className={buttonClasses('secondary', 'md')}
              >
                {item.label}
              </a>
            ))}
          </nav>
        </div>
      </section>

      <section
        className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        aria-labelledby="open-data-title"
      >
        <h2 id="open-data-title" className="text-xl font-bold text-slate-900">
          {about.openData.title}
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">{about.openData.body}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={links.openDataCsv} download className={buttonClasses('primary', 'md')}>
            {about.openData.csv}
          </a>
          <a href={links.openDataJsonl} download className={buttonClasses('secondary', 'md')}>
            {about.openData.jsonl}
          </a>
        </div>
        <p className="mt-5 text-sm leading-relaxed text-slate-600">
          {about.openData.licence}{' '}
          <a
            href={links.openDataLicence}
            target="_blank"
            rel="license noreferrer"
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {about.openData.licenceLink}
          </a>
        </p>
      </section>

      <GrievanceContact className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" />
    </StaticLayout>
  );
}
