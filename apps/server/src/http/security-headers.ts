// Security headers on every response, computed once at start and set with one cheap onRequest
// hook (helmet rebuilt them per request): a set for documents, a smaller one for API answers and
// one for scripts, chosen by the URL. A route may still set its own (the proof downloads do).
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

/** HSTS only in production: a local or dev host on plain http must not be pinned to https. */
const transportSecurity = (appEnv: SecuritySettings['appEnv']): Record<string, string> =>
  appEnv === 'production' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};

/** The headers of a document (the app's pages, the API docs, proof files, open-data files). */
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
    ...transportSecurity(appEnv),
  };
}

/**
 * The headers of an API answer (JSON, or a file the API sends as an attachment): the set OWASP's
 * REST Security Cheat Sheet lists for APIs, with a policy that lets the answer load nothing. The
 * document-only ones cost every answer ~2 µs of Node's header checks for nothing (bench:floor).
 */
export const apiSecurityHeaders = ({ appEnv }: SecuritySettings): Record<string, string> => ({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  ...transportSecurity(appEnv),
});

/** The headers of the web build's scripts and style sheets: a policy means nothing there, and on slow 3G their bytes count. */
export const scriptSecurityHeaders = ({ appEnv }: SecuritySettings): Record<string, string> => ({
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  ...transportSecurity(appEnv),
});

const pathOf = (url: string) => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

/** Which set a request's answer gets, by its URL: an API answer, a script or style, or a document. */
export function headerSetFor(url: string): 'api' | 'script' | 'document' {
  if (url.startsWith('/api/v1/')) return 'api';
  const path = pathOf(url);
  if (path === '/healthz' || path === '/readyz') return 'api';
  if (path.startsWith('/assets/') && /\.(?:js|css)$/.test(path)) return 'script';
  return 'document';
}

export function installSecurityHeaders(app: FastifyInstance, settings: SecuritySettings): void {
  const sets = {
    api: apiSecurityHeaders(settings),
    script: scriptSecurityHeaders(settings),
    document: securityHeaders(settings),
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(sets[headerSetFor(request.url)]);
    done();
  });
}
