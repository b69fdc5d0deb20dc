import { describe, expect, it } from 'vitest';
import { MAX_NATIONAL_NUMBER_DIGITS, MAX_PHONE_INPUT_LENGTH } from './constants.js';
import { toAsciiDigits, toPhoneInput } from './digits.js';

describe('toPhoneInput', () => {
  it('keeps ASCII digits as they are', () => {
    expect(toPhoneInput('9876543210')).toBe('9876543210');
  });

  it('turns Devanagari digits into ASCII digits', () => {
    expect(toPhoneInput('९८७६५४३२१०')).toBe('9876543210');
  });

  it('folds the other Indic, Arabic and full-width digits too', () => {
    // Bengali, Tamil, Arabic-Indic and full-width nines and zeros.
    expect(toPhoneInput('৯௦٩０')).toBe('9090');
  });

  it('keeps the order of mixed ASCII and Devanagari digits', () => {
    expect(toPhoneInput('98७६5४3२1०')).toBe('9876543210');
  });

  it('drops +, spaces, hyphens, brackets and letters (the +91 stays as digits)', () => {
    expect(toPhoneInput('+91 98765 43210')).toBe('919876543210');
    expect(toPhoneInput('(987) 654-3210 call me')).toBe('9876543210');
    expect(toPhoneInput('+९१ ९८७६५ ४३२१०')).toBe('919876543210');
  });

  it('gives an empty string when nothing is a digit', () => {
    expect(toPhoneInput('')).toBe('');
    expect(toPhoneInput('abc +- ')).toBe('');
  });

  it('cuts an over-long input at the field length it is given', () => {
    expect(toPhoneInput('1234567890'.repeat(3), MAX_NATIONAL_NUMBER_DIGITS)).toBe('12345678901234567');
    expect(toPhoneInput('१२३४५६७८९०'.repeat(3), MAX_NATIONAL_NUMBER_DIGITS)).toHaveLength(MAX_NATIONAL_NUMBER_DIGITS);
  });

  it('cuts at the phone input length when no length is given', () => {
    expect(toPhoneInput('7'.repeat(MAX_PHONE_INPUT_LENGTH + 10))).toBe('7'.repeat(MAX_PHONE_INPUT_LENGTH));
    // The cut counts digits kept, not characters typed.
    expect(toPhoneInput(`${' '.repeat(MAX_PHONE_INPUT_LENGTH)}12`)).toBe('12');
  });
});

describe('toAsciiDigits', () => {
  it('folds other scripts’ digits in running text and leaves everything else as it was', () => {
    expect(toAsciiDigits('कॉल करें ९८७६५ 43210 पर, ₹५०० 0% ৯')).toBe('कॉल करें 98765 43210 पर, ₹500 0% 9');
    expect(toAsciiDigits('+91 98765 43210')).toBe('+91 98765 43210');
  });
});
