// The message of a zod rule that was given none of its own: one of the shared messages, so every
// field message an answer carries can be shown in Hindi too (messages.ts). The web's forms give
// their fields their own messages; these cover the rest, mostly API-only query fields (`page`,
// `size`, `viewType`) and bodies of the wrong shape. zod asks `customError` only after a schema's
// own `error`, so a rule with its own message keeps it.
import { z } from 'zod';
import { FIELD_MESSAGES } from './messages.js';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const fill = (template: string, slot: string, value: unknown) => template.replace(`{${slot}}`, String(value));

export function sharedZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return FIELD_MESSAGES.required;
      if (issue.expected === 'number' || issue.expected === 'int') return FIELD_MESSAGES.wholeNumber;
      if (issue.expected === 'string') return FIELD_MESSAGES.textExpected;
      if (issue.expected === 'array') return FIELD_MESSAGES.listExpected;
      if (issue.expected === 'object') return FIELD_MESSAGES.objectExpected;
      return FIELD_MESSAGES.invalid;
    case 'too_big':
      if (issue.origin === 'string') return FIELD_MESSAGES.tooLong;
      if (issue.origin === 'number' && issue.inclusive)
        return fill(FIELD_MESSAGES.numberAtMost, 'maximum', issue.maximum);
      if (issue.origin === 'array' && issue.inclusive)
        return fill(FIELD_MESSAGES.itemsAtMost, 'maximum', issue.maximum);
      return FIELD_MESSAGES.invalid;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return FIELD_MESSAGES.required;
      if (issue.origin === 'number' && issue.inclusive)
        return fill(FIELD_MESSAGES.numberAtLeast, 'minimum', issue.minimum);
      return FIELD_MESSAGES.invalid;
    case 'invalid_value':
      return FIELD_MESSAGES.choice;
    default:
      return FIELD_MESSAGES.invalid;
  }
}

z.config({ customError: sharedZodMessage });
