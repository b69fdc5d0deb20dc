// What an empty database needs to be useful: the default messages, the learn articles and the safelist. Safe to
// run on every start: it fills what is missing and refreshes the articles' content from their files.
import { DEFAULT_MESSAGES } from '@satark/shared/constants';
import { seedArticles } from './features/articles/articles.service.js';
import { seedSafelist } from './features/safelist/safelist.repository.js';
import { nowIso } from './lib/ids.js';
import type { Db } from './db/database.js';

export async function seedDatabase(db: Db): Promise<void> {
  const now = nowIso();
  for (const [key, value] of Object.entries(DEFAULT_MESSAGES)) {
    await db
      .insertInto('settings')
      .values({ key, value, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
  await seedArticles(db);
  await seedSafelist(db);
}
