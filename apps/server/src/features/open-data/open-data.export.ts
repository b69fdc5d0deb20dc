// The export as a stream: ACTIVE entities read in keyset batches only as fast as the client takes
// them (Readable.from pulls the generator on demand), written as CSV (csv-stringify) or JSON Lines
// in chunks of about 64 KB, gzipped when the client accepts it. Memory stays one batch deep however
// many rows there are.
import { pipeline, Readable, type Transform } from 'node:stream';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database.js';
import type { SqliteReaderThread } from '../../db/sqlite-reader-thread.js';
import { readActiveBatch, readCategories, type ExportPosition } from './open-data.repository.js';

export type OpenDataFormat = 'csv' | 'jsonl';

/** One exported row: API.md "Open data" fields, times as ISO-8601 UTC. */
export interface OpenDataRow {
  type: string;
  uniqueId: string;
  scammerId: string;
  reportCount: number;
  firstReportedAt: string;
  lastReportedAt: string | null;
  verifiedAt: string | null;
  categories: string[];
}

export const OPEN_DATA_COLUMNS = [
  'type',
  'uniqueId',
  'scammerId',
  'reportCount',
  'firstReportedAt',
  'lastReportedAt',
  'verifiedAt',
  'categories',
] as const satisfies readonly (keyof OpenDataRow)[];

/** Between the article slugs of one row in the CSV (slugs are lower-case words and hyphens). */
export const CSV_CATEGORY_SEPARATOR = '|';

export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every ACTIVE entity, oldest first report first, a database batch at a time (read on `reader`,
 * SQLite's reader thread, when there is one).
 */
export async function* openDataBatches(
  db: Db,
  reader: SqliteReaderThread | null,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<OpenDataRow[]> {
  let after: ExportPosition | undefined;
  for (;;) {
    // A client that reads as fast as the server writes never makes the socket push back, and a
    // synchronous SQLite read resolves at once: without this turn of the event loop the whole export
    // ran in one go, and every other request waited for it (/healthz 9 s behind a 550,000-row file).
    await nextTurnOfEventLoop();
    const batch = await readActiveBatch(db, reader, after, batchSize);
    if (batch.length === 0) return;
    const categories = await readCategories(
      db,
      reader,
      batch.map((row) => row.id),
    );
    yield batch.map((row) => ({
      type: row.type,
      uniqueId: row.unique_id,
      scammerId: row.scammer_id,
      reportCount: Number(row.report_count),
      firstReportedAt: row.created_at,
      lastReportedAt: row.last_reported_at,
      verifiedAt: row.moderated_at,
      categories: categories.get(row.id) ?? [],
    }));
    if (batch.length < batchSize) return;
    const last = batch.at(-1)!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** About this many characters per chunk written: fewer, larger writes than one per row (gzip
 * compresses each write on its own, and took 64 s for a 550,000-row CSV written a row at a time). */
const CHUNK_CHARS = 64 * 1024;

/** The batches as text (`first`, then each batch written by `toText`) in chunks of about CHUNK_CHARS. */
async function* textChunks(
  batches: AsyncIterable<OpenDataRow[]>,
  toText: (rows: OpenDataRow[]) => string,
  first = '',
): AsyncGenerator<string> {
  let chunk = first;
  for await (const rows of batches) {
    chunk += toText(rows);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

const CSV_OPTIONS = {
  columns: [...OPEN_DATA_COLUMNS],
  // RFC 4180: CRLF between records; fields with a comma, quote or line break quoted, quotes doubled.
  record_delimiter: 'windows',
  cast: {
    object: (value: unknown) => (Array.isArray(value) ? value.join(CSV_CATEGORY_SEPARATOR) : JSON.stringify(value)),
  },
} as const;

const csvHeader = () => stringify([], { ...CSV_OPTIONS, header: true });
const csvRows = (rows: OpenDataRow[]) => stringify(rows, CSV_OPTIONS);
const jsonLines = (rows: OpenDataRow[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');

/**
 * The export body: the last stream of a pipeline the reply sends. The first batch is read before
 * anything is sent, so a database that fails at once gets the usual 500 envelope; a failure later
 * cuts the response short (the headers are gone). When the client goes away the reply destroys
 * the stream, the pipeline destroys the rest, and the generator stops reading.
 */
export async function openDataStream(
  db: Db,
  reader: SqliteReaderThread | null,
  format: OpenDataFormat,
  gzip: boolean,
  onError: (err: Error) => void,
): Promise<Readable> {
  const batches = await startedEarly(openDataBatches(db, reader));
  const text = format === 'csv' ? textChunks(batches, csvRows, csvHeader()) : textChunks(batches, jsonLines);
  const stages: (Readable | Transform)[] = [Readable.from(text, { objectMode: false })];
  if (gzip) stages.push(createGzip());
  if (stages.length === 1) return stages[0]!;
  return pipeline(stages, (err) => {
    if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(err);
  }) as unknown as Readable;
}

/** Takes the first item now (errors surface here), and gives back an iterator over all of them. */
async function startedEarly<T>(source: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await source.next();
  return (async function* () {
    try {
      if (first.done) return;
      yield first.value;
      yield* source;
    } finally {
      await source.return(undefined);
    }
  })();
}
