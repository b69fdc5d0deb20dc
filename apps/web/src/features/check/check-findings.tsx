// What a check knows beyond its database matches (API.md "Answers beyond the database"): the
// identifiers it looked for, the analysis signals, lookalikes and official identities.
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CheckContext } from './check-api';

const MAX_SHOWN_LENGTH = 24;
const shorten = (text: string) => (text.length > MAX_SHOWN_LENGTH ? `${text.slice(0, MAX_SHOWN_LENGTH - 1)}…` : text);

/** "We looked for: bit.ly/3xY…, +91 98765 43210 — none reported" */
export function LookedFor({ context, noneReported }: { context: CheckContext; noneReported: boolean }) {
  const { t } = useTranslation('check');
  if (context.found.length === 0) return null;
  const items = context.found.map((f) => shorten(f.scammerId)).join(', ');
  return (
    <p className="mt-3 max-w-xl break-words text-sm text-slate-600" data-testid="looked-for">
      {noneReported ? t('lookedForNone', { items }) : t('lookedFor', { items })}
    </p>
  );
}

/** The analysis signals as a short list: red for a likely scam, amber for warning signs. */
export function Signals({ context, tone }: { context: CheckContext; tone: 'danger' | 'warning' }) {
  const { t } = useTranslation('check');
  const signals = context.analysis?.signals ?? [];
  if (signals.length === 0) return null;
  const box =
    tone === 'danger' ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <div className={`mt-4 w-full rounded-xl border p-4 text-left ${box}`} data-testid="signals">
      <h3 className="text-sm font-semibold">{tone === 'danger' ? t('signalsTitle') : t('warningTitle')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {signals.map((signal) => (
          <li key={signal.code} data-code={signal.code}>
            {signal.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Each identifier that imitates an official one, named. */
export function Lookalikes({ context }: { context: CheckContext }) {
  const { t } = useTranslation('check');
  if (context.lookalike.length === 0) return null;
  return (
    <div className="mt-4 w-full rounded-xl border border-brand-200 bg-brand-50 p-4 text-left" data-testid="lookalikes">
      <h3 className="text-sm font-semibold text-brand-900">{t('lookalikeTitle')}</h3>
      <ul className="mt-2 space-y-1 text-sm text-brand-900">
        {context.lookalike.map((l) => (
          <li key={l.uniqueId} className="break-words">
            {t('lookalike', { value: l.uniqueId, name: l.imitates.name, official: l.imitates.uniqueId })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Official identities among several found ones (a pasted message that names a real helpline). */
export function OfficialNotes({ context }: { context: CheckContext }) {
  const { t } = useTranslation('check');
  if (context.official.length === 0) return null;
  return (
    <ul
      className="mt-4 w-full space-y-1 rounded-xl border border-sky-200 bg-sky-50 p-4 text-left text-sm text-sky-900"
      data-testid="official-notes"
    >
      {context.official.map((o) => (
        <li key={`${o.type}:${o.uniqueId}`} className="break-words">
          {t('officialNote', { value: o.uniqueId, name: o.name })}
        </li>
      ))}
    </ul>
  );
}

/** The calm card for an official identity: who publishes it and where. */
export function OfficialCard({ context, onBack }: { context: CheckContext; onBack: () => void }) {
  const { t } = useTranslation('check');
  const official = context.official[0]!;
  return (
    <div
      className="flex flex-col items-center px-5 py-10 text-center sm:px-8"
      data-testid="check-result"
      data-result="official"
    >
      <span
        className="flex size-14 items-center justify-center rounded-full bg-sky-100 text-sky-700"
        aria-hidden="true"
      >
        <ShieldCheck className="size-8" aria-hidden="true" />
      </span>
      <p className="mt-4 text-xs font-bold tracking-wider text-sky-700 uppercase">{t('officialBadge')}</p>
      <h2
        id="check-title"
        data-result-heading
        tabIndex={-1}
        className="mt-1 text-xl font-bold text-slate-900 outline-none sm:text-2xl"
      >
        {official.name}
      </h2>
      <p className="mt-2 max-w-md break-all text-sm text-slate-500">{official.uniqueId}</p>
      <p className="mt-3 max-w-md text-sm text-slate-700">{t('officialBody', { name: official.name })}</p>
      <a
        href={official.source}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 max-w-md break-all text-sm font-semibold text-sky-700 underline underline-offset-2"
      >
        {t('officialSource')}: {official.source}
      </a>
      <p className="mt-4 max-w-md rounded-xl bg-slate-50 p-3 text-sm text-slate-600">
        {t('officialTip', { name: official.name })}
      </p>
      <button
        type="button"
        onClick={onBack}
        className="mt-6 rounded-lg px-4 py-2 text-sm font-semibold text-sky-800 ring-1 ring-sky-200 hover:bg-sky-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        {t('checkAnother')}
      </button>
    </div>
  );
}
