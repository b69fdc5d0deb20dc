// "The owner disputes this listing": shown wherever a listing with an open owner-verified dispute
// appears. The warning stays visible; this only says that it is being reviewed.
import { useTranslation } from 'react-i18next';

export function DisputedNotice({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('disputes');
  if (compact) {
    return (
      <span
        className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
        data-testid="disputed-badge"
      >
        {t('notice.badge')}
      </span>
    );
  }
  return (
    <p
      role="note"
      className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="disputed-notice"
    >
      <svg viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor" aria-hidden="true">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4a1 1 0 0 1 1 1v3a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1zm0 6.5a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z" />
      </svg>
      <span>{t('notice.text')}</span>
    </p>
  );
}
