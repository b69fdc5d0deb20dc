// Runs once per test run: migrates a template SQLite database that every test file copies, so no
// file pays for migrations and none sees another's rows.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateToLatest } from '../db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'satark-template-'));
  const file = path.join(dir, 'template.db');
  const db = createDatabase({ kind: 'sqlite', file });
  await migrateToLatest(db);
  await db.destroy();
  project.provide('sqliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
