// The safelist table: the data file copied in by the seed, changed by the operator's CLI. Every
// change moves `safelist_version` in settings, which is all a check reads to know its copy is current.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledQuery } from 'kysely';
import type { ReportType } from '@satark/shared/constants';
import type { Db } from '../../db/database.js';
import { newId, nowIso } from '../../lib/ids.js';
import { isReportType, isSourceUrl, safelistValue, type SafelistEntry } from './safelist-entry.js';

export const SAFELIST_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../content/safelist.json',
);
const VERSION_KEY = 'safelist_version';

interface FileEntry {
  type: string;
  value: string;
  name: string;
  category?: string;
  source?: string;
  keywords?: string[];
}

/** The data file's entries, normalized; a wrong entry (no source, unreadable value) stops the seed. */
export function loadSafelistFile(file = SAFELIST_FILE): SafelistEntry[] {
  const { entries } = JSON.parse(readFileSync(file, 'utf8')) as { entries: FileEntry[] };
  return entries.map((entry, i) => {
    const where = `content/safelist.json entry ${i + 1} (${entry.value})`;
    if (!isReportType(entry.type)) throw new Error(`${where}: unknown type ${entry.type}`);
    if (!entry.source || !isSourceUrl(entry.source)) throw new Error(`${where}: needs a source URL`);
    const value = safelistValue(entry.type, entry.value);
    if (!value) throw new Error(`${where}: not a valid ${entry.type}`);
    return {
      type: entry.type,
      value,
      name: entry.name,
      category: entry.category ?? 'official',
      source: entry.source,
      keywords: entry.keywords ?? [],
    };
  });
}

/**
 * How long a process trusts the version it last read. A change made through the same Db is known
 * at once (bumpVersion); one made elsewhere (the operator's CLI, another server process) is seen
 * within this. Every check reads the version, so this saves a query per check.
 */
export const SAFELIST_VERSION_RECHECK_MS = 1_000;
const knownVersions = new WeakMap<Db, { value: string; readAt: number }>();

async function bumpVersion(db: Db) {
  const now = nowIso();
  const value = `${now}/${newId()}`;
  await db
    .insertInto('settings')
    .values({ key: VERSION_KEY, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
  knownVersions.set(db, { value, readAt: Date.now() });
}

// Compiled once per database instead of built and compiled on each read.
const versionQueries = new WeakMap<Db, CompiledQuery<{ value: string }>>();

/**
 * Changes whenever any entry is added, changed or removed: one primary-key read, at most once per
 * SAFELIST_VERSION_RECHECK_MS per Db.
 */
export async function safelistVersion(db: Db): Promise<string> {
  const known = knownVersions.get(db);
  if (known && Date.now() - known.readAt < SAFELIST_VERSION_RECHECK_MS) return known.value;
  let query = versionQueries.get(db);
  if (!query) {
    query = db.selectFrom('settings').select('value').where('key', '=', VERSION_KEY).compile();
    versionQueries.set(db, query);
  }
  const readAt = Date.now();
  const { rows } = await db.executeQuery(query);
  const value = rows[0]?.value ?? '';
  knownVersions.set(db, { value, readAt });
  return value;
}

export async function listSafelist(db: Db): Promise<SafelistEntry[]> {
  const rows = await db
    .selectFrom('safelist')
    .selectAll()
    .where('removed_at', 'is', null)
    .orderBy('type')
    .orderBy('value')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    value: row.value,
    name: row.name,
    category: row.category,
    source: row.source,
    keywords: row.keywords ? row.keywords.split(' ') : [],
  }));
}

/** Adds the file's entries that the table lacks; an entry the operator removed stays removed. */
export async function seedSafelist(db: Db, entries: SafelistEntry[] = loadSafelistFile()): Promise<number> {
  const now = nowIso();
  let added = 0;
  for (const entry of entries) {
    const result = await db
      .insertInto('safelist')
      .values({ ...entry, keywords: entry.keywords.join(' ') || null, removed_at: null, updated_at: now })
      .onConflict((oc) => oc.columns(['type', 'value']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  if (added > 0 || (await safelistVersion(db)) === '') await bumpVersion(db);
  return added;
}

/** Adds or replaces one entry (the operator's `safelist add`). */
export async function upsertSafelistEntry(db: Db, entry: SafelistEntry): Promise<void> {
  const now = nowIso();
  const row = { ...entry, keywords: entry.keywords.join(' ') || null, removed_at: null, updated_at: now };
  await db
    .insertInto('safelist')
    .values(row)
    .onConflict((oc) => oc.columns(['type', 'value']).doUpdateSet(row))
    .execute();
  await bumpVersion(db);
}

/** Marks an entry removed; false when there is no such entry. */
export async function removeSafelistEntry(db: Db, type: ReportType, value: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('safelist')
    .set({ removed_at: now, updated_at: now })
    .where('type', '=', type)
    .where('value', '=', value)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await bumpVersion(db);
  return true;
}
