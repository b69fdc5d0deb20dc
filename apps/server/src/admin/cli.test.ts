import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { newId, nowIso } from '../lib/ids.js';
import { run } from './cli.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

/** Runs the CLI on the test database and collects what it printed. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { db: database.db, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function addUser(phoneNo: string): Promise<string> {
  const id = newId();
  const now = nowIso();
  await database.db
    .insertInto('users')
    .values({
      id,
      name: 'Meera',
      country_code: '+91',
      phone_no: phoneNo,
      password_hash: null,
      google_sub: null,
      is_verified: 1,
      status: 'ACTIVE',
      deletion_scheduled_at: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

const userRow = (id: string) =>
  database.db.selectFrom('users').select(['rank', 'rank_score']).where('id', '=', id).executeTakeFirstOrThrow();

describe('admin promote', () => {
  it('makes a validator by default: rank 11, rankScore 200', async () => {
    const id = await addUser('9812345601');
    const result = await cli('promote', '+91 98123 45601');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('rank 11');
    expect(await userRow(id)).toEqual({ rank: 11, rank_score: 200 });
    const audit = await database.db.selectFrom('audit_log').selectAll().where('entity_id', '=', id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'promote', entity_type: 'user' });
  });

  it('sets the rank given with --rank, keeping rank = 1 + floor(rankScore / 20)', async () => {
    const id = await addUser('9812345602');
    expect((await cli('promote', '9812345602', '--rank', '3')).code).toBe(0);
    expect(await userRow(id)).toEqual({ rank: 3, rank_score: 40 });
    expect((await cli('promote', '09812345602', '--rank=1')).code).toBe(0);
    expect(await userRow(id)).toEqual({ rank: 1, rank_score: 0 });
  });

  it('exits 1 when no account has the phone', async () => {
    const result = await cli('promote', '9812345699');
    expect(result.code).toBe(1);
    expect(result.err).toContain('No account has the phone number +91 98123 45699');
  });

  it.each([
    [['promote'], 'exactly one phone number'],
    [['promote', '12'], 'not a valid Indian phone number'],
    [['promote', '9812345602', '--rank', '0'], '--rank must be a whole number from 1 to 100'],
    [['promote', '9812345602', '--rank', '101'], '--rank must be a whole number'],
    [['promote', '9812345602', '--rank', '2.5'], '--rank must be a whole number'],
    [['promote', '9812345602', '--rank'], "Option '--rank <value>' argument missing"],
    [['promote', '9812345602', '--bogus'], "Unknown option '--bogus'"],
  ])('exits 2 with usage for %j', async (argv, message) => {
    const result = await cli(...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('Usage: npm run admin -- promote <phone> [--rank N]');
  });
});

describe('admin set-message', () => {
  const setting = async (key: string) =>
    (await database.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;

  it('sets and then replaces a message', async () => {
    expect((await cli('set-message', 'header', 'Stay safe online')).code).toBe(0);
    expect(await setting('msgHeader')).toBe('Stay safe online');
    // Unquoted words are joined with spaces.
    expect((await cli('set-message', 'header', 'Report', 'every', 'scam')).code).toBe(0);
    expect(await setting('msgHeader')).toBe('Report every scam');
    expect((await cli('set-message', 'footer', 'One')).code).toBe(0);
    expect((await cli('set-message', 'footer2', 'Two')).code).toBe(0);
    expect([await setting('msgFooter'), await setting('msgFooter2')]).toEqual(['One', 'Two']);
  });

  it.each([
    [['set-message'], 'header, footer or footer2'],
    [['set-message', 'title', 'x'], 'header, footer or footer2'],
    [['set-message', 'header'], 'Give the message text'],
    [['set-message', 'header', '   '], 'Give the message text'],
    [['set-message', 'header', 'x'.repeat(201)], 'at most 200 characters'],
  ])('exits 2 for %j', async (argv, message) => {
    const result = await cli(...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
  });
});

describe('the command table', () => {
  it('prints the usage of every command for help, and exits 2 for an unknown or missing command', async () => {
    const help = await cli('help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('promote <phone> [--rank N]');
    expect(help.out).toContain('set-message <header|footer|footer2> <text>');

    const unknown = await cli('launch-rockets');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "launch-rockets"');
    expect((await cli()).code).toBe(2);
  });

  it('opens the database that the environment names when none is given', async () => {
    if (database.database.kind !== 'sqlite') return; // the PostgreSQL test schema is not expressible as a URL
    const out: string[] = [];
    const code = await run(['set-message', 'footer', 'From env'], {
      env: { DATA_DIR: database.dataDir, DATABASE_URL: `sqlite:${database.database.file}` },
      out: (line) => out.push(line),
      err: () => {},
    });
    expect(code).toBe(0);
    const row = await database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'msgFooter')
      .executeTakeFirst();
    expect(row?.value).toBe('From env');
  });

  it('exits 1 with the variable named when the configuration is invalid', async () => {
    const err: string[] = [];
    const code = await run(['set-message', 'footer', 'x'], {
      env: { APP_ENV: 'staging' },
      err: (line) => err.push(line),
    });
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('APP_ENV');
  });
});

describe('admin api-key', () => {
  const keyIn = (text: string) => /\bsk_[A-Za-z0-9_-]{43}\b/.exec(text)?.[0];
  const keyRow = (name: string) =>
    database.db.selectFrom('api_keys').selectAll().where('name', '=', name).orderBy('created_at').execute();

  it('create prints a key once and stores only its SHA-256, with the limit given (default 600)', async () => {
    const created = await cli('api-key', 'create', 'acme-bank', '--per-minute', '1200');
    expect(created).toMatchObject({ code: 0, err: '' });
    const key = keyIn(created.out)!;
    expect(key).toMatch(/^sk_/);
    const [row] = await keyRow('acme-bank');
    expect(row).toMatchObject({ per_minute: 1200, use_count: 0, last_used_at: null, revoked_at: null });
    expect(row!.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(7));

    const other = await cli('api-key', 'create', 'telco.one');
    expect(other.code).toBe(0);
    expect(keyIn(other.out)).not.toBe(key);
    expect((await keyRow('telco.one'))[0]!.per_minute).toBe(600);
  });

  it('list shows each key: name, prefix, limit, uses, last use, creation and revocation', async () => {
    const created = await cli('api-key', 'create', 'lister', '--per-minute=30');
    const key = keyIn(created.out)!;
    await database.db
      .updateTable('api_keys')
      .set({ use_count: 1234, last_used_at: '2026-11-22T10:15:00.000Z' })
      .where('name', '=', 'lister')
      .execute();
    const listed = await cli('api-key', 'list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      /^name\s+key\s+per minute\s+uses\s+last used \(UTC\)\s+created \(UTC\)\s+revoked \(UTC\)/,
    );
    const line = listed.out.split('\n').find((row) => row.startsWith('lister '))!;
    expect(line).toMatch(
      new RegExp(
        `^lister\\s+${key.slice(0, 7)}…\\s+30\\s+1234\\s+2026-11-22 10:15\\s+\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\s+-$`,
      ),
    );
    expect(listed.out).not.toContain(key);
  });

  it('revoke marks the live key revoked; the name can then get a new key; a live name cannot be reused', async () => {
    expect((await cli('api-key', 'create', 'revokee')).code).toBe(0);
    const duplicate = await cli('api-key', 'create', 'revokee');
    expect(duplicate.code).toBe(1);
    expect(duplicate.err).toContain('A live key named "revokee" exists');

    const revoked = await cli('api-key', 'revoke', 'revokee');
    expect(revoked).toMatchObject({ code: 0, err: '' });
    expect((await keyRow('revokee'))[0]!.revoked_at).toEqual(expect.any(String));
    const again = await cli('api-key', 'revoke', 'revokee');
    expect(again.code).toBe(1);
    expect(again.err).toContain('No live key is named "revokee"');

    expect((await cli('api-key', 'create', 'revokee')).code).toBe(0);
    const rows = await keyRow('revokee');
    expect(rows.map((row) => row.revoked_at === null)).toEqual([false, true]);
    const line = (await cli('api-key', 'list')).out.split('\n').filter((row) => row.startsWith('revokee '));
    expect(line).toHaveLength(2);
    expect(line[0]).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(line[1]).toMatch(/-$/);
  });

  it.each([
    [['api-key'], 'Use api-key create, api-key list or api-key revoke'],
    [['api-key', 'create'], 'api-key create takes exactly one name'],
    [['api-key', 'create', 'two words', 'x'], 'exactly one name'],
    [['api-key', 'create', 'bad name!'], 'The name may have letters, digits'],
    [['api-key', 'create', 'x', '--per-minute', '0'], '--per-minute must be a whole number from 1 to 100000'],
    [['api-key', 'create', 'x', '--per-minute', '1.5'], '--per-minute must be a whole number'],
    [['api-key', 'create', 'x', '--per-minute', '100001'], '--per-minute must be a whole number'],
    [['api-key', 'list', 'extra'], 'api-key list takes no arguments'],
    [['api-key', 'list', '--per-minute', '5'], '--per-minute goes with api-key create only'],
    [['api-key', 'revoke'], 'api-key revoke takes exactly one name'],
    [['api-key', 'rotate', 'x'], 'Use api-key create'],
  ])('exits 2 with usage for %j', async (argv, message) => {
    const result = await cli(...argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain(
      'Usage: npm run admin -- api-key create <name> [--per-minute N] | list | revoke <name>',
    );
  });

  it('works on the SQLite file that the environment names, as the operator runs it', async () => {
    if (database.database.kind !== 'sqlite') return;
    const env = { DATA_DIR: database.dataDir, DATABASE_URL: `sqlite:${database.database.file}` };
    const out: string[] = [];
    const io = { env, out: (line: string) => out.push(line), err: () => {} };
    expect(await run(['api-key', 'create', 'from-env', '--per-minute', '7'], io)).toBe(0);
    expect(await run(['api-key', 'list'], io)).toBe(0);
    expect(out.join('\n')).toMatch(/from-env\s+sk_\S+…\s+7\s+0\s+-/);
    expect(await run(['api-key', 'revoke', 'from-env'], io)).toBe(0);
    expect((await keyRow('from-env'))[0]!.revoked_at).toEqual(expect.any(String));
  });
});
