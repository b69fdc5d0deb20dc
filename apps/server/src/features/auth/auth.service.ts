// The accounts logic behind /auth: sign-up with an SMS code, login with lockout, password reset,
// phone change, Google sign-in and account deletion. Routes shape the answers; this decides them.
import {
  COUNTRY_CODE,
  DELETION_GRACE_MS,
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_FAILURES,
  type OtpPurpose,
} from '@satark/shared/constants';
import type { PublicUser } from '@satark/shared/api-types';
import { normalizePhone, type NormalizedPhone } from '@satark/shared/identifiers';
import { loginLockedMessage, SERVER_MESSAGES } from '@satark/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../http/app-deps.js';
import type { Config } from '../../config.js';
import type { UserRow } from '../../db/schema.js';
import { AppError, conflict, notFound, tooManyRequests, unauthenticated } from '../../http/errors.js';
import { issueAccessToken, resolveAccessToken, revokeAllSessions, revokeSession } from '../../http/authentication.js';
import { isoAfter, isoBefore, nowIso } from '../../lib/ids.js';
import * as repo from './auth.repository.js';
import { createGoogleVerifier } from './google.js';
import { checkOtp, lastOtpTarget, otpError, sendOtp, type OtpTarget } from './otp.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './password.js';

/** The account as the API shows it: never a hash, code or token. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name ?? '',
    countryCode: user.country_code ?? '',
    phoneNo: user.phone_no ?? '',
    rank: user.rank,
    rankScore: user.rank_score,
    status: user.status,
    deletionScheduledAt: user.deletion_scheduled_at,
    createdAt: user.created_at,
  };
}

export function deletionGraceMs(config: Pick<Config, 'appEnv' | 'deletionGraceSeconds'>): number {
  if (config.deletionGraceSeconds !== undefined) return config.deletionGraceSeconds * 1000;
  return config.appEnv === 'production' ? DELETION_GRACE_MS.production : DELETION_GRACE_MS.other;
}

const LOCKOUT_MS = LOGIN_LOCKOUT_MINUTES * 60_000;

/**
 * Seconds the phone stays locked, or 0. Five failures within 15 minutes lock it for 15 minutes
 * after the fifth; tries during the lock are refused before the password is checked, so they
 * are not counted and the lock does not extend itself. Attempts still being checked count as
 * failures (see repo.reserveLoginAttempt).
 */
function lockoutSeconds(failuresNewestFirst: number[], now: number): number {
  if (failuresNewestFirst.length < LOGIN_MAX_FAILURES) return 0;
  const newest = failuresNewestFirst[0]!;
  const oldest = failuresNewestFirst[LOGIN_MAX_FAILURES - 1]!;
  if (newest - oldest > LOCKOUT_MS) return 0;
  return Math.max(0, (newest + LOCKOUT_MS - now) / 1000);
}

/** Fields the service reads from the validated bodies (the shared schemas' output). */
interface PhoneBody {
  phoneNo: string;
}

export interface SignedIn {
  accessToken: string;
  user: PublicUser;
}

export function createAuthService(deps: AppDeps, log: FastifyBaseLogger) {
  const { config, db } = deps;
  const otpDeps = { db, sms: deps.sms, secret: config.jwtSecret, publicHost: config.publicHost };
  const tokenDeps = { db, jwtSecret: config.jwtSecret };
  const verifyGoogle = createGoogleVerifier(config.google);

  // The request schemas have already checked the number, so this cannot fail.
  const phoneOf = (body: PhoneBody): NormalizedPhone => normalizePhone(body.phoneNo)!;
  const target = (phone: NormalizedPhone, purpose: OtpPurpose, userId: string | null = null): OtpTarget => ({
    phone: phone.uniqueId,
    purpose,
    userId,
  });

  async function signIn(user: UserRow): Promise<SignedIn> {
    return { accessToken: await issueAccessToken(tokenDeps, user.id), user: toPublicUser(user) };
  }

  /** Sends a code where the answer must not depend on it (no account enumeration, login of an unverified account). */
  async function sendOtpQuietly(otp: OtpTarget, clientIp: string, options?: { deliver: boolean }): Promise<void> {
    try {
      await sendOtp(otpDeps, otp, clientIp, options);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 429)) throw error;
      log.info({ purpose: otp.purpose }, 'OTP not sent: send limit reached');
    }
  }

  return {
    async register(body: PhoneBody & { name: string; password: string }, clientIp: string): Promise<void> {
      const phone = phoneOf(body);
      const existing = await repo.findUserByPhone(db, phone.nationalNumber);
      if (existing?.is_verified) throw conflict('PHONE_TAKEN', SERVER_MESSAGES.phoneTaken);
      const passwordHash = await hashPassword(body.password);
      await sendOtp(otpDeps, target(phone, 'signup'), clientIp);
      const written = await repo.upsertUnverifiedUser(db, {
        nationalNumber: phone.nationalNumber,
        name: body.name,
        passwordHash,
      });
      if (!written) throw conflict('PHONE_TAKEN', SERVER_MESSAGES.phoneTaken);
    },

    async verifyUser(body: PhoneBody & { verifyCode: string }): Promise<SignedIn> {
      const phone = phoneOf(body);
      await checkOtp(otpDeps, target(phone, 'signup'), body.verifyCode);
      let user = await repo.findUserByPhone(db, phone.nationalNumber);
      if (!user) throw otpError(SERVER_MESSAGES.otpInvalid);
      if (!user.is_verified) user = await repo.updateUser(db, user.id, { is_verified: 1 });
      return signIn(user);
    },

    async login(body: PhoneBody & { password: string }, clientIp: string): Promise<SignedIn> {
      const phone = phoneOf(body);
      const now = Date.now();
      // The attempt is counted before the slow hash, so parallel tries cannot all pass the lock.
      const reserved = await repo.reserveLoginAttempt(db, phone.uniqueId, lockoutSeconds, {
        since: isoBefore(2 * LOCKOUT_MS, now),
        max: LOGIN_MAX_FAILURES,
      });
      if ('retryAfter' in reserved) throw tooManyRequests(reserved.retryAfter, loginLockedMessage(reserved.retryAfter));

      const user = await repo.findUserByPhone(db, phone.nationalNumber);
      const passwordOk = user?.password_hash
        ? await verifyPassword(user.password_hash, body.password)
        : await verifyAgainstNothing(body.password);
      // A wrong password leaves the reserved attempt recorded as a failure.
      if (!user || !passwordOk) throw new AppError(401, 'INVALID_CREDENTIALS', SERVER_MESSAGES.invalidCredentials);
      await repo.clearLoginFailures(db, phone.uniqueId);
      if (!user.is_verified) {
        await sendOtpQuietly(target(phone, 'signup'), clientIp);
        throw new AppError(403, 'NOT_VERIFIED', SERVER_MESSAGES.notVerified);
      }
      return signIn(user);
    },

    /**
     * Always succeeds the same way; a code goes out only when the phone has an account. For a phone
     * without one, a send that can never be used is recorded, so the resend cooldown and the send
     * limits answer the same afterwards (no enumeration through forgot-password then resend-otp).
     */
    async forgotPassword(body: PhoneBody, clientIp: string): Promise<void> {
      const phone = phoneOf(body);
      const user = await repo.findUserByPhone(db, phone.nationalNumber);
      await sendOtpQuietly(target(phone, 'reset'), clientIp, { deliver: Boolean(user) });
    },

    async resetPassword(body: PhoneBody & { verifyCode: string; password: string }): Promise<void> {
      const phone = phoneOf(body);
      await checkOtp(otpDeps, target(phone, 'reset'), body.verifyCode);
      const user = await repo.findUserByPhone(db, phone.nationalNumber);
      if (!user) throw otpError(SERVER_MESSAGES.otpInvalid);
      // The code proves the phone, so an account that never verified it is verified now.
      await repo.updateUser(db, user.id, { password_hash: await hashPassword(body.password), is_verified: 1 });
      await revokeAllSessions(db, user.id);
      await repo.clearLoginFailures(db, phone.uniqueId);
    },

    /**
     * Sends the newest code's purpose again. A phone that was never sent a code, or whose newest
     * code was only recorded, gets the same answers and limits and nothing is sent.
     */
    async resendOtp(body: PhoneBody, clientIp: string): Promise<void> {
      const phone = phoneOf(body);
      const last = await lastOtpTarget(db, phone.uniqueId);
      await sendOtp(otpDeps, last?.target ?? target(phone, 'signup'), clientIp, { deliver: last?.delivered ?? false });
    },

    async sendPhoneChangeOtp(user: UserRow, body: PhoneBody, clientIp: string): Promise<void> {
      const phone = phoneOf(body);
      const holder = await repo.findUserByPhone(db, phone.nationalNumber);
      if (holder && holder.id !== user.id && holder.is_verified) {
        throw conflict('PHONE_TAKEN', SERVER_MESSAGES.phoneTaken);
      }
      await sendOtp(otpDeps, target(phone, 'phone-change', user.id), clientIp);
    },

    async verifyPhoneChange(user: UserRow, body: PhoneBody & { verifyCode: string }): Promise<PublicUser> {
      const phone = phoneOf(body);
      await checkOtp(otpDeps, target(phone, 'phone-change', user.id), body.verifyCode);
      const holder = await repo.findUserByPhone(db, phone.nationalNumber);
      if (holder && holder.id !== user.id) {
        if (holder.is_verified) throw conflict('PHONE_TAKEN', SERVER_MESSAGES.phoneTaken);
        await repo.deleteUnverifiedUser(db, holder.id);
      }
      const updated = await repo.updateUser(db, user.id, {
        country_code: COUNTRY_CODE,
        phone_no: phone.nationalNumber,
        is_verified: 1,
      });
      return toPublicUser(updated);
    },

    async googleSignIn(credential: string): Promise<SignedIn> {
      if (!verifyGoogle) throw notFound(SERVER_MESSAGES.googleNotEnabled, 'NOT_ENABLED');
      const identity = await verifyGoogle(credential);
      if (!identity) throw new AppError(401, 'INVALID_CREDENTIALS', SERVER_MESSAGES.googleInvalid);
      const user =
        (await repo.findUserByGoogleSub(db, identity.sub)) ??
        (await repo.insertGoogleUser(db, identity.sub, identity.name));
      return signIn(user);
    },

    /** The signed-in user; a DELETED one is told so once, and that session ends. */
    async currentUser(user: UserRow, sessionId: string): Promise<PublicUser | { status: 'DELETED' }> {
      if (user.status !== 'DELETED') return toPublicUser(user);
      await revokeSession(db, sessionId);
      return { status: 'DELETED' };
    },

    async userForToken(token: string | undefined): Promise<PublicUser | null> {
      const resolved = await resolveAccessToken(tokenDeps, token);
      if (!resolved || resolved.user.status === 'DELETED') return null;
      return toPublicUser(resolved.user);
    },

    logout: (sessionId: string) => revokeSession(db, sessionId),

    /** Schedules the deletion (or keeps the one already scheduled) and says until when it can be cancelled. */
    async requestDeletion(user: UserRow): Promise<string> {
      if (user.status === 'ACTIVE') await repo.scheduleDeletion(db, user.id, isoAfter(deletionGraceMs(config)));
      const current = await repo.findUserById(db, user.id);
      // Not TO_DELETE now only when the sweep erased the account between the two statements.
      if (current?.status !== 'TO_DELETE' || !current.deletion_scheduled_at) throw unauthenticated();
      return current.deletion_scheduled_at;
    },

    async cancelDeletion(user: UserRow): Promise<void> {
      if (!(await repo.cancelDeletion(db, user.id))) {
        throw conflict('CONFLICT', SERVER_MESSAGES.deletionNotScheduled);
      }
    },

    /** The whole deletion at once, ending every session (the route exists on local and dev hosts only). */
    async deleteNow(user: UserRow): Promise<void> {
      await repo.updateUser(db, user.id, { status: 'TO_DELETE', deletion_scheduled_at: nowIso() });
      await repo.eraseAccountIfDue(db, user.id);
      await revokeAllSessions(db, user.id);
    },
  };
}
