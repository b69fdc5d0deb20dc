// WEB_CONCURRENCY: how many server processes `npm start` runs (node:cluster); 1 when unset.
import { availableParallelism } from 'node:os';
import { ConfigError } from './config.js';

/** A whole number from 1 to 64, or `auto` for one per core; anything else is a ConfigError. */
export function webConcurrency(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  if (value.trim() === 'auto') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new ConfigError(
      `Invalid configuration: WEB_CONCURRENCY: must be a whole number from 1 to 64, or auto (got ${value})`,
    );
  }
  return count;
}
