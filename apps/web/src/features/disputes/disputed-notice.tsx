// "The owner disputes this listing": shown wherever a listing with an open owner-verified dispute
// appears. The warning stays visible; this only says that it is being reviewed.
import { CircleAlert } from 'lucide-react';
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
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t('notice.text')}</span>
    </p>
  );
}
