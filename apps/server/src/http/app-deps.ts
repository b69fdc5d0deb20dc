// What every server feature is given when app.ts registers it (as Fastify plugin options). Kept
// in its own module so features depend on this type, never on app.ts, which imports them all.
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { SmsProvider } from '../sms/sms-provider.js';
import type { ProofStorage } from '../storage/proof-storage.js';

export interface AppDeps {
  config: Config;
  db: Db;
  sms: SmsProvider;
  storage: ProofStorage;
}
