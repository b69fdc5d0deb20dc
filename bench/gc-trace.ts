// `npm run bench -- --gc`: the server's garbage collections per call, read from V8's own trace
// (`--trace-gc --trace-gc-nvp`, one line of name=value pairs a collection) on its stdout. What it
// shows that CPU time does not: bytes a request that reach the old generation (promoted) and the
// full collections they cost, each a pause of the event loop of several ms that every request in
// flight waits for (session 21: a spread in the detail's answer made them every ~1.5 s).
import type { Readable } from 'node:stream';

export interface GcCounts {
  /** Young-generation collections. */
  scavenges: number;
  /** Full (mark-compact) collections. */
  fullCollections: number;
  /** The event loop's time paused in collections. */
  pauseMs: number;
  /** Bytes moved to the old generation by scavenges. */
  promotedBytes: number;
}

const zero = (): GcCounts => ({ scavenges: 0, fullCollections: 0, pauseMs: 0, promotedBytes: 0 });

/** `[1234:0x55d0c8e0]  5120 ms: pause=1.1 mutator=93.5 gc=s … promoted=426624 …` */
const LINE = /^\[(\d+:0x[0-9a-f]+)\]\s+[\d.]+ ms: pause=([\d.]+) .*?\bgc=(\w+)\b/;
const PROMOTED = /\bpromoted=(\d+)/;

/**
 * Counts the collections of each V8 isolate in the server's stdout (the event loop's and each
 * worker thread's), passing every other line through to `out`.
 */
export class GcTrace {
  private readonly byIsolate = new Map<string, GcCounts>();
  private partial = '';

  constructor(stdout: Readable, out: NodeJS.WritableStream = process.stdout) {
    stdout.setEncoding('utf8');
    stdout.on('data', (chunk: string) => {
      const lines = (this.partial + chunk).split('\n');
      this.partial = lines.pop()!;
      for (const line of lines) if (!this.count(line)) out.write(`${line}\n`);
    });
  }

  private count(line: string): boolean {
    const match = LINE.exec(line);
    if (!match) return false;
    const [, isolate, pause, kind] = match;
    let counts = this.byIsolate.get(isolate!);
    if (!counts) this.byIsolate.set(isolate!, (counts = zero()));
    counts.pauseMs += Number(pause);
    if (kind === 's') {
      counts.scavenges += 1;
      counts.promotedBytes += Number(PROMOTED.exec(line)?.[1] ?? 0);
    } else if (kind === 'mc') counts.fullCollections += 1;
    return true;
  }

  snapshot(): Map<string, GcCounts> {
    return new Map([...this.byIsolate].map(([isolate, counts]) => [isolate, { ...counts }]));
  }

  /**
   * Takes the isolates that collected during `/healthz` since `before` (the benchmark's first call,
   * which no worker thread serves) as the event loops'. Until then, and if none collected, the
   * busiest isolate stands in. Before this, the busiest isolate of every call was taken, and for the
   * date window's page, read on the reader thread, that was the reader's (session 22).
   */
  markEventLoops(before: Map<string, GcCounts>) {
    const deltas = this.deltas(before);
    const most = Math.max(0, ...[...deltas.values()].map((d) => d.scavenges));
    if (most === 0) return;
    this.eventLoops = new Set([...deltas].filter(([, d]) => d.scavenges >= most / 2).map(([isolate]) => isolate));
  }

  /** What the event loops collected since `before`, and the worker threads (reader, optimizer). */
  since(before: Map<string, GcCounts>): GcCounts & { workers: GcCounts } {
    const deltas = this.deltas(before);
    const loops =
      this.eventLoops ??
      new Set(
        [...deltas]
          .sort(([, a], [, b]) => b.scavenges - a.scavenges)
          .slice(0, 1)
          .map(([i]) => i),
      );
    const eventLoop = zero();
    const workers = zero();
    for (const [isolate, delta] of deltas) add(loops.has(isolate) ? eventLoop : workers, delta);
    return { ...eventLoop, workers };
  }

  private eventLoops: Set<string> | undefined;

  private deltas(before: Map<string, GcCounts>): Map<string, GcCounts> {
    const deltas = new Map<string, GcCounts>();
    for (const [isolate, now] of this.byIsolate) {
      const then = before.get(isolate) ?? zero();
      deltas.set(isolate, {
        scavenges: now.scavenges - then.scavenges,
        fullCollections: now.fullCollections - then.fullCollections,
        pauseMs: now.pauseMs - then.pauseMs,
        promotedBytes: now.promotedBytes - then.promotedBytes,
      });
    }
    return deltas;
  }
}

function add(sum: GcCounts, delta: GcCounts) {
  sum.scavenges += delta.scavenges;
  sum.fullCollections += delta.fullCollections;
  sum.pauseMs += delta.pauseMs;
  sum.promotedBytes += delta.promotedBytes;
}
