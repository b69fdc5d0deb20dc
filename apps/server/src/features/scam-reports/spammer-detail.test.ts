// GET /spammer-detail reads with two statements prepared once (on SQLite; named statements on
// PostgreSQL) instead of queries built per request: the same answer for every kind of viewer, every
// change on the next request, and never a write that is not committed yet.
import { gunzipSync } from 'node:zlib';
import type SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresPoolOf, sqliteConnectionOf } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { createArticle, createReportedEntity, createSignedInUser, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { entryRowsQuery, findEntityDetail, type Viewer } from './scam-reports.repository.js';
import { moderate } from './scam-reports.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const detail = (id: string, token?: string) =>
  t.request({ url: '/api/v1/scam-report/spammer-detail', query: { id }, token });

/** The same read through Kysely: inside a transaction the prepared statements are not used. */
const throughKysely = (id: string, viewer: Viewer) =>
  t.db.transaction().execute((trx) => findEntityDetail(trx, id, viewer));

async function addEntry(entityId: string, reporterId: string, createdAt: string, articleSlug: string | null = null) {
  const id = newId();
  await t.db
    .insertInto('report_entries')
    .values({
      id,
      entity_id: entityId,
      reporter_id: reporterId,
      detail: `by ${reporterId}`,
      article_slug: articleSlug,
      created_at: createdAt,
    })
    .execute();
  return id;
}

async function addProof(entryId: string, key: string) {
  await t.db
    .insertInto('proof_files')
    .values({
      key,
      entry_id: entryId,
      content_type: 'image/png',
      size: 10,
      download_name: 'p.png',
      created_at: '2024-05-01T00:00:00.000Z',
    })
    .execute();
}

describe('GET /spammer-detail', () => {
  it('answers as the query built per request for visitors, reporters, other users and validators', async () => {
    const asha = await createSignedInUser(t.db, t.config.jwtSecret, { name: 'Asha Verma' });
    const other = await createSignedInUser(t.db, t.config.jwtSecret, { name: 'Other Person' });
    const meera = await createSignedInUser(t.db, t.config.jwtSecret, { name: 'Meera Iyer Nair', rank: 11 });
    const ravi = await createUser(t.db, { name: 'Ravi Kumar' });
    const nameless = await createUser(t.db, { name: null });
    await createArticle(t.db, 'fake-kyc');

    const { entity: verified, entry: first } = await createReportedEntity(t.db, {
      reporterId: asha.user.id,
      status: 'ACTIVE',
      createdAt: '2024-05-01T10:00:00.000Z',
      articleSlug: 'fake-kyc',
    });
    const second = await addEntry(verified.id, ravi.id, '2024-05-02T10:00:00.000Z');
    await addProof(second, `proofs/${second}.png`);
    const late = await addEntry(verified.id, nameless.id, '2024-05-04T10:00:00.000Z');
    await t.db
      .updateTable('scam_entities')
      .set({
        verifier_id: meera.user.id,
        moderated_at: '2024-05-03T10:00:00.000Z',
        scammer_name: 'Fake KYC',
        report_count: 3,
      })
      .where('id', '=', verified.id)
      .execute();
    const { entity: pending } = await createReportedEntity(t.db, { reporterId: asha.user.id, status: 'PENDING' });
    const { entity: rejected } = await createReportedEntity(t.db, { reporterId: ravi.id, status: 'REJECTED' });
    await t.db
      .updateTable('scam_entities')
      .set({ verifier_id: meera.user.id, moderated_at: '2030-01-01T00:00:00.000Z', reject_reason: 'A real shop' })
      .where('id', '=', rejected.id)
      .execute();

    const viewers: Viewer[] = [null, asha.user, other.user, meera.user, asha.user, null];
    for (const id of [verified.id, pending.id, rejected.id, 'no-such-id']) {
      for (const viewer of viewers) {
        expect(await findEntityDetail(t.db, id, viewer), `${id} seen by ${viewer?.id ?? 'a visitor'}`).toStrictEqual(
          await throughKysely(id, viewer),
        );
      }
    }

    expect(await findEntityDetail(t.db, pending.id, null)).toBeUndefined();
    expect(await findEntityDetail(t.db, pending.id, other.user)).toBeUndefined();
    expect((await findEntityDetail(t.db, pending.id, asha.user))?.status).toBe('PENDING');
    expect((await findEntityDetail(t.db, pending.id, meera.user))?.status).toBe('PENDING');
    expect(await findEntityDetail(t.db, 'no-such-id', meera.user)).toBeUndefined();
    // The two reads share one read transaction on SQLite, ended whether the entity was found or not.
    expect(sqliteConnectionOf(t.db)?.inTransaction ?? false).toBe(false);

    const response = await detail(verified.id, asha.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toStrictEqual({
      id: verified.id,
      scammerId: verified.scammer_id,
      uniqueId: verified.unique_id,
      type: 'number',
      status: 'ACTIVE',
      disputed: false,
      lastReportedAt: '2024-05-01T10:00:00.000Z',
      reportCount: 3,
      json: { scammerName: 'Fake KYC', rejectReason: null },
      // Newest first.
      reports: [
        {
          id: late,
          proof: null,
          detail: `by ${nameless.id}`,
          reporter: { name: 'Anonymous' },
          verifier: null,
          scamArticle: null,
          createdAt: '2024-05-04T10:00:00.000Z',
        },
        {
          id: second,
          proof: `proofs/${second}.png`,
          detail: `by ${ravi.id}`,
          reporter: { name: 'Ravi K.' },
          verifier: { name: 'Meera N.' },
          scamArticle: null,
          createdAt: '2024-05-02T10:00:00.000Z',
        },
        {
          id: first.id,
          proof: null,
          detail: 'They asked for my OTP.',
          reporter: { name: 'Asha V.' },
          verifier: { name: 'Meera N.' },
          scamArticle: { slug: 'fake-kyc', title: 'Title of fake-kyc' },
          createdAt: '2024-05-01T10:00:00.000Z',
          mine: true,
        },
      ],
      reportedBy: { name: 'Asha V.' },
      verifiedBy: { name: 'Meera N.' },
    });
    // Another user's own entry is theirs alone, with the same statement for both.
    const seenByOther = (await detail(verified.id, other.token)).json().data.reports;
    expect(seenByOther.some((entry: { mine?: true }) => entry.mine)).toBe(false);
    const seenByRavi = await findEntityDetail(t.db, verified.id, ravi);
    expect(seenByRavi?.reports.filter((entry) => entry.mine).map((entry) => entry.id)).toEqual([second]);
    expect((await detail(rejected.id)).json().data).toMatchObject({
      status: 'REJECTED',
      json: { rejectReason: 'A real shop' },
      reportedBy: { name: 'Ravi K.' },
      verifiedBy: { name: 'Meera N.' },
    });
  });

  it('shows a new entry, a proof, a rename and a moderation on the next request', async () => {
    const reporter = await createUser(t.db, { name: 'Kiran Rao' });
    const validator = await createSignedInUser(t.db, t.config.jwtSecret, { name: 'Vikram Shah', rank: 11 });
    const { entity } = await createReportedEntity(t.db, { reporterId: reporter.id, status: 'PENDING' });
    const seen = async () => (await detail(entity.id, validator.token)).json().data;

    expect((await seen()).reports).toHaveLength(1);
    expect((await detail(entity.id)).statusCode).toBe(404);

    const second = await addEntry(
      entity.id,
      (await createUser(t.db, { name: 'Second Person' })).id,
      new Date().toISOString(),
    );
    expect((await seen()).reports.map((entry: { id: string }) => entry.id)).toContain(second);

    await addProof(second, `proofs/${second}.jpg`);
    expect((await seen()).reports.find((entry: { id: string }) => entry.id === second).proof).toBe(
      `proofs/${second}.jpg`,
    );

    await t.db.updateTable('users').set({ name: 'Kiran Menon' }).where('id', '=', reporter.id).execute();
    expect((await seen()).reportedBy).toEqual({ name: 'Kiran M.' });

    await moderate(t.db, validator.user, { action: 'verify', entityId: entity.id, name: 'Fake courier', shown: {} });
    const visitorSees = (await detail(entity.id)).json().data;
    expect(visitorSees).toMatchObject({ status: 'ACTIVE', verifiedBy: { name: 'Vikram S.' } });
    expect(visitorSees.reports.every((entry: { verifier: unknown }) => entry.verifier !== null)).toBe(true);
  });

  it("keeps a busy entity's page for visitors as bytes until anything is written; every change shows on the next request", async () => {
    const reporter = await createSignedInUser(t.db, t.config.jwtSecret, { name: 'Busy Reporter' });
    const { entity } = await createReportedEntity(t.db, { reporterId: reporter.user.id, status: 'ACTIVE' });
    for (let i = 0; i < 55; i += 1) {
      const other = await createUser(t.db, { name: `Person ${i}` });
      await addEntry(entity.id, other.id, new Date(Date.UTC(2024, 4, 1, 0, i)).toISOString());
    }
    const first = await detail(entity.id);
    expect(first.json().data.reports.length).toBeGreaterThanOrEqual(50);
    const second = await detail(entity.id); // known busy now: read once more and kept
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    const sqlite = sqliteConnectionOf(t.db);
    if (sqlite) {
      const statementAll = vi.spyOn(Object.getPrototypeOf(sqlite.prepare('select 1')) as SQLite.Statement, 'all');
      try {
        const third = await detail(entity.id);
        expect(third.body).toBe(first.body);
        expect(statementAll).not.toHaveBeenCalled(); // the kept bytes, no read
      } finally {
        statementAll.mockRestore();
      }
    }
    // Gzipped for a browser, kept too: the same answer.
    const gzipped = () =>
      t.request({
        url: '/api/v1/scam-report/spammer-detail',
        query: { id: entity.id },
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
    for (let round = 0; round < 2; round += 1) {
      const zipped = await gzipped();
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body);
    }
    // Not kept for a signed-in person: their own entries are marked.
    const own = (await detail(entity.id, reporter.token)).json().data.reports;
    expect(own.filter((entry: { mine?: boolean }) => entry.mine === true)).toHaveLength(1);
    expect(first.json().data.reports.some((entry: { mine?: boolean }) => 'mine' in entry)).toBe(false);

    await t.db.updateTable('users').set({ name: 'Renamed Person' }).where('id', '=', reporter.user.id).execute();
    const renamed = (await detail(entity.id)).json().data.reports;
    expect(gunzipSync((await gzipped()).rawPayload).toString()).toContain('Renamed P.');
    expect(
      renamed.filter((entry: { reporter: { name: string } }) => entry.reporter.name === 'Renamed P.'),
    ).toHaveLength(1);
    const added = await addEntry(
      entity.id,
      (await createUser(t.db, { name: 'Late Reporter' })).id,
      new Date(Date.UTC(2024, 4, 1, 1)).toISOString(),
    );
    expect((await detail(entity.id)).json().data.reports.map((entry: { id: string }) => entry.id)).toContain(added);
    await t.db.updateTable('scam_entities').set({ status: 'PENDING' }).where('id', '=', entity.id).execute();
    expect((await detail(entity.id)).statusCode).toBe(404);
  });

  it('never shows an entry whose transaction is still open, and rolled back', async () => {
    const reporter = await createUser(t.db, { name: 'Lata Joshi' });
    const { entity } = await createReportedEntity(t.db, { reporterId: reporter.id, status: 'ACTIVE' });
    const uncommitted = newId();
    let answer: ReturnType<typeof detail> | undefined;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('report_entries')
          .values({
            id: uncommitted,
            entity_id: entity.id,
            reporter_id: (await createUser(trx)).id,
            detail: 'x',
            article_slug: null,
            created_at: new Date().toISOString(),
          })
          .execute();
        answer = detail(entity.id);
        // The request reaches its read while the transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const response = await answer!;
    expect(response.statusCode).toBe(200);
    expect(response.json().data.reports.map((entry: { id: string }) => entry.id)).not.toContain(uncommitted);
  });

  it('never shows an uncommitted entry when the transaction begins after the request, before its read', async () => {
    const reporter = await createUser(t.db);
    const other = await createUser(t.db);
    const { entity } = await createReportedEntity(t.db, { reporterId: reporter.id, status: 'ACTIVE' });
    const uncommitted = newId();
    // On SQLite the read waits for the next turn of the event loop (read together with the detail
    // pages that arrived with it); the transaction begins and writes before then.
    const reading = findEntityDetail(t.db, entity.id, null);
    const writing = t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('report_entries')
        .values({
          id: uncommitted,
          entity_id: entity.id,
          reporter_id: other.id,
          detail: 'x',
          article_slug: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('rolled back');
    });
    await expect(writing).rejects.toThrow('rolled back');
    const read = await reading;
    expect(read?.reports.map((entry) => entry.id)).not.toContain(uncommitted);
    expect(read?.reports).toHaveLength(1);
  });

  it('binds no value SQLite plans by in the entries read, so its statement is planned once', () => {
    // SQLite (built with STAT4) plans a statement again on every run when it may have used a bound
    // value: one compared with an indexed column, or a bound LIMIT.
    const compiled = entryRowsQuery(t.db, 'an-id').compile();
    expect(compiled.sql).toMatch(/ "entity_id" = cast\((\?|\$1) as text\)/);
    // The newest 500 taken from the entity's entries, then joined: a literal limit, none bound.
    expect(compiled.sql).toMatch(/ limit 500\) as "report_entries" /);
    expect(compiled.sql).not.toMatch(/limit (\?|\$\d)/);
    expect(compiled.parameters).toEqual(['an-id']);
  });

  it('on PostgreSQL, reads the entity and its entries through one statement each connection prepares once', async () => {
    const pool = postgresPoolOf(t.db);
    if (!pool) return; // SQLite: the statements above
    const reporter = await createUser(t.db);
    const { entity } = await createReportedEntity(t.db, { status: 'ACTIVE', reporterId: reporter.id });
    const validator = await createSignedInUser(t.db, t.config.jwtSecret, { rank: 11 });
    // One request after another: the pool hands out the connection the last one gave back.
    expect((await detail(entity.id)).statusCode).toBe(200);
    expect((await detail(entity.id, validator.token)).statusCode).toBe(200);
    const { rows } = await pool.query<{ name: string }>('select name from pg_prepared_statements order by name');
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['detail-validator', 'detail-visitor']));
    expect(rows.map((row) => row.name)).not.toContain('detail-entries');
  });
});
