// Password hashing: argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane).
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolatedModules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account (or no password), so the answer's
 * timing does not tell whether a phone number is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
