// Writes packages/shared/src/corpus/messages.json: the labelled corpus the identifier reader and the
// analysis are measured on (corpus.test.ts). Run: npx tsx scripts/generate-messages.ts
// A dev script, kept out of packages/shared: the shared code runs in the browser too, so its
// sources import no Node built-ins (eslint.config.js).
//
// Each message is written from a scene (a KYC scam, a bank alert, a friend's note …) with the
// identifiers and the noise real Indian messages carry: numbers in every spelling, Devanagari
// digits, links glued to text, abbreviations, amounts, order ids and emoji. The label of each
// identifier is worked out here from how it was written, independently of the code under test;
// generated phone numbers are kept only when India's numbering plan has them (libphonenumber).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CorpusLabel as Label, CorpusMessage } from '../packages/shared/src/corpus/corpus-message.js';

// A small seeded generator, so the file only changes when this script does.
let seed = 20261122;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
const DEVANAGARI = '०१२३४५६७८९';
const hindiDigits = (s: string) => s.replace(/\d/g, (d) => DEVANAGARI[Number(d)]!);

class Scene {
  labels: Label[] = [];
  private add(label: Label) {
    if (!this.labels.some((l) => l.type === label.type && l.uniqueId === label.uniqueId)) this.labels.push(label);
  }

  mobile(style?: number): string {
    let national = '';
    do national = `${pick(['6', '7', '8', '9'])}${digits(9)}`;
    while (
      !parsePhoneNumberFromString(national, 'IN')?.isValid() ||
      parsePhoneNumberFromString(national, 'IN')?.getType() !== 'MOBILE'
    );
    this.add({ type: 'number', uniqueId: `+91${national}` });
    const a = national.slice(0, 5);
    const b = national.slice(5);
    const forms = [
      national,
      `${a} ${b}`,
      `+91 ${a} ${b}`,
      `+91-${national}`,
      `0${national}`,
      `+91${national}`,
      hindiDigits(national),
      `${a}-${b}`,
      `+91 ${national}`,
      `91${national}`,
    ];
    return forms[style ?? int(0, forms.length - 1)]!;
  }

  /** An Indian short code a message tells people to call (1930, 1947): keyed as dialled. */
  shortCode(code: string): string {
    this.add({ type: 'number', uniqueId: code });
    return code;
  }

  landline(): string {
    const areas: Array<[string, number]> = [
      ['11', 8],
      ['22', 8],
      ['33', 8],
      ['44', 8],
      ['80', 8],
      ['40', 8],
      ['20', 8],
      ['120', 7],
      ['141', 7],
      ['522', 7],
      ['172', 7],
      ['79', 8],
    ];
    let area = '';
    let subscriber = '';
    do {
      [area] = pick(areas);
      const length = areas.find(([a]) => a === area)![1];
      subscriber = `${int(2, 6)}${digits(length - 1)}`;
    } while (parsePhoneNumberFromString(`0${area}${subscriber}`, 'IN')?.getType() !== 'FIXED_LINE');
    this.add({ type: 'number', uniqueId: `+91${area}${subscriber}` });
    const half = Math.ceil(subscriber.length / 2);
    return pick([
      `0${area}-${subscriber}`,
      `0${area} ${subscriber.slice(0, half)} ${subscriber.slice(half)}`,
      `+91 ${area} ${subscriber}`,
      `(0${area}) ${subscriber}`,
    ]);
  }

  tollFree(): string {
    let rest = '';
    do rest = digits(pick([6, 7]));
    while (parsePhoneNumberFromString(`1800${rest}`, 'IN')?.getType() !== 'TOLL_FREE');
    this.add({ type: 'number', uniqueId: `+911800${rest}` });
    const x = rest.length === 7 ? [rest.slice(0, 3), rest.slice(3)] : [rest.slice(0, 3), rest.slice(3)];
    return pick([`1800 ${x[0]} ${x[1]}`, `1800-${x[0]}-${x[1]}`, `1800${rest}`, `1800 ${rest}`]);
  }

  foreign(): string {
    const [code, national, shown] = pick([
      ['44', `7${digits(9)}`, (n: string) => `+44 ${n.slice(0, 4)} ${n.slice(4)}`],
      ['971', `5${digits(8)}`, (n: string) => `+971 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`],
      ['1', `${int(2, 9)}${digits(9)}`, (n: string) => `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`],
      ['92', `3${digits(9)}`, (n: string) => `+92${n}`],
      ['84', `9${digits(8)}`, (n: string) => `+84 ${n}`],
      ['855', `${int(1, 9)}${digits(7)}`, (n: string) => `+855 ${n}`],
    ] as const);
    this.add({ type: 'number', uniqueId: `+${code}${national}` });
    return shown(national);
  }

  /** A link as people paste it: scheme or not, www or not, a trailing dot, upper case. */
  link(host: string, linkPath = '', style?: number): string {
    const key = `${host.toLowerCase()}${linkPath.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase()}`;
    this.add({ type: 'website', uniqueId: key });
    const forms = [
      `https://${host}${linkPath}`,
      `http://${host}${linkPath}`,
      `${host}${linkPath}`,
      `https://www.${host}${linkPath}`,
      `www.${host}${linkPath}`,
    ];
    return forms[style ?? int(0, forms.length - 1)]!;
  }

  shortLink(): string {
    const host = pick(['bit.ly', 'tinyurl.com', 'rb.gy', 'cutt.ly', 'is.gd', 'shorturl.at', 't.ly', 'tiny.cc']);
    const code = Array.from({ length: int(5, 8) }, () =>
      pick([...'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789']),
    ).join('');
    return this.link(host, `/${code}`, pick([0, 0, 2, 2, 1]));
  }

  scamHost(brand: string): string {
    const word = pick([
      'kyc',
      'update',
      'verify',
      'reward',
      'refund',
      'help',
      'care',
      'online',
      'secure',
      'login',
      'support',
      'bill',
      'pay',
      'redeliver',
      'points',
    ]);
    const tld = pick([
      'in',
      'com',
      'xyz',
      'top',
      'online',
      'site',
      'info',
      'co.in',
      'live',
      'click',
      'icu',
      'cc',
      'vip',
      'tk',
      'net',
    ]);
    return pick([
      `${brand}-${word}.${tld}`,
      `${brand}${word}.${tld}`,
      `${word}-${brand}.${tld}`,
      `${brand}-${word}-${pick(['india', 'in', 'now', '24x7', 'desk'])}.${tld}`,
    ]);
  }

  scamLink(brand: string): string {
    const host = this.scamHost(brand);
    return this.link(
      host,
      pick([
        '',
        '',
        '/login',
        '/kyc',
        '/update',
        '/verify?id=' + digits(5),
        '/in/' + digits(4),
        '/pay',
        '/apk',
        '/app.apk',
      ]),
    );
  }

  ipLink(): string {
    const host = `${int(23, 223)}.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`;
    const port = pick(['', '', ':8080', ':8443', ':3000']);
    const linkPath = pick(['/login', '/sbi', '/kyc/update', '/bill', '/pay.php', '/apk/app.apk']);
    this.add({ type: 'website', uniqueId: `${host}${port}${linkPath.toLowerCase()}` });
    return pick([`http://${host}${port}${linkPath}`, `${host}${port}${linkPath}`, `https://${host}${port}${linkPath}`]);
  }

  email(address: string): string {
    this.add({ type: 'email', uniqueId: address.toLowerCase() });
    return pick([address, address, address.toUpperCase(), address]);
  }

  upi(id: string): string {
    this.add({ type: 'upi', uniqueId: id.toLowerCase() });
    return id;
  }
}

const NAMES = [
  'Rahul',
  'Priya',
  'Amit',
  'Sneha',
  'Vikram',
  'Anjali',
  'Rohan',
  'Pooja',
  'Suresh',
  'Kavita',
  'Arjun',
  'Neha',
  'Imran',
  'Fatima',
  'Gurpreet',
  'Lakshmi',
  'Karthik',
  'Divya',
];
const SURNAMES = [
  'Sharma',
  'Verma',
  'Patel',
  'Reddy',
  'Iyer',
  'Khan',
  'Singh',
  'Das',
  'Nair',
  'Gupta',
  'Joshi',
  'Mehta',
];
const BANKS = [
  ['SBI', 'sbi'],
  ['HDFC Bank', 'hdfc'],
  ['ICICI Bank', 'icici'],
  ['Axis Bank', 'axis'],
  ['Kotak', 'kotak'],
  ['PNB', 'pnb'],
  ['Bank of Baroda', 'bob'],
  ['Canara Bank', 'canara'],
] as const;
const DISCOMS = [
  ['BESCOM', 'bescom'],
  ['MSEDCL', 'mahavitaran'],
  ['TPDDL', 'tatapower'],
  ['UPPCL', 'uppcl'],
  ['BSES', 'bses'],
  ['TNEB', 'tneb'],
  ['PSPCL', 'pspcl'],
] as const;
const COURIERS = [
  ['India Post', 'indiapost'],
  ['BlueDart', 'bluedart'],
  ['DTDC', 'dtdc'],
  ['FedEx', 'fedex'],
  ['Delhivery', 'delhivery'],
] as const;
const amount = () =>
  pick([
    `Rs.${int(1, 99)},${int(100, 999)}`,
    `Rs ${int(100, 9999)}`,
    `INR ${int(1000, 99999)}.00`,
    `₹${int(1, 9)},${int(10, 99)},${int(100, 999)}`,
    `Rs.${int(10, 999)}/-`,
    `₹${int(49, 4999)}`,
  ]);
const acct = () => pick([`A/c XX${digits(4)}`, `a/c no. XXXXXX${digits(4)}`, `A/C *${digits(4)}`, `Ac XX${digits(4)}`]);
const date = () =>
  pick([
    `${int(1, 28)}-${pick(['Jan', 'Mar', 'May', 'Aug', 'Nov'])}-2${int(4, 6)}`,
    `${int(10, 28)}/0${int(1, 9)}/202${int(4, 6)}`,
    `${int(1, 28)}.${int(10, 12)}.2025`,
  ]);
const otp = () => digits(pick([4, 6]));
const time = () => pick(['9:30 PM', '10.30 pm', '9.30pm', 'tonight 10:30', '11:00 AM']);
const noise = () =>
  pick([
    '',
    '',
    '',
    ` Ref No ${digits(12)}.`,
    ` Order #OD${digits(15)}.`,
    ` Use code SAVE${digits(11)}.`,
    ` -Dr.Mahesh`,
    ` (${pick(['ABC', 'Shree', 'Sai'])} Traders pvt.ltd)`,
    ` ${int(900, 2400)} sq.ft`,
    ` UTR ${digits(12)}`,
    ` PNR ${int(2, 8)}${digits(9)}`,
    ` Txn ID ${digits(10)}`,
    ' 🙏',
    ' 😊👍',
  ]);
const person = () => `${pick(NAMES)} ${pick(SURNAMES)}`;
const first = () => pick(NAMES);

type Template = { scam: boolean; category: string; language: CorpusMessage['language']; write: (s: Scene) => string };
const T: Template[] = [];
const scam = (category: string, language: Template['language'], write: Template['write']) =>
  T.push({ scam: true, category, language, write });
const ok = (category: string, language: Template['language'], write: Template['write']) =>
  T.push({ scam: false, category, language, write });

// ---- Scams: bank and KYC ----
scam('bank_kyc', 'en', (s) => {
  const [b, k] = pick(BANKS);
  return `Dear ${b} Customer, your account will be BLOCKED today due to incomplete KYC. Update your PAN immediately: ${s.scamLink(k)}${noise()}`;
});
scam('bank_kyc', 'en', (s) => {
  const [b] = pick(BANKS);
  return `${b}: Your YONO/NetBanking will be suspended within 24 hrs. Click ${s.shortLink()} to update KYC or call ${s.mobile()}`;
});
scam('bank_kyc', 'en', (s) => {
  const [b, k] = pick(BANKS);
  return `Dear customer ur ${b} ${acct()} has been temporarily locked.pls verify aadhaar at ${s.scamLink(k)} Avoid penalty.`;
});
scam('bank_kyc', 'hinglish', (s) => {
  const [b] = pick(BANKS);
  return `Priy grahak aapka ${b} khata aaj band ho jayega. KYC update karein turant: ${s.shortLink()} ya call karein ${s.mobile()}${noise()}`;
});
scam('bank_kyc', 'hi', (s) => {
  const [b, k] = pick(BANKS);
  return `प्रिय ग्राहक, आपका ${b} खाता आज रात ब्लॉक हो जाएगा। तुरंत अपना KYC अपडेट करें:${s.scamLink(k)} अधिक जानकारी के लिए ${s.mobile()} पर कॉल करें।`;
});
scam('bank_kyc', 'en', (s) => {
  const [b, k] = pick(BANKS);
  return `Your ${b} credit card reward points ${int(2000, 9000)} expire today. Redeem now at ${s.scamLink(k)}details ${s.mobile()}`.replace(
    'details',
    ' for details call ',
  );
});
scam(
  'bank_kyc',
  'en',
  (s) =>
    `Dear User, your PAN card is not linked with your bank account. Your account will be deactivated tonight. Link now ${s.ipLink()}`,
);
scam('bank_kyc', 'en', (s) => {
  const [b] = pick(BANKS);
  return `[${b}] Dear customer, your debit card is blocked. Kindly call our customer care executive ${s.mobile()} or WhatsApp ${s.mobile()} to unblock.`;
});
scam(
  'bank_kyc',
  'hinglish',
  (s) =>
    `Sir aapka PAN card update nahi hai, aapka account kal se freeze ho jayega. Jaldi se link pe click karo ${s.shortLink()} 🙏`,
);
scam('bank_kyc', 'en', (s) => {
  const [b, k] = pick(BANKS);
  return `Alert! Unusual login detected in your ${b} netbanking from Delhi.If not you,secure your account now:${s.link(`${k}-netbanking-secure.${pick(['com', 'in', 'info'])}`, '/login', 2)}`;
});
scam(
  'bank_kyc',
  'en',
  (s) =>
    `Dear customer, your HDFC BANK account KYC has expired. Please download the HDFC KYC app from ${s.link(`hdfc-kyc-${pick(['app', 'update', 'new'])}.${pick(['in', 'com', 'xyz'])}`, '/HDFC_KYC.apk', 0)} and update today.`,
);
scam(
  'bank_kyc',
  'en',
  (s) =>
    `SBI YONO: Your account will be blocked today. Update PAN card: ${s.link('onlinesbi.' + pick(['sbi-kyc', 'yono-update', 'secure-login']) + '.in', '', 0)}${noise()}`,
);

// ---- Scams: electricity ----
scam('electricity', 'en', (s) => {
  const [d] = pick(DISCOMS);
  return `Dear ${d} Consumer, your electricity power will be disconnected tonight at ${time()} from electricity office because your previous month bill was not updated. Please immediately contact our electricity officer ${s.mobile()} Thank you`;
});
scam('electricity', 'en', (s) => {
  const [d, k] = pick(DISCOMS);
  return `${d}: Dear consumer your electricity connection will be disconnect today ${time()}. Pay pending bill ${amount()} at ${s.scamLink(k)} or call ${s.mobile()}`;
});
scam(
  'electricity',
  'hinglish',
  (s) =>
    `Priya upbhokta aaj raat ${time()} baje aapki bijli kaat di jayegi kyunki aapka pichhle mahine ka bill update nahi hua hai. Turant bijli adhikari se sampark karein ${s.mobile()}`,
);
scam(
  'electricity',
  'hi',
  (s) =>
    `प्रिय उपभोक्ता, आज रात ${hindiDigits('9:30')} बजे आपकी बिजली काट दी जाएगी क्योंकि आपका पिछले महीने का बिल अपडेट नहीं है। कृपया तुरंत बिजली अधिकारी ${s.mobile(6)} से संपर्क करें।`,
);
scam(
  'electricity',
  'en',
  (s) =>
    `Dear customer,Your electricity bill is pending.Ur connection will be cut off today.Install app to pay: ${s.link(`power-bill-${pick(['pay', 'update', 'online'])}.${pick(['xyz', 'in', 'top'])}`, '/bill.apk', 2)} Help:${s.mobile()}`,
);

// ---- Scams: courier ----
scam('courier', 'en', (s) => {
  const [c, k] = pick(COURIERS);
  return `${c}: Your package could not be delivered due to incomplete address. Update within 12 hours: ${s.scamLink(k)} ${pick(['', 'Redelivery fee Rs.25 applies. Pay to release your parcel.'])}`;
});
scam(
  'courier',
  'en',
  (s) =>
    `The parcel you sent to Mumbai has been seized by customs because it contained illegal items. Press 9 or call the Mumbai Police cyber cell officer ${s.mobile()} today to avoid arrest.`,
);
scam(
  'courier',
  'en',
  (s) =>
    `IndiaPost: Your parcel is held at our warehouse. Pay a redelivery fee of Rs ${int(12, 49)} to receive it: ${s.link(`indiapost${pick(['-track', '-redelivery', 'in-help', '.parcel-care'])}.${pick(['top', 'xyz', 'cc', 'icu'])}`, '/in', 2)}`,
);
scam(
  'courier',
  'hinglish',
  (s) =>
    `Aapka FedEx courier customs mein ruka hai. Clearance charges ${amount()} jama karein warna FIR hogi. Contact officer ${s.mobile()} ya WhatsApp ${s.foreign()}`,
);
scam(
  'courier',
  'hi',
  (s) =>
    `आपका पार्सल डिलीवर नहीं हो सका। पता अपडेट करने के लिए ${s.shortLink()} पर जाएं और ₹${hindiDigits(String(int(10, 50)))} शुल्क का भुगतान करें।`,
);

// ---- Scams: jobs ----
scam(
  'job',
  'en',
  (s) =>
    `Hi, I am ${first()} from ${pick(['Amazon', 'Flipkart', 'Meesho', 'HR team'])}. Part time job available, earn Rs ${int(2, 9)},000-${int(10, 30)},000 per day by liking YouTube videos. WhatsApp: ${s.mobile(pick([2, 5, 8]))}`,
);
scam(
  'job',
  'hinglish',
  (s) =>
    `Ghar baithe kamaye Rs.${int(3, 8)}000 daily! Simple online task, no investment. Abhi join karein ${s.shortLink()} 😊`,
);
scam(
  'job',
  'en',
  (s) =>
    `Congratulations! You are selected for Work From Home job in ${pick(['Deloitte', 'TCS', 'Reliance', 'Google'])}. Salary ${int(25, 60)}000/month. Registration fee Rs.${int(5, 15)}00 to pay. Send resume to ${s.email(`hr.${pick(['recruit', 'jobs', 'careers'])}${int(1, 99)}@${pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`)}`,
);
scam(
  'job',
  'en',
  (s) =>
    `Dear candidate, your profile is shortlisted (${pick(['B.TECH', 'M.COM', 'B.Sc'])}). Daily income ₹${int(800, 5000)}. Contact HR on Telegram ${s.link('t.me', '/' + pick(['hrdesk', 'jobsindia', 'earnwithus']) + int(10, 99), 0)} or call ${s.foreign()}`,
);
scam(
  'job',
  'hi',
  (s) =>
    `घर बैठे नौकरी! रोज़ ₹${hindiDigits(String(int(1000, 5000)))} कमाएँ। सिर्फ़ वीडियो लाइक करें। अभी जुड़ें: ${s.shortLink()}`,
);

// ---- Scams: loans ----
scam(
  'loan',
  'en',
  (s) =>
    `Pre-approved instant loan of ${amount()} sanctioned without documents or CIBIL. Pay processing fee ${amount()} to release the amount. Apply: ${s.link(`${pick(['quick', 'instant', 'easy'])}loan${pick(['4u', 'india', 'now'])}.${pick(['in', 'xyz', 'online', 'site'])}`, '', 2)}`,
);
scam(
  'loan',
  'hinglish',
  (s) =>
    `Aapka ${amount()} ka personal loan approved hai 🎉 Bas ${amount()} file charge bhare aur loan turant account mein. UPI: ${s.upi(`loan.${pick(['approval', 'desk', 'fee'])}${int(1, 99)}@${pick(['ybl', 'okaxis', 'paytm', 'ibl'])}`)}`,
);
scam(
  'loan',
  'en',
  (s) =>
    `Dhani/KreditBee: Loan of ${amount()} approved! Download app ${s.link(`loan-${pick(['app', 'now', 'fast'])}.${pick(['in', 'top', 'xyz'])}`, '/download/loan.apk', 0)} and pay GST charges to get credit in 5 minutes.`,
);
scam(
  'loan',
  'hi',
  (s) =>
    `बधाई हो! आपका ₹${hindiDigits('2,00,000')} का लोन स्वीकृत हुआ है। फ़ाइल चार्ज ₹${hindiDigits('1,499')} जमा करें: ${s.upi(`loanpass${int(10, 99)}@ybl`)} संपर्क ${s.mobile()}`,
);

// ---- Scams: lottery and prizes ----
scam(
  'lottery',
  'en',
  (s) =>
    `Congratulations!! Your mobile number has WON Rs.25,00,000 in KBC Lucky Draw. To claim your prize contact Mr. ${pick(['Rana Pratap', 'Vijay Kumar', 'Sharma'])} on WhatsApp ${s.foreign()} Lottery No. ${digits(4)}`,
);
scam(
  'lottery',
  'hinglish',
  (s) =>
    `Badhai ho! Aapne KBC lottery mein ${amount()} jeete hain. Prize lene ke liye ${amount()} registration fee jama karein aur call karein ${s.mobile()}`,
);
scam(
  'lottery',
  'en',
  (s) =>
    `Dear winner, you have won an iPhone 15 in the Flipkart Diwali lucky draw 🎁 Claim before midnight: ${s.scamLink('flipkart')}`,
);
scam(
  'lottery',
  'en',
  (s) =>
    `Your ${pick(['Airtel', 'Jio', 'Vi'])} number won ${amount()} cashback. Scan the QR sent on WhatsApp to receive money in your account. Call ${s.mobile()}`,
);
scam(
  'lottery',
  'hi',
  (s) => `बधाई हो! आपने ₹${hindiDigits('25,00,000')} की लॉटरी जीती है। इनाम पाने के लिए ${s.foreign()} पर व्हाट्सऐप करें।`,
);
scam(
  'lottery',
  'en',
  (s) =>
    `Amazon Pay: You won a scratch card worth ${amount()}! Claim now at ${s.link(`amazon-${pick(['rewards', 'gift', 'offer', 'prize'])}.${pick(['in', 'xyz', 'top', 'shop'])}`, '/claim', 2)} Offer valid today only.`,
);

// ---- Scams: OTP and remote access ----
scam(
  'otp_request',
  'en',
  (s) =>
    `Dear customer, to complete your KYC verification please share the OTP received on your mobile with our executive. Call ${s.mobile()}${noise()}`,
);
scam(
  'otp_request',
  'hinglish',
  (s) =>
    `Sir main ${pick(['SBI', 'HDFC', 'Paytm'])} head office se bol raha hu, aapke phone pe jo OTP aaya hai woh bata dijiye, warna card block ho jayega. Mera no ${s.mobile()}`,
);
scam(
  'otp_request',
  'en',
  (s) =>
    `Your refund of ${amount()} is pending. Install AnyDesk from Play Store and share the 9 digit code with our support team at ${s.tollFree()} to receive the refund.`,
);
scam(
  'otp_request',
  'en',
  (s) =>
    `Hi, I sent a 6 digit code to your number by mistake. Please send me the OTP, it's urgent. ${pick(['My WhatsApp is not working', 'Reply fast pls'])} ${s.mobile()}`,
);
scam('otp_request', 'hi', (s) => `आपका खाता ब्लॉक होने वाला है। अपने फ़ोन पर आया OTP हमें बताएं या ${s.mobile()} पर भेजें।`);
scam(
  'otp_request',
  'en',
  (s) =>
    `Customer care: To cancel the transaction of ${amount()} from your account, reply with the OTP or provide your UPI PIN to ${s.email(`support.${pick(['refund', 'helpdesk', 'care'])}${int(1, 9)}@${pick(['gmail.com', 'yahoo.in', 'outlook.com'])}`)}`,
);

// ---- Scams: refunds, tax, telecom, police ----
scam(
  'refund',
  'en',
  (s) =>
    `Income Tax Department: You are eligible for an income tax refund of ${amount()}. Verify your bank account at ${s.link(`incometax-${pick(['refund', 'efiling', 'verify'])}.${pick(['in', 'co', 'online', 'info'])}`, '/refund', pick([0, 2]))}`,
);
scam(
  'refund',
  'hinglish',
  (s) =>
    `Aapka income tax refund ${amount()} approve ho gaya hai. Apna account verify karein: ${s.shortLink()}${noise()}`,
);
scam(
  'telecom',
  'en',
  (s) =>
    `TRAI: Your mobile number will be disconnected within 2 hours due to illegal activities. Press 9 or call ${s.mobile()} to speak to the officer.`,
);
scam(
  'telecom',
  'en',
  (s) =>
    `Dear ${pick(['Jio', 'Airtel'])} user, your SIM card will be blocked today as eKYC is pending. Update now at ${s.link(`${pick(['jio', 'airtel'])}-ekyc-${pick(['update', 'verify'])}.${pick(['in', 'xyz', 'online'])}`, '', 2)} or call ${s.mobile()}`,
);
scam(
  'police',
  'en',
  (s) =>
    `CBI/Mumbai Police: An arrest warrant has been issued against your Aadhaar for money laundering. Join the video call today to avoid arrest. Contact Officer ${person()} ${s.mobile()}`,
);
scam(
  'police',
  'hinglish',
  (s) =>
    `Aapke Aadhaar se ek illegal parcel book hua hai. Aaj 5 baje tak police station call karein ${s.mobile()} warna arrest warrant jaari hoga.`,
);
scam(
  'investment',
  'en',
  (s) =>
    `Join our VIP stock tips group, guaranteed 300% returns! Double your money in 7 days. WhatsApp ${s.foreign()} or visit ${s.link(`${pick(['stock', 'trade', 'crypto'])}${pick(['profit', 'guru', 'king'])}.${pick(['vip', 'top', 'xyz'])}`, '', 2)}`,
);
scam(
  'upi',
  'en',
  (s) =>
    `You have received ${amount()} from PhonePe cashback. To receive money in your bank enter UPI PIN on the request from ${s.upi(`cashback.${pick(['phonepe', 'reward', 'gpay'])}${int(1, 99)}@${pick(['ybl', 'axl', 'okicici'])}`)}`,
);
scam(
  'upi',
  'hinglish',
  (s) =>
    `OLX pe aapka sofa kharid liya hai. Payment bhejne ke liye maine request bheji hai, UPI PIN daal kar accept karo paise receive karne ke liye. ${s.upi(`${pick(['army', 'crpf', 'olx'])}.${first().toLowerCase()}${int(1, 99)}@${pick(['ybl', 'paytm', 'okaxis'])}`)}`,
);
scam(
  'lookalike',
  'en',
  (s) =>
    `Dear customer, your ${pick(['ICICI', 'HDFC', 'Axis'])} net banking password expires today. Reset now: ${s.link(pick(['icicibamk.com', 'hdfcbnak.com', 'axlsbank.com', 'icici-bank.net', 'hdfcbank.com.verify-login.co', 'axisbank.secure-login.in']), '/login', 0)}`,
);

// ---- Ordinary: banks ----
ok('bank', 'en', (s) => {
  const [b] = pick(BANKS);
  return `${acct()} debited by ${amount()} on ${date()} trf to ${first().toUpperCase()} ${pick(SURNAMES).toUpperCase()}. Avl Bal ${amount()}. If not done by you, call ${s.tollFree()} -${b}`;
});
ok(
  'bank',
  'en',
  () =>
    `Dear Customer, ${acct()} credited with ${amount()} on ${date()} by UPI Ref no ${digits(12)}. Avl bal: ${amount()} -SBI`,
);
ok(
  'bank',
  'en',
  () =>
    `${otp()} is your OTP for txn of ${amount()} at ${pick(['AMAZON', 'SWIGGY', 'IRCTC', 'FLIPKART'])} on card ending ${digits(4)}. Valid for 10 mins. Do not share OTP with anyone. -${pick(['HDFC Bank', 'ICICI Bank', 'Axis Bank'])}`,
);
ok(
  'bank',
  'en',
  () => `OTP for login to YONO is ${otp()}. Never share your OTP/PIN/CVV with anyone. SBI never asks for it.`,
);
ok(
  'bank',
  'hi',
  () =>
    `आपके खाते XX${hindiDigits(digits(4))} में ₹${hindiDigits(String(int(100, 9999)))} जमा किए गए। कृपया OTP किसी के साथ साझा न करें। -${pick(['SBI', 'PNB', 'BOB'])}`,
);
ok(
  'bank',
  'en',
  (s) =>
    `Your ${pick(['FD', 'RD'])} ${acct()} of ${amount()} matures on ${date()}. To renew, login to netbanking at ${s.link(pick(['onlinesbi.sbi', 'hdfcbank.com', 'icicibank.com', 'axisbank.com']), '', pick([0, 2, 4]))} or visit your branch.`,
);
ok(
  'bank',
  'en',
  (s) =>
    `Dear Customer, as per RBI guidelines, please update your KYC by visiting your home branch or through net banking. For help call ${s.tollFree()}. Ignore if already done.`,
);
ok(
  'bank',
  'hinglish',
  (s) =>
    `Aapke ${acct()} se ${amount()} ka EMI ${date()} ko kata jayega. Balance maintain rakhein. Help: ${s.tollFree()}`,
);
ok(
  'bank',
  'en',
  (s) =>
    `Never share your card details, OTP or PIN. Report fraud at ${s.link('cybercrime.gov.in', '', pick([0, 2, 4]))} or call ${s.shortCode('1930')}. -${pick(['SBI', 'RBI', 'HDFC Bank'])}`,
);
ok(
  'bank',
  'en',
  (s) =>
    `Your statement for credit card ending ${digits(4)} is ready. Total due ${amount()}, min due ${amount()}, due date ${date()}. Pay via app or ${s.link(pick(['hdfcbank.com', 'icicibank.com', 'sbicard.com']), '/pay', pick([0, 2]))}`,
);
ok(
  'bank',
  'en',
  (s) =>
    `RBI Kehta Hai: Beware of fraudsters. Do not share OTP, PIN or passwords. Know more at ${s.link('rbi.org.in', '', pick([2, 4]))}`,
);

// ---- Ordinary: operators, utilities, services ----
ok(
  'telecom',
  'en',
  (s) =>
    `Recharge of ${amount()} successful for ${pick(['Jio', 'Airtel', 'Vi'])} number. Validity: 28 days, 1.5GB/day. Download the app ${s.link(pick(['jio.com', 'airtel.in', 'myvi.in']), pick(['', '/app', '/recharge']), pick([0, 2]))}`,
);
ok(
  'telecom',
  'en',
  () =>
    `Dear customer, your ${pick(['Airtel', 'Jio'])} prepaid pack expires on ${date()}. Recharge now to continue enjoying unlimited calls. Ignore if already recharged.`,
);
ok(
  'telecom',
  'hi',
  (s) =>
    `प्रिय ग्राहक, आपका बिल ₹${hindiDigits(String(int(199, 999)))} है, देय तिथि ${hindiDigits('15')} तारीख। भुगतान के लिए ${s.link('airtel.in', '/pay', 2)} पर जाएं।`,
);
ok('utility', 'en', (s) => {
  const [d] = pick(DISCOMS);
  return `${d}: Bill of ${amount()} generated for consumer no ${digits(10)}. Due date ${date()}. Pay online or at the nearest centre. Helpline ${s.tollFree()}`;
});
ok(
  'utility',
  'en',
  () =>
    `Your LPG cylinder booking is confirmed. Booking ref ${digits(8)}. Delivery expected by ${date()}. -${pick(['Indane', 'HP Gas', 'Bharat Gas'])}`,
);
ok(
  'delivery',
  'en',
  (s) =>
    `Your ${pick(['Amazon', 'Flipkart', 'Myntra'])} order #${digits(3)}-${digits(7)}-${digits(7)} has been shipped. Track at ${s.link(pick(['amazon.in', 'flipkart.com', 'myntra.com']), pick(['/orders', '/track', '']), pick([0, 2]))}${noise()}`,
);
ok(
  'delivery',
  'en',
  (s) =>
    `Your ${pick(['Swiggy', 'Zomato'])} order is out for delivery. Your delivery partner ${first()} can be reached at ${s.mobile(pick([0, 2]))}.`,
);
ok(
  'delivery',
  'en',
  () =>
    `Shipment with AWB ${digits(11)} will be delivered today by 7 PM. OTP for delivery is ${otp()}. Share it only with the delivery agent at your door. -Delhivery`,
);
ok(
  'travel',
  'en',
  (s) =>
    `PNR ${int(2, 8)}${digits(9)}, Train ${int(12000, 22999)}, ${date()}, SL S${int(1, 9)} ${int(1, 72)}. Chart prepared. Happy journey. Book at ${s.link('irctc.co.in', '', 4)}`,
);
ok(
  'travel',
  'en',
  () =>
    `Your flight 6E-${int(100, 999)} from DEL to BLR on ${date()} is confirmed. Web check-in is open. PNR: ${pick(['X7K2LM', 'QW3E9R', 'H8N4TP'])}`,
);
ok(
  'government',
  'en',
  (s) =>
    `Your Aadhaar has been successfully updated. For status visit ${s.link('myaadhaar.uidai.gov.in', '', 0)} or call ${s.shortCode('1947')}. -UIDAI`,
);
ok(
  'government',
  'en',
  (s) =>
    `Dear taxpayer, your ITR for AY 2025-26 has been processed. Refund of ${amount()} issued. Login at ${s.link('incometax.gov.in', '', 2)} for details.`,
);
ok(
  'government',
  'hi',
  (s) =>
    `अपने मोबाइल कनेक्शन की जानकारी ${s.link('sancharsaathi.gov.in', '', 2)} पर देखें। साइबर धोखाधड़ी की शिकायत ${s.shortCode('1930')} पर करें।`,
);
ok(
  'health',
  'en',
  (s) =>
    `Reminder: Your appointment with Dr.${pick(['Mehta', 'Rao', 'Kapoor'])} is on ${date()} at ${pick(['10:30 AM', '5 PM', '11.15 am'])}. Clinic: ${s.landline()}`,
);
ok(
  'shopping',
  'en',
  (s) =>
    `Big Billion Days are live! Up to 80% off on mobiles. Shop now: ${s.link(pick(['flipkart.com', 'amazon.in', 'myntra.com', 'ajio.com']), pick(['/sale', '/offers', '']), pick([0, 2]))} T&C apply.`,
);
ok(
  'shopping',
  'en',
  (s) =>
    `Hi ${first()}, your ${pick(['Decathlon', 'Croma', 'Reliance Digital'])} invoice for ${amount()} is at ${s.shortLink()} . Thank you for shopping with us!`,
);
ok(
  'service',
  'en',
  (s) =>
    `Thank you for contacting ${pick(['Tata Sky', 'ACT Fibernet', 'Hathway'])}. Your complaint no ${digits(8)} is registered. Our technician will visit by ${date()}. Support: ${s.landline()}`,
);
ok(
  'service',
  'en',
  (s) =>
    `Your ${pick(['Ola', 'Uber', 'Rapido'])} ride receipt: ${amount()} paid via UPI. Rate your driver ${first()}. Questions? Write to ${s.email(pick(['support@olacabs.com', 'help@rapido.bike', 'support@uber.com']))}`,
);
ok(
  'service',
  'en',
  (s) =>
    `Dear Parent, fee of ${amount()} for ${first()} (Class ${int(1, 12)}) is due on ${date()}. Pay via school app or UPI ${s.upi(`${pick(['dps', 'kvs', 'stmarys'])}school${int(1, 9)}@${pick(['sbi', 'icici', 'hdfcbank'])}`)}. -Principal`,
);
ok(
  'work',
  'en',
  (s) =>
    `Hi team, the review meeting is moved to ${pick(['3 PM', '11:30', 'tomorrow 10am'])}. Agenda sent to ${s.email(`${first().toLowerCase()}.${pick(SURNAMES).toLowerCase()}@${pick(['infosys.com', 'tcs.com', 'wipro.com', 'zoho.com'])}`)}. Dial-in ${s.landline()}`,
);
ok(
  'work',
  'en',
  (s) =>
    `Interview scheduled with ${pick(['Infosys', 'Zoho', 'Freshworks'])} on ${date()} at ${pick(['10 AM', '2:30 PM'])}. Join via ${s.link('meet.google.com', `/${pick(['abc', 'xyz', 'pqr'])}-${pick(['defg', 'mnop', 'stuv'])}-${pick(['hij', 'klm', 'wxy'])}`, 0)}. Contact ${s.email(`careers@${pick(['infosys.com', 'zohocorp.com', 'freshworks.com'])}`)}`,
);

// ---- Ordinary: friends and family ----
ok(
  'personal',
  'en',
  (s) => `Hey ${first()}! Reached home safely. Call me when free, my new number is ${s.mobile()} 😊`,
);
ok(
  'personal',
  'hinglish',
  (s) =>
    `Bhai kal ka plan pakka? ${pick(['Movie', 'Cricket', 'Dinner'])} ke baad ghar chalenge. Mera naya number save kar le ${s.mobile()}`,
);
ok(
  'personal',
  'hinglish',
  (s) =>
    `Mummy ne bola ${amount()} bhej dena, UPI id ${s.upi(`${first().toLowerCase()}${pick(['.', '', '_'])}${pick(SURNAMES).toLowerCase()}${pick(['', String(int(1, 99))])}@${pick(['oksbi', 'okhdfcbank', 'ybl', 'paytm', 'okicici'])}`)} pe. Thanks!`,
);
ok(
  'personal',
  'hi',
  (s) => `नमस्ते ${first()} जी, कल शाम ${hindiDigits('6')} बजे पूजा है। ज़रूर आइए। कोई दिक्कत हो तो ${s.mobile()} पर फ़ोन करें।`,
);
ok(
  'personal',
  'en',
  (s) =>
    `Sharing the photos from the wedding: ${s.link('photos.app.goo.gl', '/' + pick(['aB3dE', 'Xy7Qm', 'Kp92L']) + digits(3), 0)} ❤️`,
);
ok('personal', 'en', () => `Happy birthday ${first()}!! 🎂🎉 Have a great year ahead. Party soon?`);
ok('personal', 'hinglish', () => `Kal office late aaunga, traffic bahut hai. Boss ko bata dena pls 🙏`);
ok(
  'personal',
  'en',
  (s) =>
    `Hi, this is ${first()} from the society office. The water tank cleaning is on ${date()}. Contact the secretary at ${s.mobile()} for questions.`,
);
ok(
  'personal',
  'en',
  (s) =>
    `Mail me the resume at ${s.email(`${first().toLowerCase()}${pick(['.', '_', ''])}${pick(SURNAMES).toLowerCase()}${pick(['', String(int(80, 99))])}@${pick(['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'])}`)} and I'll forward it.`,
);
ok(
  'personal',
  'hinglish',
  (s) => `Flat dekh liya, ${int(900, 1600)} sq.ft hai, rent ${amount()}. Owner ka number ${s.mobile()}. Dekh lena aaj.`,
);
ok('personal', 'en', () => `Meeting at 7.Call me when you reach.Bring the documents too`);
ok(
  'personal',
  'en',
  (s) =>
    `Doc for the trip is here ${s.link('docs.google.com', `/document/d/${pick(['1aB', '1xQ', '1Zk'])}${digits(6)}`, 0)} pls check before Friday`,
);

function build(): CorpusMessage[] {
  const out: CorpusMessage[] = [];
  const scams = T.filter((t) => t.scam);
  const ordinary = T.filter((t) => !t.scam);
  const seen = new Set<string>();
  const take = (templates: Template[], count: number) => {
    for (let i = 0, made = 0; made < count; i++) {
      const template = templates[i % templates.length]!;
      const scene = new Scene();
      const text = template.write(scene);
      // A scene without anything random is written once.
      if (seen.has(text)) continue;
      seen.add(text);
      made++;
      out.push({
        id: out.length + 1,
        scam: template.scam,
        category: template.category,
        language: template.language,
        text,
        identifiers: scene.labels,
      });
    }
  };
  take(scams, 190);
  take(ordinary, 170);
  return out;
}

const file = fileURLToPath(new URL('../packages/shared/src/corpus/messages.json', import.meta.url));
const messages = build();
writeFileSync(file, JSON.stringify(messages, null, 2) + '\n');
console.log(`wrote ${messages.length} messages to ${path.relative(process.cwd(), file)}`);
