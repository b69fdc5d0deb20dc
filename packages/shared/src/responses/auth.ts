// Response schemas of /api/v1/auth (API.md "Auth").
import { z } from 'zod';
import { USER_STATUSES } from '../constants.js';
import { countResponseSchema, isoTime, messageResponseSchema } from './common.js';

export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  countryCode: z.string(),
  phoneNo: z.string(),
  rank: z.number(),
  rankScore: z.number(),
  status: z.enum(USER_STATUSES),
  deletionScheduledAt: isoTime.nullable(),
  createdAt: isoTime,
});

/** `GET /is-token-valid`: the user when the token is good, else `{ success: false }`. */
export const tokenValidResponseSchema = z.object({
  success: z.boolean(),
  userData: z.object({ user: publicUserSchema }).optional(),
});

/** `GET /user`: a swept account learns once that it was deleted. */
export const currentUserResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: z.union([publicUserSchema, z.object({ status: z.literal('DELETED') })]) }),
});

/** `POST /verify-user`, `/login`, `/google`. */
export const signedInResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  access_token: z.string(),
  data: z.object({ user: publicUserSchema }),
});

/** `POST /verify-otp`: the phone number is attached. */
export const phoneAttachedResponseSchema = messageResponseSchema.extend({
  data: z.object({ user: publicUserSchema }),
});

/** `POST /delete-account` (202). */
export const deletionScheduledResponseSchema = messageResponseSchema.extend({ canCancelUntil: isoTime });

export const usersCountResponseSchema = countResponseSchema;
