import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldMessage } from './field-message';
import { inputClasses } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string;
  /** An empty first option, e.g. "Select Type". */
  placeholder?: string;
  hideLabel?: boolean;
  containerClassName?: string;
}

/** Label + native select + the error text under it; forwards its ref for react-hook-form. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, placeholder, hideLabel, id, className = '', containerClassName = '', ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  return (
    <div className={containerClassName}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={`${inputClasses} pr-8 ${className}`}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={messageId} error={error} />
    </div>
  );
});
