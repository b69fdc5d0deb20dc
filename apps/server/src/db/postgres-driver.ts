// The PostgreSQL driver, loaded when a PostgreSQL database is opened: on SQLite, `pg` was ~50–100 ms
// of every start for nothing. It is CommonJS, so it loads synchronously where it is first needed.
import { createRequire } from 'node:module';
import type pg from 'pg';

let driver: typeof pg | undefined;

export function postgresDriver(): typeof pg {
  if (!driver) {
    driver = createRequire(import.meta.url)('pg') as typeof pg;
    // COUNT(*) and SUM come back from pg as strings (int8); read them as numbers.
    driver.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  }
  return driver;
}
