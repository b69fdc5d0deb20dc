// /api/v1/auth (API.md "Auth"). Bodies are checked by the shared zod schemas before a handler runs,
// so a handler only sees valid input; the service decides, the handlers shape the envelopes.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  googleSignInSchema,
  loginSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  sendOtpSchema,
  tokenQuerySchema,
  verifyOtpSchema,
  verifyUserSchema,
} from '@satark/shared/auth-schemas';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import {
  currentUserResponseSchema,
  deletionScheduledResponseSchema,
  phoneAttachedResponseSchema,
  signedInResponseSchema,
  tokenValidResponseSchema,
  usersCountResponseSchema,
} from '@satark/shared/responses/auth';
import { errorResponses, messageResponseSchema } from '@satark/shared/responses/common';
import { usersVersion } from '../../db/data-versions.js';
import { sharedSqliteReader } from '../../db/sqlite-reader-thread.js';
import { countVerifiedUsers } from '../../db/user-counts.js';
import type { AppDeps } from '../../http/app-deps.js';
import { bearerToken, requireUser } from '../../http/authentication.js';
import { limitedAddress } from '../../http/client-address.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { createAuthService, type SignedIn } from './auth.service.js';

/** A coarse per-IP cap on each public POST, on top of the per-phone limits kept in the database. */
const perIpLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const bearer = [{ bearer: [] }];

/** A public POST: a bad body (400), too many tries (429), and what any route may answer. */
const publicPostErrors = errorResponses(400, 429, 500, 503);
/** A signed-in route: no or a stale session (401). */
const signedInErrors = errorResponses(401, 500, 503);
const signedInAnswer = (message: string, { accessToken, user }: SignedIn) => ({
  success: true as const,
  message,
  access_token: accessToken,
  data: { user },
});

/** Bounds how long a change made within the same millisecond as a cached count can go unseen. */
const USERS_COUNT_MAX_AGE_MS = 60_000;

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const auth = createAuthService(deps, app.log);
  // users-count is an index count that grows with the accounts: counted again only when an account
  // changed, on the reader thread (SQLite), never once per request on the request thread.
  const usersCounts = new VersionedCache<number>(USERS_COUNT_MAX_AGE_MS);
  const shared = sharedSqliteReader(deps.config.database);
  if (shared) app.addHook('onClose', shared.release);
  const reader = shared?.reader ?? null;
  const tokenDeps = { db: deps.db, jwtSecret: deps.config.jwtSecret };
  // A swept account keeps its sessions only so GET /user can say DELETED once; nothing else is allowed.
  const withUser = requireUser(tokenDeps, { allowDeleted: true });
  const withLiveUser = requireUser(tokenDeps);
  /** The signed-in user and session, set by the hooks above (onRequest: a visitor gets 401 before any body check). */
  const session = (request: FastifyRequest) => ({ user: request.user!, sessionId: request.sessionId! });

  // The Authorization header is the way; `?token=` still works for old clients (redacted in the log).
  app.get(
    '/is-token-valid',
    {
      schema: {
        querystring: tokenQuerySchema,
        response: { 200: tokenValidResponseSchema, ...errorResponses(400, 500, 503) },
      },
    },
    async (request) => {
      const user = await auth.userForToken(bearerToken(request) ?? request.query.token);
      return user ? { success: true as const, userData: { user } } : { success: false as const };
    },
  );

  app.get(
    '/user',
    {
      onRequest: withUser,
      schema: { security: bearer, response: { 200: currentUserResponseSchema, ...signedInErrors } },
    },
    async (request) => {
      const { user, sessionId } = session(request);
      return { success: true as const, data: { user: await auth.currentUser(user, sessionId) } };
    },
  );

  app.post(
    '/register',
    {
      config: perIpLimit,
      schema: {
        body: registerSchema,
        response: { 201: messageResponseSchema, ...publicPostErrors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await auth.register(request.body, limitedAddress(request.ip));
      return reply.status(201).send({ success: true as const, message: SERVER_MESSAGES.otpSent });
    },
  );

  app.post(
    '/verify-user',
    {
      config: perIpLimit,
      schema: { body: verifyUserSchema, response: { 200: signedInResponseSchema, ...publicPostErrors } },
    },
    async (request) => signedInAnswer(SERVER_MESSAGES.verified, await auth.verifyUser(request.body)),
  );

  app.post(
    '/login',
    {
      config: perIpLimit,
      schema: {
        body: loginSchema,
        response: { 200: signedInResponseSchema, ...publicPostErrors, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      signedInAnswer(SERVER_MESSAGES.loggedIn, await auth.login(request.body, limitedAddress(request.ip))),
  );

  app.post(
    '/google',
    {
      config: perIpLimit,
      schema: {
        body: googleSignInSchema,
        response: { 200: signedInResponseSchema, ...publicPostErrors, ...errorResponses(401, 404) },
      },
    },
    async (request) => signedInAnswer(SERVER_MESSAGES.loggedIn, await auth.googleSignIn(request.body.credential)),
  );

  app.post(
    '/forgot-password',
    {
      config: perIpLimit,
      schema: { body: forgotPasswordSchema, response: { 200: messageResponseSchema, ...publicPostErrors } },
    },
    async (request) => {
      await auth.forgotPassword(request.body, limitedAddress(request.ip));
      return { success: true as const, message: SERVER_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/reset-password',
    {
      config: perIpLimit,
      schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema, ...publicPostErrors } },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return { success: true as const, message: SERVER_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/resend-otp',
    {
      config: perIpLimit,
      schema: { body: resendOtpSchema, response: { 200: messageResponseSchema, ...publicPostErrors } },
    },
    async (request) => {
      await auth.resendOtp(request.body, limitedAddress(request.ip));
      return { success: true as const, message: SERVER_MESSAGES.otpSent };
    },
  );

  app.post(
    '/send-otp',
    {
      config: perIpLimit,
      onRequest: withLiveUser,
      schema: {
        body: sendOtpSchema,
        security: bearer,
        response: { 200: messageResponseSchema, ...publicPostErrors, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      await auth.sendPhoneChangeOtp(session(request).user, request.body, limitedAddress(request.ip));
      return { success: true as const, message: SERVER_MESSAGES.otpSent };
    },
  );

  app.post(
    '/verify-otp',
    {
      config: perIpLimit,
      onRequest: withLiveUser,
      schema: {
        body: verifyOtpSchema,
        security: bearer,
        response: { 200: phoneAttachedResponseSchema, ...publicPostErrors, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const user = await auth.verifyPhoneChange(session(request).user, request.body);
      return { success: true as const, message: SERVER_MESSAGES.phoneAttached, data: { user } };
    },
  );

  app.get(
    '/logout',
    { onRequest: withUser, schema: { security: bearer, response: { 200: messageResponseSchema, ...signedInErrors } } },
    async (request) => {
      await auth.logout(session(request).sessionId);
      return { success: true as const, message: SERVER_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/users-count',
    { schema: { response: { 200: usersCountResponseSchema, ...errorResponses(500, 503) } } },
    async () => ({
      success: true as const,
      count: await usersCounts.get('users', await usersVersion(deps.db), () => countVerifiedUsers(deps.db, reader)),
    }),
  );

  app.post(
    '/delete-account',
    {
      onRequest: withLiveUser,
      schema: { security: bearer, response: { 202: deletionScheduledResponseSchema, ...signedInErrors } },
    },
    async (request, reply) => {
      const canCancelUntil = await auth.requestDeletion(session(request).user);
      return reply
        .status(202)
        .send({ success: true as const, message: SERVER_MESSAGES.deletionScheduled, canCancelUntil });
    },
  );

  app.delete(
    '/cancel-account-deletion',
    {
      onRequest: withLiveUser,
      schema: { security: bearer, response: { 200: messageResponseSchema, ...signedInErrors, ...errorResponses(409) } },
    },
    async (request) => {
      await auth.cancelDeletion(session(request).user);
      return { success: true as const, message: SERVER_MESSAGES.deletionCancelled };
    },
  );

  // A shortcut for local and dev hosts; production has no such route (404).
  if (deps.config.appEnv !== 'production') {
    app.post(
      '/immediate-delete-account',
      {
        onRequest: withLiveUser,
        schema: { security: bearer, response: { 200: messageResponseSchema, ...signedInErrors } },
      },
      async (request) => {
        await auth.deleteNow(session(request).user);
        return { success: true as const, message: SERVER_MESSAGES.accountDeleted };
      },
    );
  }
};
