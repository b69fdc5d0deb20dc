// Where PostgreSQL's time goes during a benchmark call: sums the server log's statement durations
// per statement and phase (parse, bind, execute). Turn the log on for the bench database first,
//   psql -h 127.0.0.1 -U postgres -c "alter database satark_bench_1000000 set log_min_duration_statement = 0"
// note the log's size, run `npm run bench -- --engine postgres --only REGEX`, then
//   npm run bench:pg-statements -- /var/log/postgresql/postgresql-15-main.log --from-byte SIZE
// and set it back to -1 afterwards (logging every statement slows PostgreSQL itself down).
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

export interface StatementTimes {
  phase: string;
  statement: string;
  durationsMs: number[];
}

const DURATION = /LOG: {2}duration: ([\d.]+) ms {2}(parse|bind|execute) ([^:]+): (.*)$/;

/**
 * Groups the log's duration lines by phase and statement: its prepared name if it has one and its
 * text's first line (`keyLength` characters, whitespace folded). Lines that are not durations (parameters, continuation lines) are skipped.
 */
export function statementTimes(lines: Iterable<string>, keyLength = 120): StatementTimes[] {
  const groups = new Map<string, StatementTimes>();
  for (const line of lines) {
    const match = DURATION.exec(line);
    if (!match) continue;
    const [, ms, phase, name, text] = match as unknown as [string, string, string, string, string];
    // A prepared statement's name tells apart statements whose first lines are alike.
    const named = name === '<unnamed>' ? '' : `${name}: `;
    const statement = named + text.replace(/\s+/g, ' ').trim().slice(0, keyLength);
    const key = `${phase} ${statement}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { phase, statement, durationsMs: [] }));
    group.durationsMs.push(Number(ms));
  }
  return [...groups.values()].sort((a, b) => sum(b.durationsMs) - sum(a.durationsMs));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'from-byte': { type: 'string', default: '0' }, top: { type: 'string', default: '15' } },
  });
  const [file] = positionals;
  if (!file) throw new Error('usage: postgres-statements.ts LOG_FILE [--from-byte N] [--top N]');
  const lines: string[] = [];
  const input = createReadStream(file, { start: Number(values['from-byte']) });
  for await (const line of createInterface({ input, crlfDelay: Infinity })) lines.push(line);
  const rows = statementTimes(lines).slice(0, Number(values.top));
  for (const { phase, statement, durationsMs } of rows) {
    const sorted = [...durationsMs].sort((a, b) => a - b);
    const ms = (value: number) => value.toFixed(2);
    console.log(
      `${phase.padEnd(7)} n=${String(sorted.length).padStart(6)} total=${(sum(sorted) / 1000).toFixed(1)} s ` +
        `p50=${ms(percentile(sorted, 0.5))} p90=${ms(percentile(sorted, 0.9))} p99=${ms(percentile(sorted, 0.99))} ms  ${statement}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
