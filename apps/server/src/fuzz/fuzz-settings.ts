// How many cases each property runs. FUZZ_RUNS is the number of cases per endpoint (default 40,
// what `npm test` runs: a few minutes on two cores); every other property scales with it.
// FUZZ_SEED replays a run with the seed fast-check printed for a failure.
import type { Parameters } from 'fast-check';

export const DEFAULT_RUNS_PER_ENDPOINT = 40;
const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS_PER_ENDPOINT);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

if (!Number.isInteger(runsPerEndpoint) || runsPerEndpoint < 1) {
  throw new Error('FUZZ_RUNS must be a whole number of cases per endpoint (1 or more)');
}

/** fast-check parameters for a property that runs `defaultRuns` cases at the default FUZZ_RUNS. */
export function fuzzParameters<T>(defaultRuns: number): Parameters<T> {
  return {
    numRuns: Math.max(1, Math.round((defaultRuns * runsPerEndpoint) / DEFAULT_RUNS_PER_ENDPOINT)),
    ...(seed === undefined ? {} : { seed }),
    endOnFailure: false,
  };
}
