// Starts the server: config, migrations, seed, listen, and a graceful close on SIGINT/SIGTERM.
// WEB_CONCURRENCY=n (default 1) runs n processes on the same port (node:cluster): the primary
// migrates and seeds once, then forks; with SQLite they share the database file in WAL mode.
import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase, migrateToLatest, refreshPlannerStatistics } from './db/database.js';
import { seedDatabase } from './seed.js';
import { limitHeapGrowth } from './heap-growth.js';
import { uploadsSettled } from './features/scam-reports/proof-upload.js';
import { webConcurrency } from './process-count.js';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The primary of several processes: prepares the database once, then keeps `count` workers up. */
async function primary(count: number) {
  const config = readConfig();
  if (!config.redisUrl) {
    // docs/decisions/abuse-limits.md: without Redis each process counts the per-address and
    // per-account limits alone, so n processes let n times as much through.
    console.warn(
      `WEB_CONCURRENCY=${count} without REDIS_URL: each process keeps its own abuse-limit counters (checks per address, reports and proof bytes per account), so ${count} processes allow ${count}× those limits. Set REDIS_URL to share them.`,
    );
  }
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  await seedDatabase(db);
  await db.destroy();
  // One worker runs the background jobs (deletion sweep, statistics); a replacement inherits them.
  const fork = (jobs: boolean) => {
    const worker = cluster.fork({ SATARK_PREPARED: '1', SATARK_JOBS: jobs ? '1' : '0' });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
      fork(jobs);
    });
  };
  let stopping = false;
  for (let i = 0; i < count; i += 1) fork(i === 0);
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main() {
  const config = readConfig();
  limitHeapGrowth(config.heapGrowingPercent);
  const prepared = process.env.SATARK_PREPARED === '1';
  const jobs = process.env.SATARK_JOBS !== '0';
  const db = createDatabase(config.database);
  if (!prepared) {
    await migrateToLatest(db);
    await seedDatabase(db);
  }
  const app = await buildApp(config, { db, startJobs: jobs });
  app.addHook('onClose', async () => db.destroy());

  // Graceful stop: no new connections, requests in flight finish, then the database closes. An
  // upload still running after 8 s is cut (its staged file is removed by the upload reader); past
  // 10 s the process exits anyway.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => app.server.closeAllConnections(), 8_000).unref();
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await uploadsSettled();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Satark is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
  // Work that grows with the data happens after listen, off the request thread.
  if (jobs) refreshPlannerStatistics(db).catch((err: unknown) => app.log.warn({ err }, 'optimize failed'));
}

function processCount() {
  try {
    return webConcurrency(process.env.WEB_CONCURRENCY);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

const processes = processCount();
const run = cluster.isPrimary && processes > 1 ? primary(processes) : main();
void run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
