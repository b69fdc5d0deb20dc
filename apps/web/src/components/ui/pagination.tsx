// Page buttons of SPEC.md §9: first, previous, the current page ± 1, next, last; nothing with one page.
export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels?: Partial<Record<'nav' | 'first' | 'previous' | 'next' | 'last' | 'page', string>>;
}

const defaultLabels = {
  nav: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: 'Page',
};

const buttonClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border px-2.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40';

export function Pagination({ page, pageCount, onPageChange, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  const l = { ...defaultLabels, ...labels };
  const go = (target: number) => {
    const next = Math.min(Math.max(1, target), pageCount);
    if (next === page) return;
    onPageChange(next);
    window.scrollTo({ top: 0 });
  };
  const pages: number[] = [];
  for (let p = Math.max(1, page - 1); p <= Math.min(pageCount, page + 1); p += 1) pages.push(p);
  const arrow = (label: string, target: number, glyph: string, disabled: boolean) => (
    <li>
      <button
        type="button"
        aria-label={label}
        disabled={disabled}
        onClick={() => go(target)}
        className={`${buttonClass} border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
      >
        <span aria-hidden="true">{glyph}</span>
      </button>
    </li>
  );
  return (
    <nav aria-label={l.nav}>
      <ul className="flex flex-wrap items-center gap-1.5">
        {arrow(l.first, 1, '«', page === 1)}
        {arrow(l.previous, page - 1, '‹', page === 1)}
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              aria-label={`${l.page} ${p}`}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => go(p)}
              className={`${buttonClass} ${p === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
            >
              {p}
            </button>
          </li>
        ))}
        {arrow(l.next, page + 1, '›', page === pageCount)}
        {arrow(l.last, pageCount, '»', page === pageCount)}
      </ul>
    </nav>
  );
}
