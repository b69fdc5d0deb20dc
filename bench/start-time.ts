// `npm run bench:start -- [--engine postgres] [--entities 1000000] [--runs 5] [--compare]`: the
// time from spawning the production server to its first healthy `/healthz`, on data that
// `npm run bench:data` made (the same folders and databases `npm run bench` uses). With --compare,
// the bundle (dist/bundle/main.mjs) and the compiled files it is made from (dist/main.js) take
// turns, so a machine's drift falls on both (docs/decisions/server-bundle.md). Then, idle, the
// event loop's CPU over the AFTER_HEALTHY_MS after healthy: start work that goes on in the
// background (the SQLite entity key filter's build) and would slow the first requests.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer, root, SERVER_NODE_FLAGS, serverMain } from '../scripts/lib.mjs';
import { benchData, benchServerEnv, eventLoopCpuSeconds, untilHealthy } from './measure.js';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    entities: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4390' },
    compare: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite';
const entities = Number(values.entities);
const port = Number(values.port);
const { dataDir, databaseUrl } = benchData(engine, entities, values['data-dir'], values['database-url']);
if (engine === 'sqlite' && !existsSync(path.join(dataDir, 'satark.db'))) {
  console.error(
    `${dataDir}/satark.db is missing: run npm run bench:data -- --entities ${entities} --data-dir ${dataDir}`,
  );
  process.exit(1);
}

const AFTER_HEALTHY_MS = 3_000;

/**
 * Milliseconds from spawn to the first 200 from /healthz, and the event loop's CPU milliseconds in
 * the AFTER_HEALTHY_MS after it; then a SIGTERM and the exit awaited.
 */
async function timeStart(main: string): Promise<{ toHealthy: number; busyAfter: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchServerEnv({ dataDir, databaseUrl }, port),
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await untilHealthy(child, `http://127.0.0.1:${port}`);
  const elapsed = performance.now() - started;
  const cpuAtHealthy = eventLoopCpuSeconds(child.pid!);
  await new Promise((resolve) => setTimeout(resolve, AFTER_HEALTHY_MS));
  const busyAfter = (eventLoopCpuSeconds(child.pid!) - cpuAtHealthy) * 1000;
  child.kill('SIGTERM');
  await exited;
  return { toHealthy: elapsed, busyAfter };
}

buildServer();
const mains = values.compare ? [path.join(root, 'apps/server/dist/main.js'), serverMain] : [serverMain];
const times = new Map<string, { toHealthy: number; busyAfter: number }[]>(mains.map((main) => [main, []]));
// One start before the measured ones: the first reads the files and the database from disk.
await timeStart(serverMain);
for (let run = 0; run < Number(values.runs); run++) {
  for (const main of mains) times.get(main)!.push(await timeStart(main));
}
console.log(`${engine}, ${entities.toLocaleString('en-IN')} entities, start to healthy:`);
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [main, starts] of times) {
  const toHealthy = starts.map((start) => start.toHealthy).sort((a, b) => a - b);
  const busyAfter = starts.map((start) => start.busyAfter).sort((a, b) => a - b);
  console.log(
    `  ${path.relative(root, main)}: median ${(medianOf(toHealthy) / 1000).toFixed(2)} s, ${toHealthy.map((ms) => (ms / 1000).toFixed(2)).join(' / ')}`,
  );
  console.log(
    `    event loop busy in the ${AFTER_HEALTHY_MS / 1000} s after healthy: median ${medianOf(busyAfter).toFixed(0)} ms, ${busyAfter.map((ms) => ms.toFixed(0)).join(' / ')}`,
  );
}
