// Notifications (API.md "Validators' queue and notifications"): the kinds, and the sentence each
// kind becomes in English and Hindi. The server stores kind + params and renders the sentence in
// the language of the request, so a user who switches language reads every past notice in it.
import { z } from 'zod';
import { pagingSchema } from './report-schemas.js';

export const NOTIFICATION_KINDS = [
  'REPORT_VERIFIED',
  'REPORT_REJECTED',
  'ENTITY_DISPUTED',
  'DISPUTE_DECIDED',
  'BECAME_VALIDATOR',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LANGUAGES = ['en', 'hi'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/** What a stored notification carries besides its kind. */
export interface NotificationParams {
  /** The listing's display form, `+91 98765 43210`. */
  scammerId?: string;
  reason?: string;
  decision?: 'uphold' | 'remove';
  note?: string;
}

type Template = (p: NotificationParams) => string;

const TEMPLATES: Record<NotificationLanguage, Record<NotificationKind, Template>> = {
  en: {
    REPORT_VERIFIED: (p) => `Your report of ${p.scammerId} was verified. Thank you for warning others.`,
    REPORT_REJECTED: (p) => `Your report of ${p.scammerId} was rejected. Reason: ${p.reason}`,
    ENTITY_DISPUTED: (p) =>
      `Someone who says they own ${p.scammerId} disputes your report. A validator will review it.`,
    DISPUTE_DECIDED: (p) =>
      p.decision === 'remove'
        ? `Your dispute about ${p.scammerId} was accepted and the listing was removed. Note: ${p.note}`
        : `Your dispute about ${p.scammerId} was reviewed and the listing stays. Note: ${p.note}`,
    BECAME_VALIDATOR: () => 'You are now a validator: you can verify and reject reports on the Review page.',
  },
  hi: {
    REPORT_VERIFIED: (p) => `${p.scammerId} के बारे में आपकी रिपोर्ट सत्यापित हो गई। दूसरों को सावधान करने के लिए धन्यवाद।`,
    REPORT_REJECTED: (p) => `${p.scammerId} के बारे में आपकी रिपोर्ट अस्वीकार कर दी गई। कारण: ${p.reason}`,
    ENTITY_DISPUTED: (p) =>
      `${p.scammerId} का मालिक होने का दावा करने वाले किसी व्यक्ति ने आपकी रिपोर्ट पर आपत्ति की है। एक सत्यापनकर्ता इसकी समीक्षा करेगा।`,
    DISPUTE_DECIDED: (p) =>
      p.decision === 'remove'
        ? `${p.scammerId} के बारे में आपकी आपत्ति स्वीकार हुई और लिस्टिंग हटा दी गई। टिप्पणी: ${p.note}`
        : `${p.scammerId} के बारे में आपकी आपत्ति की समीक्षा हुई और लिस्टिंग बनी रहेगी। टिप्पणी: ${p.note}`,
    BECAME_VALIDATOR: () => 'अब आप सत्यापनकर्ता हैं: आप समीक्षा पेज पर रिपोर्ट सत्यापित या अस्वीकार कर सकते हैं।',
  },
};

export function renderNotification(
  kind: NotificationKind,
  params: NotificationParams,
  language: NotificationLanguage,
): string {
  return TEMPLATES[language][kind](params);
}

/**
 * The language of a request: `lang` when given, else the first supported tag of Accept-Language
 * (`hi-IN,hi;q=0.9,en;q=0.8` → hi), else English.
 */
export function pickLanguage(lang: string | undefined, acceptLanguage: string | undefined): NotificationLanguage {
  const tags = [lang, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0])];
  for (const tag of tags) {
    const base = tag?.trim().toLowerCase().split('-')[0];
    if (base && (NOTIFICATION_LANGUAGES as readonly string[]).includes(base)) return base as NotificationLanguage;
  }
  return 'en';
}

export const notificationsQuerySchema = pagingSchema.extend({
  lang: z.enum(NOTIFICATION_LANGUAGES).optional(),
});
export const markReadSchema = z.object({ ids: z.array(z.string().max(64)).max(100).optional() });
