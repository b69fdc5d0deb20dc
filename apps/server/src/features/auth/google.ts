// Google sign-in: the ID token the Google button hands the web app, checked against Google's
// published keys (cached by jose), its issuer and our client id.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../config.js';

export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string;
  name: string | null;
}

export type GoogleVerifier = (credential: string) => Promise<GoogleIdentity | null>;

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** A verifier for the configured client, or null when Google sign-in is off. */
export function createGoogleVerifier(google: Config['google']): GoogleVerifier | null {
  if (!google) return null;
  const keys = createRemoteJWKSet(new URL(google.jwksUrl));
  return async (credential) => {
    try {
      const { payload } = await jwtVerify(credential, keys, { issuer: ISSUERS, audience: google.clientId });
      if (typeof payload.sub !== 'string' || payload.sub === '') return null;
      const name = typeof payload.name === 'string' ? payload.name.trim().slice(0, 80) : '';
      return { sub: payload.sub, name: name || null };
    } catch {
      return null; // bad signature, wrong issuer or audience, expired, or keys unreachable
    }
  };
}
