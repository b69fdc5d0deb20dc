// The grievance officer's mailbox comes from the server (GET /config, GRIEVANCE_EMAIL), so an
// operator changes it without a rebuild; the built-in address shows until it arrives.
import { links } from '../../config/paths';
import { usePublicConfig } from '../../lib/public-config';
import { useStaticContent } from './static-layout';

export function useGrievanceEmail(): string {
  const config = usePublicConfig();
  return config.data?.grievanceEmail ?? links.grievanceEmail;
}

/** The grievance officer, the 24-hour / 15-day promise and how to dispute a listing. */
export function GrievanceContact({ className = '' }: { className?: string }) {
  const { grievance } = useStaticContent();
  const email = useGrievanceEmail();
  const [before, after] = grievance.officer.split('{{email}}');
  return (
    <section className={className} aria-labelledby="grievance-title" data-testid="grievance-contact">
      <h2 id="grievance-title" className="text-lg font-semibold text-slate-900">
        {grievance.title}
      </h2>
      <p className="mt-2 leading-relaxed text-slate-700">
        {before}
        <a
          className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline"
          href={`mailto:${email}`}
        >
          {email}
        </a>
        {after} {grievance.body}
      </p>
      <p className="mt-2 leading-relaxed text-slate-700">{grievance.dispute}</p>
    </section>
  );
}
