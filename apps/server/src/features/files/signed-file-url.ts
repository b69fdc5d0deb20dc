// Short-lived links to proof files: `/files/<key>?expires=<unix seconds>&signature=<HMAC-SHA256>`.
// The signature covers the key and the expiry, so neither can be changed without the secret.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_FILE_URL_TTL_SECONDS } from '@satark/shared/constants';

const signatureOf = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');

export function signFileUrl(secret: string, key: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SIGNED_FILE_URL_TTL_SECONDS;
  return `/files/${key}?expires=${expires}&signature=${signatureOf(secret, key, expires)}`;
}

export function isValidFileSignature(
  secret: string,
  key: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 < now) return false;
  const expected = Buffer.from(signatureOf(secret, key, expiresAt));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
