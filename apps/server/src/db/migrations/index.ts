// The ordered list of migrations. Add a new file and a line here; never edit a landed migration.
import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.js';

export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
};
