import type { ReactNode } from 'react';

/**
 * What a form field shows under itself: its error in red (announced), else its hint, else nothing.
 * `id` is the one the field's `aria-describedby` names, so the error or hint is read with it.
 */
export function FieldMessage({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  if (error)
    return (
      <p id={id} className="mt-1.5 text-sm text-red-600" role="alert">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={id} className="mt-1.5 text-xs text-slate-500">
        {hint}
      </p>
    );
  return null;
}
