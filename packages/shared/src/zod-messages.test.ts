import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES, isSharedMessage, translateMessage } from './messages.js';
import {
  checkRequestSchema,
  leaderBoardQuerySchema,
  pagingSchema,
  phoneBlocklistQuerySchema,
  reportSubmissionSchema,
  scammerListQuerySchema,
} from './report-schemas.js';
import { markReadSchema } from './notifications.js';
import { requiredText } from './fields.js';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`${JSON.stringify(input)} was accepted`);
  return result.error.issues.map((issue) => `${issue.path.join('.') || '_'}: ${issue.message}`);
};

describe('messages of rules that have none of their own', () => {
  it('answer paging fields out of range with their bound, in both languages', () => {
    expect(messageOf(pagingSchema, { size: '101' })).toEqual(['size: Enter a number no larger than 100']);
    expect(messageOf(pagingSchema, { page: '0' })).toEqual(['page: Enter a number of at least 1']);
    expect(messageOf(pagingSchema, { page: 'abc' })).toEqual([`page: ${FIELD_MESSAGES.wholeNumber}`]);
    expect(messageOf(pagingSchema, { page: '1.5' })).toEqual([`page: ${FIELD_MESSAGES.wholeNumber}`]);
    expect(messageOf(phoneBlocklistQuerySchema, { size: '1000000' })[0]).toMatch(
      /^size: Enter a number no larger than \d+$/,
    );
    expect(translateMessage('Enter a number no larger than 100', 'hi')).toBe('100 या उससे छोटी संख्या दर्ज करें');
    expect(translateMessage('Enter a number of at least 1', 'hi')).toBe('कम से कम 1 की संख्या दर्ज करें');
  });

  it('answer a choice, a text sent as a list, a list sent as text and a body that is no object', () => {
    expect(messageOf(leaderBoardQuerySchema, { viewType: '2' })).toEqual([`viewType: ${FIELD_MESSAGES.choice}`]);
    expect(messageOf(scammerListQuerySchema, { search: ['a', 'b'] })).toEqual([
      `search: ${FIELD_MESSAGES.textExpected}`,
    ]);
    expect(messageOf(markReadSchema, { ids: 'a' })).toEqual([`ids: ${FIELD_MESSAGES.listExpected}`]);
    expect(messageOf(markReadSchema, { ids: Array.from({ length: 101 }, (_, i) => String(i)) })).toEqual([
      'ids: Send at most 100 items',
    ]);
    expect(messageOf(markReadSchema, 'text')).toEqual([`_: ${FIELD_MESSAGES.objectExpected}`]);
    expect(messageOf(checkRequestSchema, 'text')).toEqual([`_: ${FIELD_MESSAGES.objectExpected}`]);
    expect(messageOf(checkRequestSchema, { type: 'fax' })).toEqual([`type: ${FIELD_MESSAGES.required}`]);
    expect(messageOf(reportSubmissionSchema, 'text')).toEqual([`_: ${FIELD_MESSAGES.objectExpected}`]);
    expect(messageOf(scammerListQuerySchema, { fromDate: 'soon' })).toEqual([`fromDate: ${FIELD_MESSAGES.date}`]);
  });

  it('keep a rule’s own message', () => {
    expect(messageOf(requiredText(5), { a: 1 })).toEqual([`_: ${FIELD_MESSAGES.required}`]);
    expect(messageOf(requiredText(5), 'too long')).toEqual([`_: ${FIELD_MESSAGES.tooLong}`]);
  });

  it('give only shared messages for every kind of zod failure met in a schema without messages', () => {
    const bare = z.object({
      text: z.string().min(3).max(5).optional(),
      email: z.email().optional(),
      count: z.number().multipleOf(2).lt(10).optional(),
      tags: z.array(z.string()).min(2).optional(),
      either: z.union([z.string(), z.number()]).optional(),
    });
    const inputs = [
      { text: 'ab' },
      { email: 'x' },
      { count: 3 },
      { count: 12 },
      { tags: ['a'] },
      { either: true },
      null,
    ];
    for (const input of inputs) {
      for (const line of messageOf(bare, input)) {
        const message = line.slice(line.indexOf(': ') + 2);
        expect(isSharedMessage(message), line).toBe(true);
      }
    }
  });
});
