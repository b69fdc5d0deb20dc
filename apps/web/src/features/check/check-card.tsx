// Home's scam check card: the form (check-form.tsx), and the answer in its place once there is one
// (check-result.tsx). Its state and actions are use-check-card.ts's; what each type sends is
// check-request.ts's.
import { useEffect, useRef } from 'react';
import { CheckForm } from './check-form';
import { CheckResult } from './lazy-check-result';
import { useCheckCard } from './use-check-card';

export function CheckCard() {
  const card = useCheckCard();
  const { result } = card;
  const resultRef = useRef<HTMLDivElement>(null);
  // The answer takes the focus, so a keyboard or screen-reader user lands on it (it is also
  // announced through the card's live region).
  useEffect(() => {
    if (result) resultRef.current?.querySelector<HTMLElement>('[data-result-heading]')?.focus();
  }, [result]);

  return (
    <section
      aria-labelledby="check-title"
      className="mx-auto w-full rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="check-card"
      onFocus={card.prepare}
      onPointerDown={card.prepare}
    >
      <div ref={resultRef} aria-live="polite" aria-atomic="true">
        {result && (
          <CheckResult
            type={card.type}
            value={result.value}
            outcome={result.outcome}
            onBack={card.startOver}
            onRetry={card.retry}
            retrying={card.busy}
          />
        )}
      </div>
      {!result && (
        <CheckForm
          type={card.type}
          value={card.value}
          error={card.error}
          fieldRef={card.fieldRef}
          busy={card.busy}
          onTypeChange={card.switchTab}
          onChange={card.change}
          onSubmit={card.submit}
          onPaste={card.paste}
        />
      )}
    </section>
  );
}
