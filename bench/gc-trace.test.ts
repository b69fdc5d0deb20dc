import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { GcTrace } from './gc-trace.js';

const EVENT_LOOP = '[4242:0x5a1e00000000]';
const READER = '[4242:0x7f0000000000]';
const young = (isolate: string, promoted: number) =>
  `${isolate}    5120 ms: pause=1.5 mutator=93.5 gc=s reduce_memory=0 promoted=${promoted} semi_space_copied=1000\n`;
const full = (isolate: string) => `${isolate}    6120 ms: pause=4.0 mutator=90.0 gc=mc reduce_memory=0\n`;

/** Writes `lines` to a trace's input and waits for it to read them. */
async function feed(input: PassThrough, lines: string[]) {
  input.write(lines.join(''));
  await new Promise((resolve) => setImmediate(resolve));
}

describe('the benchmark GC trace', () => {
  it('counts the event loop by the isolate that collected during /healthz, not the busiest in each call', async () => {
    const input = new PassThrough();
    const passedThrough: string[] = [];
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => passedThrough.push(chunk.toString()));
    const trace = new GcTrace(input, out);

    // /healthz: only the event loop collects.
    let before = trace.snapshot();
    await feed(input, [young(EVENT_LOOP, 10), young(EVENT_LOOP, 20), 'server log line\n']);
    trace.markEventLoops(before);
    expect(trace.since(before)).toMatchObject({ scavenges: 2, promotedBytes: 30, fullCollections: 0 });

    // A call served on the reader thread: the reader collects more often than the event loop.
    before = trace.snapshot();
    await feed(input, [
      young(READER, 5000),
      young(READER, 5000),
      young(READER, 5000),
      full(READER),
      young(EVENT_LOOP, 7),
    ]);
    const gc = trace.since(before);
    expect(gc).toMatchObject({ scavenges: 1, promotedBytes: 7, fullCollections: 0 });
    expect(gc.workers).toMatchObject({ scavenges: 3, promotedBytes: 15000, fullCollections: 1 });
    expect(passedThrough.join('')).toBe('server log line\n');
  });

  it('keeps two processes apart when their isolates share an address', async () => {
    const input = new PassThrough();
    const trace = new GcTrace(input, new PassThrough());
    const before = trace.snapshot();
    await feed(input, [young('[1:0xabc]', 1), young('[2:0xabc]', 2), young('[2:0xabc]', 2)]);
    trace.markEventLoops(before);
    expect(trace.since(before)).toMatchObject({ scavenges: 3, promotedBytes: 5 });
  });
});
