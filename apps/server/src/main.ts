// Starts the server: config, migrations, seed, listen, and a graceful close on SIGINT/SIGTERM.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase, migrateToLatest, refreshPlannerStatistics } from './db/database.js';
import { seedDatabase } from './db/seed.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const db = createDatabase(config.database);
  await migrateToLatest(db);
  await seedDatabase(db);
  await refreshPlannerStatistics(db);
  const app = await buildApp(config, { db, startJobs: true });
  app.addHook('onClose', async () => db.destroy());

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Satark is running at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
