// What each check tab sends: the one field the type fills, the call's body as the person typed it,
// and the shared schema's verdict on the value.
import { COUNTRY_CODE, type ReportType } from '@satark/shared/constants';
import type { CheckRequest } from '@satark/shared/report-schemas';

// The shared schema (zod and the phone library) is not needed to type: it loads when the person
// turns to the card (use-check-card.ts) and is awaited on submit.
let schemaLoaded = false;
export const loadSchema = () =>
  import('@satark/shared/report-schemas').then((module) => {
    schemaLoaded = true;
    return module.checkRequestSchema;
  });
/** Whether a submit can be validated at once, or waits for the schema's chunk. */
export const isSchemaLoaded = () => schemaLoaded;

interface FormValues {
  type: ReportType;
  countryCode: string;
  phoneNo: string;
  upi: string;
  sms: string;
  email: string;
  website: string;
}

/** The form field each type fills. */
export const FIELD: Record<ReportType, Exclude<keyof FormValues, 'type' | 'countryCode'>> = {
  number: 'phoneNo',
  upi: 'upi',
  sms: 'sms',
  email: 'email',
  website: 'website',
};

/** The check call's body for `type`: its one field as the person typed it. */
function requestFor(type: ReportType, text: string): CheckRequest {
  switch (type) {
    case 'number':
      return { type, countryCode: COUNTRY_CODE, phoneNo: text };
    case 'upi':
      return { type, upi: text };
    case 'sms':
      return { type, sms: text };
    case 'email':
      return { type, email: text };
    case 'website':
      return { type, website: text };
  }
}

const emptyValues = (type: ReportType): FormValues => ({
  type,
  countryCode: COUNTRY_CODE,
  phoneNo: '',
  upi: '',
  sms: '',
  email: '',
  website: '',
});

export interface CheckVerdict {
  /** The call's body, or null when the value breaks a rule. */
  request: CheckRequest | null;
  /** The shared schema's message for the field, or undefined when the value is valid. */
  message: string | undefined;
}

/** The shared schema's verdict on `text` typed under `type`. */
export async function validateCheck(text: string, type: ReportType): Promise<CheckVerdict> {
  const schema = await loadSchema();
  const parsed = schema.safeParse({ ...emptyValues(type), [FIELD[type]]: text });
  // The call takes the field as typed; what the schema reads from it is the server's to work out.
  if (parsed.success) return { request: requestFor(type, text), message: undefined };
  const issue = parsed.error.issues.find((item) => item.path[0] === FIELD[type]) ?? parsed.error.issues[0];
  return { request: null, message: issue?.message };
}
