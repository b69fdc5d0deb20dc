// The sentence a person reads for each red flag the analysis finds, in English and Hindi. The
// server answers in the request's language (`Accept-Language: hi` for Hindi).

export const SIGNAL_CODES = [
  'shortened_link',
  'ip_link',
  'lookalike_link',
  'deceptive_link',
  'apk_file',
  'cheap_domain',
  'kyc_update',
  'otp_request',
  'pay_to_receive',
  'remote_access_app',
  'urgent_threat',
  'prize_refund_job',
  'personal_number_as_company',
  'foreign_number',
  'extortion',
  'new_number_money',
] as const;
export type SignalCode = (typeof SIGNAL_CODES)[number];

export type SignalLanguage = 'en' | 'hi';

export const SIGNAL_MESSAGES: Record<SignalLanguage, Record<SignalCode, string>> = {
  en: {
    shortened_link: 'It hides the real address behind a link shortener.',
    ip_link: 'Its link goes to a bare number address instead of a company website.',
    lookalike_link: 'A link or address imitates an official one but is not it.',
    deceptive_link:
      'Its web address strings together words like "verify", "kyc" or "refund", or puts digits for letters, as fake sites do.',
    apk_file: 'It asks you to install an app file (APK) from outside the Play Store.',
    cheap_domain: 'Its link uses a cheap web address that companies rarely use.',
    kyc_update: 'It asks you to update KYC, PAN or Aadhaar through a link or a call.',
    otp_request: 'It asks for an OTP, PIN or password. No bank or company ever asks for these.',
    pay_to_receive: 'It asks you to pay first in order to receive money, a prize or a parcel.',
    remote_access_app: 'It asks you to install a screen-sharing app that gives someone control of your phone.',
    urgent_threat: 'It threatens blocking, disconnection or arrest soon, to rush you.',
    prize_refund_job: 'It offers a prize, refund, loan, easy job or sure profit that you did not ask for.',
    personal_number_as_company: 'It speaks for a company or office but gives a personal mobile number to call.',
    foreign_number: 'It asks you to contact a number from another country.',
    extortion: 'It threatens to send your photos or videos to your contacts or put them online unless you pay.',
    new_number_money: 'Someone writing from a new number asks for money. Call them on the number you know first.',
  },
  hi: {
    shortened_link: 'इसमें असली पता एक छोटे (शॉर्ट) लिंक के पीछे छिपाया गया है।',
    ip_link: 'इसका लिंक किसी कंपनी की वेबसाइट के बजाय सिर्फ़ अंकों वाले पते पर जाता है।',
    lookalike_link: 'इसमें कोई लिंक या पता असली आधिकारिक पते जैसा दिखता है, पर वह असली नहीं है।',
    deceptive_link:
      'इसका वेब पता "verify", "kyc" या "refund" जैसे शब्द जोड़कर या अक्षरों की जगह अंक डालकर बना है, जैसे नकली साइटें बनती हैं।',
    apk_file: 'यह Play Store के बाहर से ऐप फ़ाइल (APK) इंस्टॉल करने को कहता है।',
    cheap_domain: 'इसका लिंक ऐसे सस्ते वेब पते पर है जिसे कंपनियाँ शायद ही इस्तेमाल करती हैं।',
    kyc_update: 'यह लिंक या कॉल के ज़रिए KYC, PAN या आधार अपडेट करने को कहता है।',
    otp_request: 'यह OTP, PIN या पासवर्ड माँगता है। कोई बैंक या कंपनी ये कभी नहीं माँगती।',
    pay_to_receive: 'यह पैसा, इनाम या पार्सल पाने के लिए पहले भुगतान करने को कहता है।',
    remote_access_app: 'यह स्क्रीन-शेयरिंग ऐप इंस्टॉल करने को कहता है, जिससे कोई और आपका फ़ोन चला सकता है।',
    urgent_threat: 'यह जल्दी में डालने के लिए खाता बंद करने, कनेक्शन काटने या गिरफ़्तारी की धमकी देता है।',
    prize_refund_job: 'यह बिना माँगे इनाम, रिफ़ंड, लोन, आसान नौकरी या पक्के मुनाफ़े का लालच देता है।',
    personal_number_as_company: 'यह किसी कंपनी या दफ़्तर की ओर से बात करता है, पर कॉल के लिए निजी मोबाइल नंबर देता है।',
    foreign_number: 'यह किसी दूसरे देश के नंबर पर संपर्क करने को कहता है।',
    extortion: 'यह पैसे न देने पर आपकी फ़ोटो या वीडियो आपके जान-पहचान वालों को भेजने या इंटरनेट पर डालने की धमकी देता है।',
    new_number_money: 'किसी नए नंबर से कोई पैसे माँग रहा है। पैसे भेजने से पहले उन्हें उनके पुराने, जाने-पहचाने नंबर पर कॉल करें।',
  },
};

/** `hi` when the request prefers Hindi (`Accept-Language: hi-IN,hi;q=0.9,…`), else `en`. */
export function signalLanguage(acceptLanguage: string | undefined): SignalLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}
