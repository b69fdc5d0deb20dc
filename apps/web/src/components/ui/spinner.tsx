import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  className?: string;
  /** Text for screen readers; omit when the spinner sits inside a labelled control. */
  label?: string;
}

/** A small rotating ring that inherits the current text colour. */
export function Spinner({ className = 'size-4', label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
        <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
      </svg>
      {label !== undefined && <span className="sr-only">{label || t('loading')}</span>}
    </span>
  );
}
