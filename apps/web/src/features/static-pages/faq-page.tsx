import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { StaticLayout, useStaticContent } from './static-layout';

/** Four questions; one open at a time, a click toggles (SPEC.md §1). */
export default function FaqPage() {
  const { faq } = useStaticContent();
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <StaticLayout>
      <h1 className="text-3xl font-extrabold text-slate-900">{faq.title}</h1>
      <p className="mt-2 text-slate-600">{faq.intro}</p>
      <div className="mt-8 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {faq.items.map((item, index) => {
          const expanded = open === index;
          const panelId = `${baseId}-panel-${index}`;
          const buttonId = `${baseId}-button-${index}`;
          return (
            <div key={index}>
              <h2>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 sm:px-6"
                >
                  {item.question}
                  <ChevronDown
                    className={`size-5 shrink-0 text-slate-500 transition-transform ${expanded ? 'rotate-180' : ''}`}
                    aria-hidden="true"
                  />
                </button>
              </h2>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 sm:px-6"
              >
                {item.answer.map((paragraph) => (
                  <p key={paragraph} className="mt-2 leading-relaxed text-slate-700 first:mt-0">
                    {paragraph}
                  </p>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </StaticLayout>
  );
}
