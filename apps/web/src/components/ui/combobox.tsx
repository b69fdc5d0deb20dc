// A searchable, optionally creatable single-select: Headless UI's combobox (WAI-ARIA 1.2 combobox
// with a listbox popup, docs/decisions/headless-combobox.md) with the app's look and props.
import {
  Combobox as HeadlessCombobox,
  ComboboxInput,
  ComboboxOption as HeadlessOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { ChevronDown, X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { inputClasses } from './text-field';

export interface ComboboxOption {
  key: string;
  value: string;
  /** Other text the option is found by, not shown (an article's English title beside its Hindi one). */
  alsoMatches?: string;
}

export interface ComboboxProps {
  label: string;
  options: readonly ComboboxOption[];
  /** The key of the chosen option, or null. */
  value: string | null;
  onChange: (option: ComboboxOption | null) => void;
  placeholder?: string;
  /** Shown when nothing matches the typed text. */
  noOptionsText: string;
  /** When given, a non-matching text offers an extra option that creates a new one. */
  onCreate?: (text: string) => ComboboxOption;
  /** The label of that extra option, e.g. `Add "text"`. */
  createLabel?: (text: string) => string;
  clearLabel?: string;
  error?: string;
  disabled?: boolean;
  id?: string;
}

type Item = { kind: 'option'; key: string; option: ComboboxOption } | { kind: 'create'; key: string; text: string };

const sameItem = (a: Item | null, b: Item | null) => a?.key === b?.key;

export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  noOptionsText,
  onCreate,
  createLabel = (text) => `Add "${text}"`,
  clearLabel = 'Clear',
  error,
  disabled,
  id,
}: ComboboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-listbox`;
  const labelId = `${inputId}-label`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  const selectedOption = options.find((option) => option.key === value) ?? null;
  const selected: Item | null = selectedOption
    ? { kind: 'option', key: selectedOption.key, option: selectedOption }
    : null;

  const needle = query.trim().toLowerCase();
  const matches = useMemo<Item[]>(
    () =>
      options
        .filter(
          (option) => option.value.toLowerCase().includes(needle) || option.alsoMatches?.toLowerCase().includes(needle),
        )
        .map((option) => ({ kind: 'option', key: option.key, option })),
    [options, needle],
  );
  const items: Item[] =
    matches.length === 0 && needle && onCreate
      ? [{ kind: 'create', key: `create:${query.trim()}`, text: query.trim() }]
      : matches;

  const choose = (item: Item | null) => {
    if (!item) return; // Headless UI clears through the input; the clear button calls onChange(null)
    onChange(item.kind === 'option' ? item.option : onCreate!(item.text));
    setQuery('');
  };

  return (
    <Field disabled={disabled} className="relative">
      <Label id={labelId} htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </Label>
      <HeadlessCombobox
        value={selected}
        onChange={choose}
        by={sameItem}
        onClose={() => setQuery('')}
        disabled={disabled}
        immediate
      >
        {({ open }) => (
          <>
            <div className="relative">
              <ComboboxInput<Item | null>
                ref={inputRef}
                id={inputId}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                placeholder={placeholder}
                displayValue={(item) => (item?.kind === 'option' ? item.option.value : '')}
                onChange={(event) => setQuery(event.target.value)}
                className={`${inputClasses} pr-16`}
              />
              <div className="absolute inset-y-0 right-0 flex items-center gap-0.5 pr-1.5">
                {selected && !disabled && (
                  <button
                    type="button"
                    aria-label={clearLabel}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      onChange(null);
                      setQuery('');
                      inputRef.current?.focus();
                    }}
                    className="rounded p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                )}
                {/* The input opens the list itself (click, focus, arrow keys): the chevron is a picture. */}
                <ChevronDown className="pointer-events-none size-5 text-slate-500" aria-hidden="true" />
              </div>
            </div>
            {open && (
              <div className="absolute z-30 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
                {items.every((item) => item.kind === 'create') && (
                  <p className="px-3 py-2 text-sm text-slate-600">{noOptionsText}</p>
                )}
                {items.length > 0 && (
                  <ComboboxOptions
                    static
                    modal={false}
                    id={listId}
                    aria-label={label}
                    className="max-h-64 overflow-y-auto py-1"
                  >
                    {items.map((item) => (
                      <HeadlessOption
                        key={item.key}
                        value={item}
                        className={({ focus, selected: isSelected }) =>
                          `cursor-pointer px-3 py-2 text-sm ${focus ? 'bg-brand-50 text-brand-800' : 'text-slate-800'} ${isSelected ? 'font-semibold' : ''}`
                        }
                      >
                        {item.kind === 'option' ? item.option.value : createLabel(item.text)}
                      </HeadlessOption>
                    ))}
                  </ComboboxOptions>
                )}
              </div>
            )}
          </>
        )}
      </HeadlessCombobox>
      {error && (
        <Description className="mt-1.5 text-sm text-red-600" role="alert">
          {error}
        </Description>
      )}
    </Field>
  );
}
