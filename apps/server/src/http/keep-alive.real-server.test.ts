// Idle keep-alive connections, through a real listening server. A client that keeps idle
// connections without a timeout of its own (nginx's upstream pool, a load balancer, Playwright,
// Python's requests) reuses one whenever it likes; if the server closes it at that moment, the
// request dies with ECONNRESET. With a 5 s keep-alive this hit a journey and the soak run. The
// server now holds idle connections longer than such proxies (60 s) and still closes them.
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_KEEP_ALIVE_SECONDS } from '../config.js';
import { listen } from '../test/real-server.js';
import { createTestApp, usingPostgres, type TestApp } from '../test/test-app.js';

interface Answer {
  status?: number;
  keepAlive?: string;
  reusedSocket: boolean;
  error?: string;
}

/**
 * A client in its own process, so that it can block its own event loop without stopping the
 * server's timers: one request, then for each pause: wait `idleMs`, keep the loop busy `busyMs`
 * (a server's close arriving then is not seen before the next request is written, as on a loaded
 * proxy), send the next request on the same pooled connection.
 */
function keepAliveClient(port: number, pauses: { idleMs: number; busyMs: number }[]): Promise<Answer[]> {
  const script = `
    import http from 'node:http';
    const [port, pauses] = [Number(process.argv[1]), JSON.parse(process.argv[2])];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () => new Promise((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, keepAlive: res.headers['keep-alive'], reusedSocket: req.reusedSocket }));
      });
      req.on('error', (error) => resolve({ error: error.code + ' ' + error.message, reusedSocket: req.reusedSocket }));
      req.end();
    });
    const answers = [await get()];
    for (const { idleMs, busyMs } of pauses) {
      await new Promise((resolve) => setTimeout(resolve, idleMs));
      for (const until = Date.now() + busyMs; Date.now() < until;);
      answers.push(await get());
    }
    agent.destroy();
    console.log(JSON.stringify(answers));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, String(port), JSON.stringify(pauses)]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out) as Answer[]);
      } catch {
        reject(new Error(`the client printed: ${out}`));
      }
    });
  });
}

// The database plays no part: the SQLite pass alone.
describe.runIf(!usingPostgres())('idle keep-alive connections', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((t) => t.close())));
  const serve = async (env: Record<string, string> = {}) => {
    const t = await createTestApp(env);
    apps.push(t);
    return listen(t.app);
  };

  it('are held past a proxy’s 60 s and through the moment the old 5 s closed them; a set KEEP_ALIVE_SECONDS closes them', async () => {
    const [held, closed] = await Promise.all([
      serve().then((port) =>
        keepAliveClient(port, [
          // Node closed the old 5 s connections about 6 s after the answer (tried: ECONNRESET).
          { idleMs: 5000, busyMs: 1500 },
          // Past the 10 s headers timeout and the 30 s idle timeout of a connection that has never
          // asked anything, and past the 60 s nginx and AWS load balancers hold theirs.
          { idleMs: 61_000, busyMs: 0 },
        ]),
      ),
      serve({ KEEP_ALIVE_SECONDS: '2' }).then((port) => keepAliveClient(port, [{ idleMs: 6000, busyMs: 0 }])),
    ]);

    expect(DEFAULT_KEEP_ALIVE_SECONDS).toBeGreaterThan(60);
    expect(held).toEqual([
      { status: 200, keepAlive: `timeout=${DEFAULT_KEEP_ALIVE_SECONDS}`, reusedSocket: false },
      { status: 200, keepAlive: `timeout=${DEFAULT_KEEP_ALIVE_SECONDS}`, reusedSocket: true },
      { status: 200, keepAlive: `timeout=${DEFAULT_KEEP_ALIVE_SECONDS}`, reusedSocket: true },
    ]);
    // Idle connections are still closed: 2 s after the answer (and Node's own 1 s past what it
    // announces) the server hung up, so the client opened a new one.
    expect(closed).toEqual([
      { status: 200, keepAlive: 'timeout=2', reusedSocket: false },
      { status: 200, keepAlive: 'timeout=2', reusedSocket: false },
    ]);
  }, 90_000);
});
