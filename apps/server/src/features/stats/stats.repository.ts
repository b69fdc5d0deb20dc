// The home page's numbers and texts: each count reads one index range.
import { DEFAULT_MESSAGES, type MessageKey } from '@satark/shared/constants';
import type { Db } from '../../db/database.js';
import type { SqliteReaderThread } from '../../db/sqlite-reader-thread.js';

const MESSAGE_KEYS = Object.keys(DEFAULT_MESSAGES) as MessageKey[];

export const countActiveEntitiesQuery = (db: Db) =>
  db
    .selectFrom('scam_entities')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'ACTIVE');

/** On SQLite through the reader thread when there is one: it reads a large index range. */
export async function countActiveEntities(db: Db, reader: SqliteReaderThread | null): Promise<number> {
  const query = countActiveEntitiesQuery(db);
  const row = reader ? (await reader.query(query.compile()))[0] : await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The operator's texts from settings; a missing row reads as its default. */
export async function readMessages(db: Db): Promise<Record<MessageKey, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', MESSAGE_KEYS).execute();
  const messages: Record<MessageKey, string> = { ...DEFAULT_MESSAGES };
  for (const row of rows) messages[row.key as MessageKey] = row.value;
  return messages;
}
