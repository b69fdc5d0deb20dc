import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { inputClasses } from './text-field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
}

/** Label + textarea + the error text under it; forwards its ref for react-hook-form. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, hideLabel, id, className = '', containerClassName = '', rows = 4, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const messageId = `${fieldId}-message`;
  return (
    <div className={containerClassName}>
      <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={`${inputClasses} resize-y ${className}`}
        {...rest}
      />
      {error ? (
        <p id={messageId} className="mt-1.5 text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
