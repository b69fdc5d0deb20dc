// The generator's row thread (see produceInThread in generate.ts): makes the rows and posts them in
// order, at most ROWS_AHEAD messages ahead of the loader, so memory stays bounded by a few batches.
import { parentPort, workerData } from 'node:worker_threads';
import { produce, type Row, type RowOptions } from './generate-rows.js';

export type RowMessage =
  | { kind: 'users'; rows: Row[] }
  | { kind: 'batch'; entities: Row[]; entries: Row[] }
  | { kind: 'counts'; daily: Row[]; totals: Row[] }
  | { kind: 'log'; line: string }
  | { kind: 'done'; entries: number };
export interface RowThreadData {
  options: RowOptions;
  articleSlugs: string[];
}
/** Each row message the loader has not written yet holds a batch (~20,000 entities) in memory. */
const ROWS_AHEAD = 2;

const port = parentPort!;
const { options, articleSlugs } = workerData as RowThreadData;
let unwritten = 0;
let resume: (() => void) | null = null;
// The loader answers each row message once it is written.
port.on('message', () => {
  unwritten -= 1;
  resume?.();
  resume = null;
});

async function post(message: RowMessage) {
  port.postMessage(message);
  unwritten += 1;
  if (unwritten >= ROWS_AHEAD) await new Promise<void>((resolve) => (resume = resolve));
}

const { entries } = await produce(
  { ...options, log: (line) => port.postMessage({ kind: 'log', line } satisfies RowMessage) },
  articleSlugs,
  {
    users: (rows) => post({ kind: 'users', rows }),
    batch: (entities, entries) => post({ kind: 'batch', entities, entries }),
    counts: (daily, totals) => post({ kind: 'counts', daily, totals }),
  },
);
port.postMessage({ kind: 'done', entries } satisfies RowMessage);
port.unref();
