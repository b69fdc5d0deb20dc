import { describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME } from './constants.js';
import { publicName } from './public-name.js';

describe('publicName', () => {
  it('keeps the first name and the initial of the last name', () => {
    expect(publicName('Asha Verma')).toBe('Asha V.');
    expect(publicName('  Ravi   Kumar  Singh ')).toBe('Ravi S.');
    expect(publicName('asha verma')).toBe('asha V.');
  });

  it('keeps a single name as it is', () => {
    expect(publicName('Asha')).toBe('Asha');
  });

  it('cuts a Hindi last name after a whole character (a conjunct stays whole)', () => {
    expect(publicName('आशा वर्मा')).toBe('आशा व.');
    expect(publicName('राम क्षत्रिय')).toBe('राम क्ष.');
  });

  it('keeps an accented or combined first letter and a one-letter last name whole', () => {
    expect(publicName('Ana \u00c9mile')).toBe('Ana \u00c9.');
    expect(publicName('Ana E\u0301mile')).toBe('Ana E\u0301.');
    expect(publicName('Ana e\u0301')).toBe('Ana E\u0301.');
    expect(publicName('Ana x')).toBe('Ana X.');
    expect(publicName('Ana 👩‍💻dev')).toBe('Ana 👩‍💻.');
  });

  it('shows a missing or blank name as Anonymous', () => {
    expect(publicName(null)).toBe(ANONYMOUS_NAME);
    expect(publicName(undefined)).toBe(ANONYMOUS_NAME);
    expect(publicName('   ')).toBe(ANONYMOUS_NAME);
  });
});
