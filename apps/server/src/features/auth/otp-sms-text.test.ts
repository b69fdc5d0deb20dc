// The OTP SMS ends with the WebOTP line Android Chrome reads ("@<host> #<code>").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { otpSmsText } from './otp.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'satark-otp-text-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('otpSmsText', () => {
  it('ends with "@<host> #<code>" on its own line when a host is known', () => {
    const text = otpSmsText('0423', 'satark.in');
    expect(text.split('\n').at(-1)).toBe('@satark.in #0423');
    expect(text.startsWith('Your Satark code is 0423.')).toBe(true);
  });

  it('has no WebOTP line without a host', () => {
    expect(otpSmsText('0423')).not.toContain('@');
  });
});

describe('PUBLIC_HOST', () => {
  it('defaults to localhost for a local run and takes a configured host name', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).publicHost).toBe('localhost');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_HOST: 'satark.in' }).publicHost).toBe('satark.in');
  });

  it('refuses a URL instead of a host name', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_HOST: 'https://satark.in' })).toThrow(ConfigError);
  });
});
