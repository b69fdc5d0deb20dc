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
const LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: pause=([\d.]+) .*?\bgc=(\w+)\b/;
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
   * What the busiest isolate collected since `before`: the event loop's, as it serves the requests
   * (a reader thread's collections do not pause it).
   */
  since(before: Map<string, GcCounts>): GcCounts {
    let busiest = zero();
    for (const [isolate, now] of this.byIsolate) {
      const then = before.get(isolate) ?? zero();
      const delta: GcCounts = {
        scavenges: now.scavenges - then.scavenges,
        fullCollections: now.fullCollections - then.fullCollections,
        pauseMs: now.pauseMs - then.pauseMs,
        promotedBytes: now.promotedBytes - then.promotedBytes,
      };
      if (delta.scavenges > busiest.scavenges) busiest = delta;
    }
    return busiest;
  }
}
