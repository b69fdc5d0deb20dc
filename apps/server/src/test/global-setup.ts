// Runs once per test run: migrates a template SQLite database that every test file copies, so no
// file pays for migrations and none sees another's rows; and compiles the shared package, whose
// JavaScript the pasted text reader's thread runs (a worker cannot load TypeScript).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateToLatest } from '../db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // Incremental: a second or two when nothing changed.
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-b', 'packages/shared'], {
    cwd: root,
    stdio: 'inherit',
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'satark-template-'));
  const file = path.join(dir, 'template.db');
  const db = createDatabase({ kind: 'sqlite', file });
  await migrateToLatest(db);
  await db.destroy();
  project.provide('sqliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
