// What a shared warning says, in English and Hindi: the server puts it in the Open Graph tags of
// /reports/detail/{id}, and the web app's Share action sends the same sentence with the link.

export type ShareLanguage = 'en' | 'hi';

/** Where the branded preview card lives in the built web app (apps/web/public). */
export const SHARE_IMAGE_PATH = '/images/share-card.png';
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const SHARE_TEXTS = {
  en: {
    siteName: 'Satark',
    genericTitle: 'Satark — check before you trust',
    genericDescription:
      'Check a phone number, UPI id, SMS, e-mail or website before you answer, pay or click. Report scams with proof so the next person is warned.',
    entityDescription: 'Check any number, UPI id, SMS or link on Satark before you answer, pay or click.',
    imageAlt: 'Satark: check before you trust',
  },
  hi: {
    siteName: 'सतर्क',
    genericTitle: 'सतर्क — भरोसा करने से पहले जाँचें',
    genericDescription:
      'जवाब देने, पैसे भेजने या लिंक खोलने से पहले फ़ोन नंबर, UPI आईडी, SMS, ई-मेल या वेबसाइट जाँचें। सबूत के साथ स्कैम की रिपोर्ट करें, ताकि अगला व्यक्ति बच सके।',
    entityDescription: 'जवाब देने, पैसे भेजने या लिंक खोलने से पहले कोई भी नंबर, UPI आईडी, SMS या लिंक सतर्क पर जाँचें।',
    imageAlt: 'सतर्क: भरोसा करने से पहले जाँचें',
  },
} as const;

/** "+91 98765 43210 was reported as a scam 12 times on Satark" (display form of the identifier). */
export function shareTitle(scammerId: string, reportCount: number, language: ShareLanguage = 'en'): string {
  const count = Math.max(1, Math.trunc(reportCount));
  if (language === 'hi') {
    return count === 1
      ? `${scammerId} की सतर्क पर एक बार स्कैम के रूप में रिपोर्ट की गई है`
      : `${scammerId} की सतर्क पर ${count} बार स्कैम के रूप में रिपोर्ट की गई है`;
  }
  return count === 1
    ? `${scammerId} was reported as a scam once on Satark`
    : `${scammerId} was reported as a scam ${count} times on Satark`;
}

/** The text a person sends on WhatsApp (or any app) before the link: the warning and a nudge. */
export function shareText(scammerId: string, reportCount: number, language: ShareLanguage = 'en'): string {
  const warning = language === 'hi' ? 'सावधान! ' : 'Warning: ';
  const nudge = language === 'hi' ? 'पैसे भेजने या जवाब देने से पहले जाँच लें:' : 'Check before you answer or pay:';
  // Hindi ends a sentence with a danda (।), not a full stop.
  const stop = language === 'hi' ? '।' : '.';
  return `${warning}${shareTitle(scammerId, reportCount, language)}${stop} ${nudge}`;
}

/** WhatsApp's own share link (https://faq.whatsapp.com/5913398998672934): opens the chat picker. */
export const whatsAppShareUrl = (text: string, url: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
