// `npm run admin -- api-key create|list|revoke` (API.md "Open data, partner keys"): the operator
// gives a partner a key (printed once, stored only as its SHA-256), sees each key's use, and
// revokes a key by its name.
import {
  createApiKey,
  DEFAULT_KEY_PER_MINUTE,
  DuplicateKeyName,
  listApiKeys,
  MAX_KEY_PER_MINUTE,
  revokeApiKey,
} from '../http/partner-keys.js';
import type { Command } from './cli.js';

type ErrorClass = new (message: string) => Error;

/** A partner's name: letters, digits and `.-_`, up to 64 (it is typed again to revoke). */
const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')}` : '-');

export function apiKeyCommand(UsageError: ErrorClass, CommandError: ErrorClass): Command {
  const nameOf = (positionals: string[], action: string) => {
    if (positionals.length !== 2) throw new UsageError(`api-key ${action} takes exactly one name.`);
    const name = positionals[1]!;
    if (!NAME_PATTERN.test(name)) {
      throw new UsageError('The name may have letters, digits, ".", "-" and "_" (at most 64), for example acme-bank.');
    }
    return name;
  };
  return {
    usage: 'api-key create <name> [--per-minute N] | list | revoke <name>',
    summary: `Give a partner an API key (default ${DEFAULT_KEY_PER_MINUTE} checks a minute), list keys, revoke one.`,
    options: { 'per-minute': { type: 'string' } },
    async run({ db, positionals, values, print }) {
      const action = positionals[0];
      const perMinuteText = values['per-minute'];
      if (perMinuteText !== undefined && action !== 'create') {
        throw new UsageError('--per-minute goes with api-key create only.');
      }
      if (action === 'create') {
        const name = nameOf(positionals, 'create');
        const text = typeof perMinuteText === 'string' ? perMinuteText : String(DEFAULT_KEY_PER_MINUTE);
        const perMinute = Number(text);
        if (!/^\d+$/.test(text) || perMinute < 1 || perMinute > MAX_KEY_PER_MINUTE) {
          throw new UsageError(`--per-minute must be a whole number from 1 to ${MAX_KEY_PER_MINUTE}.`);
        }
        let key: string;
        try {
          key = await createApiKey(db, name, perMinute);
        } catch (error) {
          if (error instanceof DuplicateKeyName) {
            throw new CommandError(`A live key named "${name}" exists; revoke it first or choose another name.`);
          }
          throw error;
        }
        print(`Created the key "${name}" (${perMinute} checks a minute). Give it to the partner now;`);
        print('it is stored only as a hash and cannot be shown again:');
        print('');
        print(`  ${key}`);
        print('');
        print('The partner sends it in the X-Api-Key header.');
        return;
      }
      if (action === 'list') {
        if (positionals.length !== 1) throw new UsageError('api-key list takes no arguments.');
        const keys = await listApiKeys(db);
        if (keys.length === 0) {
          print('No API keys.');
          return;
        }
        print(
          `${'name'.padEnd(24)}${'key'.padEnd(12)}${'per minute'.padEnd(12)}${'uses'.padEnd(12)}` +
            `${'last used (UTC)'.padEnd(19)}${'created (UTC)'.padEnd(19)}revoked (UTC)`,
        );
        for (const key of keys) {
          print(
            `${key.name.padEnd(24)}${`${key.keyPrefix}…`.padEnd(12)}${String(key.perMinute).padEnd(12)}` +
              `${String(key.useCount).padEnd(12)}${when(key.lastUsedAt).padEnd(19)}${when(key.createdAt).padEnd(19)}` +
              when(key.revokedAt),
          );
        }
        print('Uses are written every few seconds by each server process.');
        return;
      }
      if (action === 'revoke') {
        const name = nameOf(positionals, 'revoke');
        if (!(await revokeApiKey(db, name))) throw new CommandError(`No live key is named "${name}".`);
        print(`Revoked the key "${name}"; requests with it now get 401.`);
        return;
      }
      throw new UsageError('Use api-key create, api-key list or api-key revoke.');
    },
  };
}
