import { describe, expect, it } from 'vitest';
import { percentile, statementTimes } from './postgres-statements.js';

const at = '2026-11-29 21:40:01.123 UTC [4242] postgres@satark_bench_1000000 LOG:  ';

describe('the PostgreSQL statement log summary', () => {
  it('groups durations by phase and statement (name and first line, whitespace folded), the costliest first', () => {
    const groups = statementTimes([
      `${at}duration: 0.100 ms  parse read-1: select "id"   from "scam_entities"`,
      `${at}duration: 2.000 ms  execute read-1: select "id" from "scam_entities"`,
      `\twhere "status" = $1`,
      `2026-11-29 21:40:01.124 UTC [4242] postgres@satark_bench_1000000 DETAIL:  parameters: $1 = 'PENDING'`,
      `${at}duration: 3.000 ms  execute read-1: select "id" from "scam_entities"`,
      `${at}duration: 0.500 ms  execute <unnamed>: select count(*) from "report_entries"`,
      `${at}statement: begin`,
    ]);
    expect(groups).toEqual([
      { phase: 'execute', statement: 'read-1: select "id" from "scam_entities"', durationsMs: [2, 3] },
      { phase: 'execute', statement: 'select count(*) from "report_entries"', durationsMs: [0.5] },
      { phase: 'parse', statement: 'read-1: select "id" from "scam_entities"', durationsMs: [0.1] },
    ]);
  });

  it('takes the nearest rank as the percentile', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 0.5)).toBe(5);
    expect(percentile(sorted, 0.9)).toBe(9);
    expect(percentile(sorted, 0.99)).toBe(10);
    expect(percentile([], 0.5)).toBe(0);
  });
});
