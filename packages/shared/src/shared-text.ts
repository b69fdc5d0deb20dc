// What another app shared into Satark (the manifest's share_target: title, text, url), or what the
// first-paint form of index.html sent before the app had loaded, and which check tab it belongs on:
// a lone Indian phone number goes to the Phone tab, a lone link to the Website tab, anything else is
// read as an SMS.
import { isWebsiteUrl, normalizePhone } from './identifiers.js';

export interface SharedParams {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}

export interface SharedCheck {
  type: 'number' | 'sms' | 'website';
  value: string;
}

/** The most text a share is read from (the SMS check's own limit). */
const MAX_SHARED_LENGTH = 5000;

export function readSharedText({ title, text, url }: SharedParams): SharedCheck | null {
  const body = (text ?? '').trim();
  const link = (url ?? '').trim();
  // Apps differ: some put the link in `url`, some inside `text`, some in both.
  const parts = [body, link && !body.includes(link) ? link : ''].filter(Boolean);
  // A page title is not the message; it is used only when nothing else came.
  const combined = (parts.length > 0 ? parts.join(' ') : (title ?? '').trim()).slice(0, MAX_SHARED_LENGTH);
  if (!combined) return null;
  const phone = normalizePhone(combined);
  // The Phone tab takes the 10 digits after +91; a landline or toll-free number is read as an SMS.
  if (phone && /^[6-9]\d{9}$/.test(phone.nationalNumber)) return { type: 'number', value: phone.nationalNumber };
  if (!/\s/.test(combined) && isWebsiteUrl(combined)) return { type: 'website', value: combined };
  return { type: 'sms', value: combined };
}
