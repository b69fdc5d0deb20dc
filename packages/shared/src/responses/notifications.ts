// Response schemas of /api/v1/notifications.
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notifications.js';
import { isoTime } from './common.js';

export const notificationItemSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  entityId: z.string().nullable(),
  message: z.string(),
  createdAt: isoTime,
  readAt: isoTime.nullable(),
});

/** `GET /notifications`. */
export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  unread: z.number(),
  total: z.number(),
  data: z.array(notificationItemSchema),
});

/** `POST /notifications/read`: how many are still unread. */
export const markReadResponseSchema = z.object({ success: z.literal(true), unread: z.number() });
