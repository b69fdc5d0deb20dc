import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveAccessToken, revokeAllSessions, revokeSession } from './authentication.js';
import { nowIso } from '../lib/ids.js';
import { createSignedInUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

describe('bearer tokens', () => {
  it('lets a live account through and refuses a missing, malformed or forged token', async () => {
    const { token } = await createSignedInUser(t.db, t.config.jwtSecret);
    expect((await t.request({ url: '/api/v1/scam-report/my-reports', token })).statusCode).toBe(200);
    for (const bad of [undefined, 'not-a-jwt', `${token.slice(0, -4)}AAAA`]) {
      const response = await t.request({ url: '/api/v1/scam-report/my-reports', token: bad });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'UNAUTHENTICATED',
        message: 'Please log in to continue.',
      });
    }
  });

  it('refuses a revoked session at once', async () => {
    const { user, token } = await createSignedInUser(t.db, t.config.jwtSecret);
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await revokeSession(t.db, session.id);
    expect((await t.request({ url: '/api/v1/scam-report/my-reports', token })).statusCode).toBe(401);
  });

  it('answers tokens read in the same moment each with its own user, and a revoked one with none', async () => {
    const deps = { db: t.db, jwtSecret: t.config.jwtSecret };
    const people = await Promise.all(Array.from({ length: 8 }, () => createSignedInUser(t.db, t.config.jwtSecret)));
    await revokeAllSessions(t.db, people[3]!.user.id);
    const answers = await Promise.all(people.map(({ token }) => resolveAccessToken(deps, token)));
    expect(answers.map((answer) => answer?.user.id ?? null)).toEqual(
      people.map(({ user }, i) => (i === 3 ? null : user.id)),
    );
    expect(answers[0]?.user).toEqual(people[0]!.user);
  });

  it('never reads a session through a transaction that is still open', async () => {
    const deps = { db: t.db, jwtSecret: t.config.jwtSecret };
    const { user, token } = await createSignedInUser(t.db, t.config.jwtSecret);
    expect((await resolveAccessToken(deps, token))?.user.id).toBe(user.id);
    let resolving: ReturnType<typeof resolveAccessToken> | undefined;
    const rolledBack = t.db.transaction().execute(async (trx) => {
      await trx.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', user.id).execute();
      resolving = resolveAccessToken(deps, token);
      // Long enough for the session's read to run while the revocation is neither committed nor undone.
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect((await resolving)?.user.id).toBe(user.id);
  });

  it('refuses a token once its own expiry passes, though it passed before and its session lives on', async () => {
    const { user, token: sessionToken } = await createSignedInUser(t.db, t.config.jwtSecret);
    const { id: sessionId } = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect((await t.request({ url: '/api/v1/scam-report/my-reports', token: sessionToken })).statusCode).toBe(200);
    // The same session in a token that expires in a minute (the session row: in 30 days).
    const token = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('satark')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await t.request({ url: '/api/v1/scam-report/my-reports', token })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    expect((await t.request({ url: '/api/v1/scam-report/my-reports', token })).statusCode).toBe(401);
    expect((await t.request({ url: '/api/v1/scam-report/my-reports', token: sessionToken })).statusCode).toBe(200);
  });

  it('refuses a token signed with another secret, also after it passed with its own', async () => {
    const { user, token } = await createSignedInUser(t.db, t.config.jwtSecret);
    expect((await resolveAccessToken({ db: t.db, jwtSecret: t.config.jwtSecret }, token))?.user.id).toBe(user.id);
    expect(await resolveAccessToken({ db: t.db, jwtSecret: `${t.config.jwtSecret}-rotated` }, token)).toBeNull();
  });

  it('treats a swept (DELETED) account as signed out everywhere but GET /auth/user', async () => {
    const { token } = await createSignedInUser(t.db, t.config.jwtSecret, {
      status: 'DELETED',
      name: null,
      phone_no: null,
    });
    expect((await t.request({ url: '/api/v1/scam-report/my-reports', token })).statusCode).toBe(401);
    const user = await t.request({ url: '/api/v1/auth/user', token });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ success: true, data: { user: { status: 'DELETED' } } });
    expect((await t.request({ url: '/api/v1/auth/user', token })).statusCode).toBe(401);
  });
});
