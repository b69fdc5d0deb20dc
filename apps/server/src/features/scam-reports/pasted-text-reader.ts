// Pasted messages read on a thread of their own (docs/decisions/pasted-messages-read-off-the-event-loop.md).
// Reading a 500-character message (its identifiers and what its words say) is ~40 µs of CPU, a
// 5,000-character one several hundred, and a partner's batch a hundred of them: on the event loop
// every other request would wait for it. The thread runs the shared package's compiled
// `readPastedText`, the same function a check ran before.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import DataLoader from 'dataloader';
import { readPastedText, type PastedText } from '@satark/shared/analysis/read-pasted-text';
import { SharedInProcess } from '../../lib/shared-in-process.js';
import { WORKER_RESOURCE_LIMITS } from '../../lib/worker-limits.js';

// CommonJS source run by the worker (eval), so it works the same from src (tests) and dist. One
// message holds texts of one pass of the event loop; the answer holds their readings in order.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.moduleUrl);
parentPort.on('message', async ({ id, texts }) => {
  try {
    const { readPastedText } = await loaded;
    parentPort.postMessage({ id, readings: texts.map((text) => readPastedText(text)) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/**
 * The compiled `readPastedText` (the package's `default` export, `dist/*.js`). Under the tests
 * this module runs from TypeScript and resolves the `source` export (`src/*.ts`), which a worker
 * cannot load: the tests build the shared package first (test/global-setup.ts) and the thread runs
 * its JavaScript.
 */
function compiledModuleUrl(): string {
  const file = createRequire(import.meta.url).resolve('@satark/shared/analysis/read-pasted-text');
  const source = 'src/analysis/read-pasted-text.ts';
  return pathToFileURL(
    file.endsWith(source) ? `${file.slice(0, -source.length)}dist/analysis/read-pasted-text.js` : file,
  ).href;
}

/**
 * At most this many texts go in one message: the event loop answers the first texts' checks while
 * the thread reads the next ones, instead of waiting for a whole pass's texts. Against one message
 * a pass, four alternated runs: 500 characters 12,641 → 13,372 req/s on average, 1,000 characters
 * 8,430 → 9,205 (docs/performance.md, session 26).
 */
const TEXTS_A_MESSAGE = 8;

interface Batch {
  texts: readonly string[];
  resolve: (readings: PastedText[]) => void;
  reject: (error: Error) => void;
}

/** A batch sent to the thread, in the queue of those waiting for their answers. */
interface SentBatch extends Batch {
  id: number;
  next: SentBatch | null;
}

/** The readings on the event loop: what the thread would have answered. */
function readHere(batch: Batch) {
  try {
    batch.resolve(batch.texts.map(readPastedText));
  } catch (error) {
    batch.reject(error as Error);
  }
}

export class PastedTextReader {
  private readonly worker: Worker;
  // The batches sent and not yet answered, oldest first: the thread answers in the order asked. A
  // queue rather than a Map by id, for the reason in db/sqlite-reader-thread.ts (a Map's old
  // tables keep what they held until a full collection).
  private first: SentBatch | null = null;
  private last: SentBatch | null = null;
  private nextId = 0;
  /** Set once the thread has stopped: texts are then read on the event loop, as before it. */
  private stopped = false;
  /** Closed by its app: the thread's end is then no failure. */
  private closed = false;
  private readonly loader = new DataLoader<string, PastedText>((texts) => this.readTogether(texts), {
    cache: false,
    batchScheduleFn: (send) => setImmediate(send),
    maxBatchSize: TEXTS_A_MESSAGE,
  });

  /** `onFailure` hears once why the thread stopped answering (the server logs it). */
  constructor(private readonly onFailure: (error: Error) => void = () => undefined) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { moduleUrl: compiledModuleUrl() },
      resourceLimits: WORKER_RESOURCE_LIMITS,
    });
    this.worker.unref();
    this.worker.on('message', (message: { id: number; readings?: PastedText[]; error?: string }) => {
      const batch = this.first;
      if (!batch || batch.id !== message.id || !message.readings) {
        this.fallBack(new Error(`pasted text reader thread: ${message.error ?? `answered ${message.id} out of turn`}`));
        return;
      }
      this.first = batch.next;
      if (!this.first) this.last = null;
      batch.next = null;
      batch.resolve(message.readings);
    });
    this.worker.on('error', (error) => this.fallBack(error));
    this.worker.on('exit', () => this.fallBack(new Error('pasted text reader thread stopped')));
  }

  /** The identifiers and the words' reading of one pasted text. */
  read(text: string): Promise<PastedText> {
    return this.loader.load(text);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker.terminate();
    this.readWaitingHere();
  }

  private readTogether(texts: readonly string[]): Promise<PastedText[]> {
    return new Promise<PastedText[]>((resolve, reject) => {
      if (this.stopped) return readHere({ texts, resolve, reject });
      const batch: SentBatch = { id: this.nextId++, texts, resolve, reject, next: null };
      this.worker.postMessage({ id: batch.id, texts });
      if (this.last) this.last.next = batch;
      else this.first = batch;
      this.last = batch;
    });
  }

  /**
   * A thread that fails never fails a check: what it was reading, and every text after, is read on
   * the event loop as before it existed.
   */
  private fallBack(error: Error) {
    if (!this.stopped && !this.closed) this.onFailure(error);
    this.stopped = true;
    void this.worker.terminate();
    this.readWaitingHere();
  }

  private readWaitingHere() {
    this.stopped = true;
    let batch = this.first;
    this.first = this.last = null;
    for (; batch; batch = batch.next) readHere(batch);
  }
}

const readers = new SharedInProcess<PastedTextReader>((reader) => reader.close());

/**
 * The process's reader, shared by every app in it (tests build many; the first one's `onFailure`
 * hears of a failure); each caller releases it once on close, and the last release stops the thread.
 */
export function sharedPastedTextReader(onFailure: (error: Error) => void): {
  reader: PastedTextReader;
  release: () => Promise<void>;
} {
  const { value, release } = readers.take('', () => new PastedTextReader(onFailure));
  return { reader: value, release };
}
