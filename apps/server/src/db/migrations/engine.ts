// Which engine a migration runs on: the few that differ (triggers, PostgreSQL-only objects) ask.
import { PostgresAdapter, type Kysely } from 'kysely';

export const isPostgres = <T>(db: Kysely<T>) => db.getExecutor().adapter instanceof PostgresAdapter;
