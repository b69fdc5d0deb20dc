// A pasted SMS costs about the same to check whatever its content: no text may make the matching
// of URLs, phones, UPI ids and e-mail addresses backtrack (quadratic or worse). Measured as the
// process's CPU time (server and client share this process; nothing else runs in it) of the
// whole request, relative to a short message, with a generous ratio: never an absolute timing.
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzParameters } from './fuzz-settings.js';
import { send } from './http-client.js';
import { answerProblems } from './invariants.js';
import { startLiveServer, type LiveServer } from './live-server.js';

const PATH = '/api/v1/scam-report/check-scam-report';
/** How many times a short message's CPU time a long, hostile one may take. Linear work fits in it easily. */
const MAX_RATIO = 15;
const SHORT = 'Your KYC expires today. Update at http://bit.ly/kyc-upd or call 9876543210 now.';

let server: LiveServer;
let shortCpuMs = 0;

async function cpuMsOf(sms: string): Promise<{ cpuMs: number; status: number }> {
  const body = Buffer.from(JSON.stringify({ type: 'sms', sms }));
  const started = process.cpuUsage();
  const response = await send(server.port, {
    method: 'POST',
    path: PATH,
    headers: { 'content-type': 'application/json', 'app-check': 'web' },
    body,
  });
  const used = process.cpuUsage(started);
  const problems = answerProblems(server, response);
  if (problems.length > 0) throw new Error(`${problems.join('; ')}: ${response.text.slice(0, 200)}`);
  return { cpuMs: (used.user + used.system) / 1000, status: response.status };
}

/** The median of `runs` measurements: one slow garbage collection does not decide. */
async function medianCpuMs(sms: string, runs: number) {
  const samples: number[] = [];
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const measured = await cpuMsOf(sms);
    samples.push(measured.cpuMs);
    status = measured.status;
  }
  samples.sort((a, b) => a - b);
  return { cpuMs: samples[Math.floor(samples.length / 2)]!, status };
}

beforeAll(async () => {
  server = await startLiveServer();
  for (let i = 0; i < 20; i++) await cpuMsOf(SHORT); // warm-up: JIT, caches, connections
  shortCpuMs = (await medianCpuMs(SHORT, 25)).cpuMs;
});
afterAll(async () => server?.close());

/** Texts built to make a backtracking pattern try every start against every end. */
const UNITS = ['a', 'a.', 'a-', '9', '9.', 'a@', '.@', 'a.b@', 'ab-', 'x', 'http://', 'www.', '+91 ', '%', '_a'];
const LENGTHS = [5000, 100 * 1024];

describe('checking a pasted SMS (real server)', () => {
  it('a 100 kB or crafted message costs at most a few times a short one', async () => {
    const measured: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...UNITS),
        fc.constantFrom(...LENGTHS),
        fc.constantFrom('', '!', ' ', '.com'),
        async (unit, length, tail) => {
          const sms = unit.repeat(Math.ceil(length / unit.length)).slice(0, length - tail.length) + tail;
          const started = performance.now();
          const { cpuMs, status } = await medianCpuMs(sms, 3);
          measured.push(`${JSON.stringify(unit)}×${length}${tail}: ${cpuMs.toFixed(1)} ms CPU (${status})`);
          expect(
            cpuMs,
            `${JSON.stringify(unit)} repeated to ${length} characters${tail ? ` + ${JSON.stringify(tail)}` : ''}: ` +
              `${cpuMs.toFixed(1)} ms of CPU (${status}, ${(performance.now() - started).toFixed(0)} ms for 3), ` +
              `a short message ${shortCpuMs.toFixed(2)} ms`,
          ).toBeLessThanOrEqual(Math.max(shortCpuMs, 1) * MAX_RATIO);
        },
      ),
      fuzzParameters(30),
    );
    console.log(`short message: ${shortCpuMs.toFixed(2)} ms CPU\n${measured.join('\n')}`);
  }, 300_000);
});
