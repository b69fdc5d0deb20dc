// The operator's texts for the home page (its counts: stats.routes.ts).
import { DEFAULT_MESSAGES, type MessageKey } from '@satark/shared/constants';
import type { Db } from '../../db/database.js';

const MESSAGE_KEYS = Object.keys(DEFAULT_MESSAGES) as MessageKey[];

/** The operator's texts from settings; a missing row reads as its default. */
export async function readMessages(db: Db): Promise<Record<MessageKey, string>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', MESSAGE_KEYS).execute();
  const messages: Record<MessageKey, string> = { ...DEFAULT_MESSAGES };
  for (const row of rows) messages[row.key as MessageKey] = row.value;
  return messages;
}
