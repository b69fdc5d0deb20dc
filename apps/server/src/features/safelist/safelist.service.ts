// The safelist a check consults: one in-memory index per database, rebuilt only when the version
// row moves (an operator's change, or another process's), so a check never scans the table.
import type { Db } from '../../db/database.js';
import { SafelistIndex } from './safelist-index.js';
import { listSafelist, safelistVersion } from './safelist.repository.js';

const loaded = new WeakMap<Db, { version: string; index: Promise<SafelistIndex> }>();

export async function currentSafelist(db: Db): Promise<SafelistIndex> {
  const version = await safelistVersion(db);
  const hit = loaded.get(db);
  if (hit && hit.version === version) return hit.index;
  const index = listSafelist(db).then((entries) => new SafelistIndex(entries));
  loaded.set(db, { version, index });
  index.catch(() => {
    if (loaded.get(db)?.index === index) loaded.delete(db);
  });
  return index;
}
