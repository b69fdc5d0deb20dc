// Security headers on every response, computed once at start and set with one cheap onRequest
// hook (helmet rebuilt them per request). A route may still set its own (the proof downloads do).
// Why each value: docs/decisions/security-headers-computed-once.md.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** What the headers depend on: production (HSTS) and whether Google sign-in is on (CSP, COOP). */
export type SecuritySettings = Pick<Config, 'appEnv' | 'google'>;

/**
 * Google Identity Services (the sign-in button and its popup): the script itself, and the folder it
 * sits in for its frames, its calls and its style sheet, as Google's CSP guide lists them
 * (`https://accounts.google.com/gsi/client` → `…/gsi/`, `…/gsi/style`). Derived from the configured
 * script URL so a journey's local stand-in is allowed the same way, and nothing at all when off.
 */
export function googleSignInSources(scriptUrl: string) {
  const folder = new URL('./', scriptUrl).href;
  return { script: new URL(scriptUrl).href, folder, style: new URL('style', folder).href };
}

export function contentSecurityPolicy(google: Config['google']): string {
  const gsi = google ? googleSignInSources(google.scriptUrl) : null;
  const also = (source: string | undefined) => (source ? ` ${source}` : '');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "connect-src 'self'" + also(gsi?.folder),
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'self'" + also(gsi?.folder),
    "img-src 'self' data: blob: https:",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    // No 'unsafe-inline' and no 'unsafe-eval': the built app is one module script from 'self'.
    "script-src 'self'" + also(gsi?.script),
    "script-src-attr 'none'",
    // Inline styles stay allowed: React's style attributes and Google's button use them.
    "style-src 'self' 'unsafe-inline'" + also(gsi?.style),
    "worker-src 'self'",
  ].join('; ');
}

export function securityHeaders({ appEnv, google }: SecuritySettings): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(google),
    // Google's sign-in popup must be able to answer the page that opened it; without Google, no
    // other window keeps a handle on ours.
    'cross-origin-opener-policy': google ? 'same-origin-allow-popups' : 'same-origin',
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

export function installSecurityHeaders(app: FastifyInstance, settings: SecuritySettings): void {
  const headers = securityHeaders(settings);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
