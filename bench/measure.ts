// How the benchmarks measure a server under load: one call's spec run by bench/load.ts in its own
// process, and what the server's processes used meanwhile (event-loop CPU, peak RSS), read from /proc.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv } from '../scripts/lib.mjs';
import type { GcCounts } from './gc-trace.js';
import type { LoadSpec } from './load-spec.js';

const here = import.meta.dirname;
const root = path.resolve(here, '..');

/** The server and its cluster workers, if any. */
function serverPids(pid: number): number[] {
  const pids = [pid];
  try {
    pids.push(
      ...execFileSync('pgrep', ['-P', String(pid)])
        .toString()
        .trim()
        .split('\n')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    // no children
  }
  return pids;
}

export function rssOf(pid: number): number {
  let total = 0;
  for (const p of serverPids(pid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      total += match ? Number(match[1]) * 1024 : 0;
    } catch {
      // gone
    }
  }
  return total;
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * CPU seconds the servers' main threads (their event loops) have used: what one request costs the
 * loop that limits req/s, steadier on a shared machine than req/s itself. A cluster's primary only
 * hands out connections, so with several processes this is mostly the workers' loops.
 */
export function eventLoopCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of serverPids(pid)) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${p}/task/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

export interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rssMb: number;
  /** Event-loop CPU µs a request (see eventLoopCpuSeconds). */
  cpuUs: number;
  /** Requests answered in the run. */
  requests: number;
  /** With `npm run bench -- --gc`: the event loop's garbage collections during the run, and the worker threads'. */
  gc?: GcCounts & { workers?: GcCounts };
  shareOfHealthz?: number;
  /** req/s of the call against `/healthz` run just before it (see NEARBY_BASELINE_SECONDS). */
  shareOfNearbyHealthz?: number;
}

export function runLoad(spec: LoadSpec, pid: number): Promise<Result & { name: string }> {
  return new Promise((resolve, reject) => {
    const specFile = path.join(os.tmpdir(), `satark-load-${process.pid}.json`);
    writeFileSync(specFile, JSON.stringify(spec));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'load.ts'), specFile], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let peak = 0;
    const cpuBefore = eventLoopCpuSeconds(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 250);
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', () => {
      clearInterval(sampler);
      const cpuSeconds = eventLoopCpuSeconds(pid) - cpuBefore;
      try {
        const r = JSON.parse(out) as {
          requests: number;
          total: number;
          p50: number;
          p99: number;
          non2xx: number;
          errors: number;
          statusCodes: Record<string, { count: number }>;
        };
        // What the errors were, so a run with errors explains itself (a 409 is not a 500).
        if (r.non2xx + r.errors > 0)
          console.log(`  status codes: ${JSON.stringify(r.statusCodes)}, timeouts and socket errors: ${r.errors}`);
        resolve({
          name: '',
          rps: r.requests,
          p50: r.p50,
          p99: r.p99,
          errors: r.non2xx + r.errors,
          rssMb: peak / 2 ** 20,
          cpuUs: r.total > 0 ? (cpuSeconds * 1e6) / r.total : 0,
          requests: r.total,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** Where `npm run bench:data` puts an engine's data by default (bench:start and bench share it). */
export function benchData(engine: 'sqlite' | 'postgres', entities: number, dataDir?: string, databaseUrl?: string) {
  return {
    dataDir: path.resolve(dataDir ?? path.join(os.tmpdir(), `satark-bench-${engine}-${entities}`)),
    databaseUrl:
      engine === 'postgres' ? (databaseUrl ?? `postgres://postgres@127.0.0.1:5432/satark_bench_${entities}`) : '',
  };
}

/** The environment the benchmarks start the production server with. */
export function benchServerEnv(data: { dataDir: string; databaseUrl: string }, port: number): NodeJS.ProcessEnv {
  return serverEnv({
    ...process.env,
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
}

/** Resolves once `base`/healthz answers 200; throws if the server exits first. */
export async function untilHealthy(child: { exitCode: number | null }, base: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before it became healthy');
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
