import { describe, expect, it } from 'vitest';
import { limitedAddress } from './client-address.js';

describe('the address a per-address limit counts', () => {
  it('keeps an IPv4 address, also one written as IPv4-mapped IPv6', () => {
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of an IPv6 /64 as one, however it is written', () => {
    const network = '2401:4900:1c2a:5b10::/64';
    expect(limitedAddress('2401:4900:1c2a:5b10:1234:5678:9abc:def0')).toBe(network);
    expect(limitedAddress('2401:4900:1c2a:5b10::1')).toBe(network);
    expect(limitedAddress('2401:4900:1C2A:5B10:0:0:0:2')).toBe(network);
    expect(limitedAddress('2401:4900:1c2a:5b11::1')).toBe('2401:4900:1c2a:5b11::/64');
    expect(limitedAddress('2401:4900::1')).toBe('2401:4900:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(limitedAddress('')).toBe('');
    expect(limitedAddress('not an address')).toBe('not an address');
  });
});
