// The answer's code (check-result.tsx with its findings, sharing and dispute entry, ~5 kB gzipped)
// is not needed to type a check, so it is not on the first screen: the card asks for it once it has
// rendered, and an answer waits for it (use-check-card.ts) before it shows.
import { lazyComponent } from '../../lib/lazy-component';
import type { CheckResultProps } from './check-result';

export const CheckResult = lazyComponent<CheckResultProps>(() =>
  import('./check-result').then((module) => ({ default: module.CheckResult })),
);
