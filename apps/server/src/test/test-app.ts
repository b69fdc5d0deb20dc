// Test helpers: a fresh real database per test file (SQLite copied from the migrated template, or
// a fresh PostgreSQL schema when DATABASE_URL_TEST is set) and the real app on top of it.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type Config, type Env } from '../config.js';
import { createDatabase, migrateToLatest, type Db } from '../db/database.js';

export const usingPostgres = () => Boolean(process.env.DATABASE_URL_TEST);

export interface TestDatabase {
  db: Db;
  database: Config['database'];
  dataDir: string;
  drop: () => Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'satark-test-'));
  const url = process.env.DATABASE_URL_TEST;
  if (url) {
    const schema = `test_${Math.random().toString(36).slice(2, 12)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const database: Config['database'] = { kind: 'postgres', url, schema };
    const db = createDatabase(database);
    await migrateToLatest(db, schema);
    return {
      db,
      database,
      dataDir,
      drop: async () => {
        await db.destroy();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const file = path.join(dataDir, 'test.db');
  copyFileSync(inject('sqliteTemplate'), file);
  const database: Config['database'] = { kind: 'sqlite', file };
  const db = createDatabase(database);
  return {
    db,
    database,
    dataDir,
    drop: async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** `app.inject` with the `App-Check: web` header and an optional bearer token. */
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** The real app on a fresh database. `env` overrides the test configuration. */
export async function createTestApp(env: Env = {}, options: BuildOptions = {}): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: testDb.dataDir, APP_ENV: 'local', LOG_LEVEL: 'silent', ...env });
  config.database = testDb.database;
  const app = await buildApp(config, { db: testDb.db, ...options });
  await app.ready();
  return {
    app,
    db: testDb.db,
    config,
    request: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { 'app-check': 'web', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      }),
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

export { migrateToLatest };
