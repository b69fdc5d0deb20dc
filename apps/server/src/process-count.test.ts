import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.js';
import { webConcurrency } from './process-count.js';

describe('WEB_CONCURRENCY', () => {
  it('defaults to one process, reads a count or auto, and refuses anything else', () => {
    expect(webConcurrency(undefined)).toBe(1);
    expect(webConcurrency('')).toBe(1);
    expect(webConcurrency('2')).toBe(2);
    expect(webConcurrency('auto')).toBe(availableParallelism());
    for (const bad of ['0', '-1', '1.5', 'two', '65']) {
      expect(() => webConcurrency(bad)).toThrow(ConfigError);
    }
  });
});
