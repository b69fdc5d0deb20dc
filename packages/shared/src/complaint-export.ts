// The complaint file (API.md "Open data, partner keys and complaint export"): the query it takes and
// every sentence printed in it, in English and Hindi. The server lays these out as an A4 PDF.
import { z } from 'zod';
import type { ReportStatus, ReportType } from './constants.js';
import { FIELD_MESSAGES } from './messages.js';

export const COMPLAINT_LANGUAGES = ['en', 'hi'] as const;
export type ComplaintLanguage = (typeof COMPLAINT_LANGUAGES)[number];

/** `?lang=hi` for Hindi; missing or empty means English; anything else is a field error. */
export const complaintQuerySchema = z.object({
  lang: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(COMPLAINT_LANGUAGES, { error: FIELD_MESSAGES.language }).default('en'),
  ),
});

/** The national cyber-crime helpline and complaint portal (Ministry of Home Affairs, I4C). */
export const CYBER_HELPLINE = '1930';
export const CYBERCRIME_PORTAL = 'https://cybercrime.gov.in';

export interface ComplaintTexts {
  title: string;
  intro: string;
  sectionReported: string;
  labelType: string;
  labelIdentifier: string;
  labelReportedAt: string;
  labelStatus: string;
  labelReference: string;
  types: Record<ReportType, string>;
  statuses: Record<ReportStatus, string>;
  rejectReason: (reason: string) => string;
  sectionDetail: string;
  noDetail: string;
  sectionProof: string;
  noProof: string;
  proofImageCaption: string;
  proofNotEmbedded: string;
  labelFileName: string;
  labelFileType: string;
  labelFileSize: string;
  labelSha256: string;
  sha256Hint: string;
  sectionSteps: string;
  steps: string[];
  footer: (generatedAt: string) => string;
  /** `2.4 MB`, `830 KB`, `512 bytes`. */
  fileSize: (bytes: number) => string;
  /** Time zone suffix printed after India times. */
  indiaTime: string;
}

const sizeWith = (units: { bytes: string; kb: string; mb: string }) => (bytes: number) => {
  if (bytes < 1024) return `${bytes} ${units.bytes}`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} ${units.kb}`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} ${units.mb}`;
};

export const COMPLAINT_TEXTS: Record<ComplaintLanguage, ComplaintTexts> = {
  en: {
    title: 'Cyber fraud complaint: details of my report',
    intro:
      `Prepared by Satark from the report I made. Attach it to your complaint at ${CYBERCRIME_PORTAL} ` +
      `or keep it in front of you when you call the ${CYBER_HELPLINE} helpline.`,
    sectionReported: 'What I reported',
    labelType: 'Type',
    labelIdentifier: 'Identifier',
    labelReportedAt: 'Reported on',
    labelStatus: 'Status on Satark',
    labelReference: 'Satark reference',
    types: {
      number: 'Phone number',
      upi: 'UPI ID',
      sms: 'SMS sender',
      email: 'E-mail address',
      website: 'Website',
    },
    statuses: {
      ACTIVE: 'Verified as a scam by Satark reviewers',
      PENDING: 'Under review by Satark reviewers',
      REJECTED: 'Not confirmed by Satark reviewers',
    },
    rejectReason: (reason) => `Reviewers' note: ${reason}`,
    sectionDetail: 'What happened',
    noDetail: 'No description was written.',
    sectionProof: 'Proof',
    noProof: 'No proof file was attached to this report.',
    proofImageCaption: 'The image I attached as proof:',
    proofNotEmbedded: 'This file cannot be shown here. Attach the original file to your complaint.',
    labelFileName: 'File name',
    labelFileType: 'File type',
    labelFileSize: 'Size',
    labelSha256: 'SHA-256',
    sha256Hint: 'The SHA-256 fingerprint shows that the file you attach is the one sent to Satark.',
    sectionSteps: 'How to file the complaint',
    steps: [
      `Call ${CYBER_HELPLINE}, the national cyber crime helpline, at once. If money was taken, every hour counts: the bank can still stop it.`,
      `File a complaint at ${CYBERCRIME_PORTAL} ("Report cyber crime") and attach this file and the proof.`,
      'Keep this file, the proof and every message, call record and payment receipt. Do not delete them.',
      'Call your bank or payment app from the number on its card or official app: block the card or account and dispute the payment.',
    ],
    footer: (generatedAt) =>
      `Made by Satark on ${generatedAt}. Satark is not the police; file your complaint with them.`,
    fileSize: sizeWith({ bytes: 'bytes', kb: 'KB', mb: 'MB' }),
    indiaTime: 'IST',
  },
  hi: {
    title: 'साइबर धोखाधड़ी की शिकायत: मेरी रिपोर्ट का ब्योरा',
    intro:
      `यह फ़ाइल सतर्क ने मेरी रिपोर्ट से बनाई है। इसे ${CYBERCRIME_PORTAL} पर अपनी शिकायत के साथ लगाएँ, ` +
      `या ${CYBER_HELPLINE} हेल्पलाइन पर बात करते समय इसे सामने रखें।`,
    sectionReported: 'मैंने किसकी रिपोर्ट की',
    labelType: 'प्रकार',
    labelIdentifier: 'पहचान',
    labelReportedAt: 'रिपोर्ट की तारीख़',
    labelStatus: 'सतर्क पर स्थिति',
    labelReference: 'सतर्क संदर्भ',
    types: {
      number: 'फ़ोन नंबर',
      upi: 'UPI ID',
      sms: 'SMS भेजने वाला',
      email: 'ई-मेल पता',
      website: 'वेबसाइट',
    },
    statuses: {
      ACTIVE: 'सतर्क के जाँचकर्ताओं ने इसे धोखाधड़ी माना है',
      PENDING: 'सतर्क के जाँचकर्ता इसकी जाँच कर रहे हैं',
      REJECTED: 'सतर्क के जाँचकर्ताओं ने इसकी पुष्टि नहीं की',
    },
    rejectReason: (reason) => `जाँचकर्ताओं की टिप्पणी: ${reason}`,
    sectionDetail: 'क्या हुआ',
    noDetail: 'कोई ब्योरा नहीं लिखा गया।',
    sectionProof: 'सबूत',
    noProof: 'इस रिपोर्ट के साथ कोई सबूत फ़ाइल नहीं लगाई गई।',
    proofImageCaption: 'मैंने सबूत के तौर पर यह तस्वीर लगाई थी:',
    proofNotEmbedded: 'यह फ़ाइल यहाँ नहीं दिखाई जा सकती। असली फ़ाइल अपनी शिकायत के साथ लगाएँ।',
    labelFileName: 'फ़ाइल का नाम',
    labelFileType: 'फ़ाइल का प्रकार',
    labelFileSize: 'आकार',
    labelSha256: 'SHA-256',
    sha256Hint: 'SHA-256 पहचान-चिह्न से पता चलता है कि आप जो फ़ाइल लगा रहे हैं, वही सतर्क को भेजी गई थी।',
    sectionSteps: 'शिकायत कैसे करें',
    steps: [
      `तुरंत ${CYBER_HELPLINE} पर कॉल करें, यह राष्ट्रीय साइबर अपराध हेल्पलाइन है। अगर पैसे कटे हैं तो हर घंटा कीमती है: बैंक अब भी उन्हें रोक सकता है।`,
      `${CYBERCRIME_PORTAL} पर ("Report cyber crime") शिकायत दर्ज करें और यह फ़ाइल व सबूत साथ में लगाएँ।`,
      'यह फ़ाइल, सबूत और हर मैसेज, कॉल रिकॉर्ड और भुगतान की रसीद सँभालकर रखें। इन्हें डिलीट न करें।',
      'अपने बैंक या पेमेंट ऐप को उसके कार्ड या आधिकारिक ऐप पर दिए नंबर से कॉल करें: कार्ड या खाता बंद करवाएँ और भुगतान पर आपत्ति दर्ज करें।',
    ],
    footer: (generatedAt) => `सतर्क ने ${generatedAt} को बनाई। सतर्क पुलिस नहीं है; अपनी शिकायत पुलिस के पास ही दर्ज करें।`,
    fileSize: sizeWith({ bytes: 'बाइट', kb: 'KB', mb: 'MB' }),
    indiaTime: 'IST',
  },
};

/** The download name: `satark-complaint-<identifier>.pdf`, ASCII only. */
export function complaintFileName(uniqueId: string): string {
  const cleaned = uniqueId
    .replace(/[^A-Za-z0-9@._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `satark-complaint-${cleaned || 'report'}.pdf`;
}
