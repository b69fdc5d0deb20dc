import { checkRequestSchema } from '@satark/shared/report-schemas';
import { extractIdentifiers } from '@satark/shared/text-identifiers';
import { analyzeMessage } from '@satark/shared/analysis/analyze-message';
const SMS_TEXT =
  'Dear customer, your SBI account will be blocked today. Update your KYC now at https://sbi-kyc-update.example.in/login or call 98765 43210. ' +
  'Pay the pending amount to scammer123@ybl to avoid penalty. Do not share this message. Ignore if already done. Regards, Team Support. ' +
  'For help write to helpdesk@kyc-verify.co. Offer valid for 24 hours only. T&C apply. Reply STOP to opt out of these messages. ';
const text = SMS_TEXT.slice(0, 500);
function time(name: string, fn: () => unknown, n = 20000) {
  for (let i = 0; i < 2000; i++) fn();
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) fn();
  console.log(name, (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(1), 'µs');
}
time('extract', () => extractIdentifiers(text));
time('parse', () => checkRequestSchema.parse({ type: 'sms', sms: text }));
const parsed = checkRequestSchema.parse({ type: 'sms', sms: text }) as any;
console.log(parsed.found);
time('analyze', () => analyzeMessage(text, { found: parsed.found, lookalikes: [], official: [] }, 'en'));
