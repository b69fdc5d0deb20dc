// The benchmark uses a PostgreSQL database `bench:data` filled, generates into an empty one, and
// refuses one whose load stopped half-way (PostgreSQL is loaded in place, without a transaction).
// Against a real server: a throw-away database on DATABASE_URL_TEST's server, else the local one
// (`npm test` empties DATABASE_URL_TEST for its SQLite pass); skipped when no server answers.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_LOADED_MARK, postgresLoadState } from './generate.js';

const server = new URL(process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `satark_bench_state_${process.pid}`;
const admin = new URL(server);
admin.pathname = '/postgres';
const url = new URL(server);
url.pathname = `/${name}`;

async function onAdmin(text: string) {
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function postgresAnswers(): Promise<boolean> {
  try {
    await onAdmin('select 1');
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!(await postgresAnswers()))('what a PostgreSQL benchmark database holds', () => {
  beforeAll(() => onAdmin(`create database ${name}`));
  afterAll(() => onAdmin(`drop database if exists ${name} with (force)`));

  it('empty without the database, without the table, and without rows; partial until the mark; then complete', async () => {
    const missing = new URL(server);
    missing.pathname = `/${name}_missing`;
    expect(await postgresLoadState(missing.href)).toBe('empty');
    expect(await postgresLoadState(url.href)).toBe('empty');

    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      await client.query('create table scam_entities (id text primary key)');
      expect(await postgresLoadState(url.href)).toBe('empty');
      await client.query(`insert into scam_entities values ('a')`);
      expect(await postgresLoadState(url.href)).toBe('partial');
      await client.query(`comment on table scam_entities is 'something else'`);
      expect(await postgresLoadState(url.href)).toBe('partial');
      await client.query(`comment on table scam_entities is '${POSTGRES_LOADED_MARK} 1000'`);
      expect(await postgresLoadState(url.href)).toBe('complete');
    } finally {
      await client.end();
    }
  });
});
