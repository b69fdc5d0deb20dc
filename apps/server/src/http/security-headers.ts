// Security headers on every response, computed once at start and set with one cheap onRequest
// hook (helmet rebuilt them per request). A route may still set its own (the proof downloads do).
// Why each value: docs/decisions/security-headers-computed-once.md.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** Google Identity Services (sign-in button and One Tap): its script, styles, frames and calls. */
const GOOGLE_SIGN_IN = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frameAndConnect: 'https://accounts.google.com/gsi/',
};

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self' " + GOOGLE_SIGN_IN.frameAndConnect,
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "frame-src 'self' " + GOOGLE_SIGN_IN.frameAndConnect,
  "img-src 'self' data: blob: https:",
  "manifest-src 'self'",
  "media-src 'self' blob:",
  "object-src 'none'",
  // No 'unsafe-inline' and no 'unsafe-eval': the built app is one module script from 'self'.
  "script-src 'self' " + GOOGLE_SIGN_IN.script,
  "script-src-attr 'none'",
  // Inline styles stay allowed: React's style attributes and Google's button use them.
  "style-src 'self' 'unsafe-inline' " + GOOGLE_SIGN_IN.style,
  "worker-src 'self'",
].join('; ');

export function securityHeaders(appEnv: Config['appEnv']): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    // Google's sign-in popup must be able to answer the page that opened it.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    // Only in production: a local or dev host on plain http must not be pinned to https.
    ...(appEnv === 'production' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function installSecurityHeaders(app: FastifyInstance, appEnv: Config['appEnv']): void {
  const headers = securityHeaders(appEnv);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
