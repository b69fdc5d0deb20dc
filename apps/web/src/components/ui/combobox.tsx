// A searchable, optionally creatable single-select (WAI-ARIA 1.2 combobox with a listbox popup).
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { inputClasses } from './text-field';

export interface ComboboxOption {
  key: string;
  value: string;
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

type Item = { kind: 'option'; option: ComboboxOption } | { kind: 'create'; text: string };

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
  const messageId = `${inputId}-message`;
  const selected = options.find((option) => option.key === value) ?? null;
  const [query, setQuery] = useState<string | null>(null); // null: not typing, show the selection
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const text = query ?? '';
  const items = useMemo<Item[]>(() => {
    const needle = text.trim().toLowerCase();
    const matches = options
      .filter((option) => option.value.toLowerCase().includes(needle))
      .map((option) => ({ kind: 'option' as const, option }));
    if (matches.length === 0 && needle && onCreate) return [{ kind: 'create', text: text.trim() }];
    return matches;
  }, [options, text, onCreate]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };

  const choose = (item: Item) => {
    onChange(item.kind === 'option' ? item.option : onCreate!(item.text));
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((i) => Math.min(i + 1, items.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        if (open && items[active]) {
          event.preventDefault();
          choose(items[active]!);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const optionId = (index: number) => `${inputId}-option-${index}`;
  const showNoOptions = open && items.every((item) => item.kind === 'create');

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && items[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? selected?.value ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
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
                setQuery(null);
                inputRef.current?.focus();
              }}
              className="rounded p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 1 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
              </svg>
            </button>
          )}
          <svg
            viewBox="0 0 20 20"
            className="pointer-events-none size-5 text-slate-400"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </div>
      </div>
      {open && (
        <div className="absolute z-30 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg">
          {showNoOptions && <p className="px-3 py-2 text-sm text-slate-500">{noOptionsText}</p>}
          <ul id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto py-1">
            {items.map((item, index) => {
              const isSelected = item.kind === 'option' && item.option.key === value;
              return (
                <li
                  key={item.kind === 'option' ? item.option.key : `create:${item.text}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(item)}
                  className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'} ${isSelected ? 'font-semibold' : ''}`}
                >
                  {item.kind === 'option' ? item.option.value : createLabel(item.text)}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {error && (
        <p id={messageId} className="mt-1.5 text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
