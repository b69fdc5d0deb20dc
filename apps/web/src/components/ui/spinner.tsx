import { LoaderCircle } from 'lucide-react';
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
      <LoaderCircle className={`animate-spin ${className}`} aria-hidden="true" />
      {label !== undefined && <span className="sr-only">{label || t('loading')}</span>}
    </span>
  );
}
