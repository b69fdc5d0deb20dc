import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { indiaPhoneMetadata } from './india-phone-metadata.js';

const require = createRequire(import.meta.url);

describe('India phone metadata', () => {
  it('matches the installed libphonenumber-js (run scripts/generate-phone-metadata.mjs after an upgrade)', () => {
    const full = require('libphonenumber-js/metadata.max.json');
    expect(indiaPhoneMetadata).toEqual({
      version: full.version,
      country_calling_codes: { 91: ['IN'] },
      countries: { IN: full.countries.IN },
      nonGeographic: {},
    });
  });
});
