// The real app on a real socket for the fuzz suite: a fresh database (SQLite, or PostgreSQL when
// DATABASE_URL_TEST is set), `buildApp` + `listen` on 127.0.0.1 with a free port, and a small
// world of accounts, entities, proofs and articles for the requests to hit.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Db } from '../db/database.js';
import { seedDatabase } from '../seed.js';
import { hashPassword } from '../features/auth/password.js';
import { issueAccessToken, revokeSession } from '../http/authentication.js';
import { newId, nowIso } from '../lib/ids.js';
import { createArticle, createReportedEntity, createUser } from '../test/factories.js';
import { createTestDatabase } from '../test/test-app.js';

export const WORLD_PASSWORD = 'Secret@123';

/** Everything a fuzz case may aim at: real ids, tokens and keys, next to the random ones. */
export interface World {
  user: { id: string; phoneNo: string; token: string };
  validator: { id: string; phoneNo: string; token: string };
  /** An unverified account with a password (login answers NOT_VERIFIED). */
  unverifiedPhoneNo: string;
  /** A token whose session was revoked (logout). */
  revokedToken: string;
  /** A token of a swept (DELETED) account. */
  deletedToken: string;
  /** Its session id and user id, for forging tokens that name a real session. */
  session: { id: string; userId: string };
  entityIds: { active: string; pending: string; rejected: string; sms: string };
  /** The active entity's entry, a `before` of its entries' pages. */
  entryIds: { active: string };
  /** `proofs/<uuid>.png` keys with a row and a stored file. */
  proofKeys: { active: string; pending: string };
  articleSlug: string;
}

export interface LiveServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  baseUrl: string;
  port: number;
  world: World;
  close: () => Promise<void>;
}

const TINY_PNG = () =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

async function storeProof(db: Db, config: Config, entryId: string): Promise<string> {
  const key = `proofs/${newId()}.png`;
  const dir = (config.storage as { dir: string }).dir;
  const file = path.join(dir, ...key.split('/'));
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = await TINY_PNG();
  writeFileSync(file, bytes);
  await db
    .insertInto('proof_files')
    .values({
      key,
      entry_id: entryId,
      content_type: 'image/png',
      size: bytes.length,
      download_name: 'proof.png',
      created_at: nowIso(),
    })
    .execute();
  return key;
}

async function createWorld(db: Db, config: Config): Promise<World> {
  await seedDatabase(db);
  const jwtSecret = config.jwtSecret;
  const passwordHash = await hashPassword(WORLD_PASSWORD);

  const user = await createUser(db, { password_hash: passwordHash, name: 'Asha Verma' });
  const validator = await createUser(db, { rank: 11, rank_score: 200, name: 'Vikram Rao' });
  const unverified = await createUser(db, { password_hash: passwordHash });
  await db.updateTable('users').set({ is_verified: 0 }).where('id', '=', unverified.id).execute();
  const deleted = await createUser(db, { status: 'DELETED' });

  const revokedToken = await issueAccessToken({ db, jwtSecret }, user.id);
  const revokedSession = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  await revokeSession(db, revokedSession.id);

  const userToken = await issueAccessToken({ db, jwtSecret }, user.id);
  const session = await db
    .selectFrom('sessions')
    .select(['id', 'user_id'])
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();

  const other = await createUser(db, { name: 'Ravi Kumar' });
  const active = await createReportedEntity(db, { reporterId: other.id, status: 'ACTIVE' });
  const pending = await createReportedEntity(db, { type: 'upi', raw: 'fraud.pay@ybl', reporterId: other.id });
  const rejected = await createReportedEntity(db, {
    type: 'website',
    raw: 'paytm-kyc.example.in/update',
    status: 'REJECTED',
    reporterId: other.id,
  });
  const sms = await createReportedEntity(db, { type: 'sms', raw: 'VM-HDFCBK-S', reporterId: user.id });
  const articleSlug = 'fuzz-article';
  await createArticle(db, articleSlug);

  return {
    user: { id: user.id, phoneNo: user.phone_no!, token: userToken },
    validator: {
      id: validator.id,
      phoneNo: validator.phone_no!,
      token: await issueAccessToken({ db, jwtSecret }, validator.id),
    },
    unverifiedPhoneNo: unverified.phone_no!,
    revokedToken,
    deletedToken: await issueAccessToken({ db, jwtSecret }, deleted.id),
    session: { id: session.id, userId: session.user_id },
    entityIds: {
      active: active.entity.id,
      pending: pending.entity.id,
      rejected: rejected.entity.id,
      sms: sms.entity.id,
    },
    entryIds: { active: active.entry.id },
    proofKeys: {
      active: await storeProof(db, config, active.entry.id),
      pending: await storeProof(db, config, pending.entry.id),
    },
    articleSlug,
  };
}

/** A new account with a session, for cases whose valid token may be spent (logout, deletion). */
export async function freshSignedIn(db: Db, config: Config, rank = 1): Promise<string> {
  const user = await createUser(db, { rank, rank_score: rank > 1 ? (rank - 1) * 20 : 0 });
  return issueAccessToken({ db, jwtSecret: config.jwtSecret }, user.id);
}

export async function startLiveServer(): Promise<LiveServer> {
  const testDb = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: testDb.dataDir,
    APP_ENV: 'local',
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    // No web build: every non-API path is the JSON 404, the same with or without `vite build`.
    WEB_DIST_DIR: path.join(testDb.dataDir, 'no-web-build'),
  });
  config.database = testDb.database;
  const world = await createWorld(testDb.db, config);
  const app = await buildApp(config, { db: testDb.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    db: testDb.db,
    config,
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    world,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}
