// `npm run admin -- backup <file>`: an online, consistent copy of the SQLite database while the
// server keeps serving writes. better-sqlite3's backup() uses SQLite's backup API from its own
// connection, a batch of pages per event-loop turn; when a write lands mid-copy SQLite restarts
// the copy, so the result is always one committed state. It is written beside the target and
// renamed into place once its integrity check passes, so a failed backup never looks finished.
import { existsSync, renameSync, rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';

export interface BackupResult {
  pages: number;
  integrity: string;
}

export async function backupSqlite(sourceFile: string, target: string): Promise<BackupResult> {
  const partial = `${target}.partial`;
  const source = new SQLite(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    const { totalPages } = await source.backup(partial, { progress: () => 1000 });
    const copy = new SQLite(partial, { readonly: true });
    let integrity: string;
    try {
      integrity = String(copy.pragma('integrity_check', { simple: true }));
    } finally {
      copy.close();
    }
    if (integrity !== 'ok') throw new Error(`the copy failed its integrity check: ${integrity}`);
    renameSync(partial, target);
    return { pages: totalPages, integrity };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

export const targetExists = (target: string) => existsSync(target);
