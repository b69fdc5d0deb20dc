// What another app shared into Satark (the manifest's share_target: title, text, url), or what the
// first-paint form of index.html sent before the app had loaded, and which check tab it belongs on:
// a lone Indian phone number goes to the Phone tab, a lone link to the Website tab, anything else is
// read as an SMS.
import { isWebsiteUrl, normalizePhone } from './identifiers.js';
import { sharedMessage, type SharedParams } from './shared-message.js';

export type { SharedParams };

export interface SharedCheck {
  type: 'number' | 'sms' | 'website';
  value: string;
}

export function readSharedText(params: SharedParams): SharedCheck | null {
  const combined = sharedMessage(params);
  if (!combined) return null;
  const phone = normalizePhone(combined);
  // The Phone tab takes the 10 digits after +91; a landline or toll-free number is read as an SMS.
  if (phone && /^[6-9]\d{9}$/.test(phone.nationalNumber)) return { type: 'number', value: phone.nationalNumber };
  if (!/\s/.test(combined) && isWebsiteUrl(combined)) return { type: 'website', value: combined };
  return { type: 'sms', value: combined };
}
