import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessage } from './field-message';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the field in red; also marks the input invalid. */
  error?: string;
  /** Shown under the field when there is no error. */
  hint?: ReactNode;
  /** A fixed text in front of the input, e.g. "+91". */
  prefix?: string;
  /** An element at the end of the input, e.g. a show/hide button. */
  suffix?: ReactNode;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  /** Classes of the wrapper around the label, the input and the message. */
  containerClassName?: string;
}

export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-100 disabled:text-slate-600 aria-[invalid=true]:border-red-500 sm:text-sm';

/** Label + input + the error text under it; forwards its ref so react-hook-form can register it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, prefix, suffix, hideLabel, id, className = '', containerClassName = '', ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={containerClassName}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <div className="relative flex items-stretch">
        {prefix && (
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm font-medium text-slate-600">
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={`${inputClasses} ${prefix ? 'rounded-l-none' : ''} ${suffix ? 'pr-12' : ''} ${className}`}
          {...rest}
        />
        {suffix && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{suffix}</div>}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
});
