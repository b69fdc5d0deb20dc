// The environment, parsed once at start. A bad value stops the server with a message naming it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * Past the 60 s that nginx's upstream keep-alive and AWS's load balancers hold an idle connection by
 * default (docs/decisions/keep-alive-longer-than-proxies.md).
 */
export const DEFAULT_KEEP_ALIVE_SECONDS = 65;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'must be a postgres:// URL or a sqlite: path')
      .optional(),
  ),
  APP_ENV: z.enum(['local', 'dev', 'production']).default('local'),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  FILE_URL_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMS_PROVIDER: z.enum(['outbox', 'http']).optional(),
  SMS_HTTP_URL: optionalText.pipe(z.url().optional()),
  SMS_HTTP_TOKEN: optionalText,
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: optionalText.pipe(z.url().optional()),
  GOOGLE_GSI_SCRIPT_URL: optionalText.pipe(z.url().optional()),
  PUBLIC_BLOG_HOST: optionalText,
  PUBLIC_HOST: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'must be a host name such as satark.in, without scheme or port')
      .optional(),
  ),
  OLD_BLOG_HOST: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  DELETION_GRACE_SECONDS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).optional()),
  TRUST_PROXY: z.string().trim().default('false'),
  GRIEVANCE_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  HEAP_GROWING_PERCENT: optionalText.pipe(
    z.coerce.number<string | undefined>().int('must be a whole number').min(0).max(400).default(25),
  ),
  KEEP_ALIVE_SECONDS: optionalText.pipe(
    z.coerce
      .number<string | undefined>()
      .int('must be a whole number of seconds')
      .min(1)
      .max(3600)
      .default(DEFAULT_KEEP_ALIVE_SECONDS),
  ),
});

/**
 * TRUST_PROXY → Fastify's `trustProxy`: `false`/`0` (none), a hop count (`1`, `2`: how many proxies
 * stand in front; the client is the address that many hops back in X-Forwarded-For), or a comma
 * list of proxy addresses and CIDR ranges. `true` is refused: it makes the leftmost, client-written
 * X-Forwarded-For the client address, so anyone could pick their own address for every per-IP
 * limit. See docs/decisions/trust-proxy-hop-count-or-addresses.md.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY: "true" would trust any client-written X-Forwarded-For; set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new ConfigError('Invalid configuration: TRUST_PROXY: a hop count is 1 to 10');
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new ConfigError(
        `Invalid configuration: TRUST_PROXY: "${entry}" is not a hop count, an IP address or a CIDR range`,
      );
    }
  }
  return entries;
}

/**
 * The value Fastify takes. A hop count becomes a function: Fastify 5 reads a plain number as
 * "trust nothing". Hop `i` is 0 for the connection's peer, 1 for the rightmost X-Forwarded-For
 * entry, and so on: with `n` proxies the first `n` hops are proxies, the next is the client.
 */
export function fastifyTrustProxy(
  value: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value === 0 ? false : (_address, hop) => hop < value;
  return value;
}

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export type Env = Record<string, string | undefined>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  appEnv: 'local' | 'dev' | 'production';
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  jwtSecret: string;
  fileUrlSecret: string;
  sms: { provider: 'outbox' } | { provider: 'http'; url: string; token: string | undefined };
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  redisUrl: string | undefined;
  /**
   * Google sign-in, or null when GOOGLE_CLIENT_ID is unset. `jwksUrl` is where the ID tokens' keys
   * are read, `scriptUrl` the Identity Services script the web app loads (both Google's unless set;
   * journeys point them at a local stand-in).
   */
  google: { clientId: string; jwksUrl: string; scriptUrl: string } | null;
  publicBlogHost: string | undefined;
  /** The host people open the app on; OTP texts end with "@<host> #<code>" for Android autofill. */
  publicHost: string | undefined;
  oldBlogHost: string | undefined;
  logLevel: string;
  webDistDir: string | undefined;
  /** Overrides the deletion grace period (tests and demos); unset means SPEC.md's value. */
  deletionGraceSeconds: number | undefined;
  /** Fastify's `trustProxy`: false, a hop count, or proxy addresses/CIDR ranges (never `true`). */
  trustProxy: false | number | string[];
  /** The grievance officer's mailbox named on the about and privacy pages. */
  grievanceEmail: string;
  /** How far V8 lets its old generation grow past the live heap before collecting (heap-growth.ts); 0 is V8's own choice. */
  heapGrowingPercent: number;
  /**
   * How long an idle keep-alive connection is held (and announced in `Keep-Alive: timeout=`). Longer
   * than the proxies in front keep theirs, so they never reuse one the server is closing.
   */
  keepAliveSeconds: number;
}

export const DEFAULT_GRIEVANCE_EMAIL = 'grievance@satark.example.in';
/** Google's published keys for its ID tokens. */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google Identity Services: the script that renders the sign-in button. */
export const GOOGLE_GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

export class ConfigError extends Error {}

/** Reads a secret from DATA_DIR, creating it the first time, so restarts keep sessions and links valid. */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.APP_ENV === 'production';
  const fail = (name: string, why: string): never => {
    throw new ConfigError(`Invalid configuration: ${name}: ${why}`);
  };

  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  if (production && !e.JWT_SECRET) fail('JWT_SECRET', 'required when APP_ENV=production');
  if (production && !e.FILE_URL_SECRET) fail('FILE_URL_SECRET', 'required when APP_ENV=production');
  // One leaked secret must not give both forged sessions and forged download links.
  if (production && e.FILE_URL_SECRET === e.JWT_SECRET) {
    fail('FILE_URL_SECRET', 'must differ from JWT_SECRET when APP_ENV=production');
  }
  const smsProvider = e.SMS_PROVIDER ?? (production ? undefined : 'outbox');
  if (!smsProvider) fail('SMS_PROVIDER', 'set a real gateway (http) when APP_ENV=production');
  if (production && smsProvider === 'outbox') fail('SMS_PROVIDER', 'the outbox provider is not allowed in production');
  if (smsProvider === 'http' && !e.SMS_HTTP_URL) fail('SMS_HTTP_URL', 'required when SMS_PROVIDER=http');
  if (e.STORAGE === 's3' && !e.S3_BUCKET) fail('S3_BUCKET', 'required when STORAGE=s3');

  if (e.GOOGLE_GSI_SCRIPT_URL) {
    // It goes into the Content-Security-Policy as it is: a plain http(s) address, nothing that
    // could end or widen a directive.
    const script = new URL(e.GOOGLE_GSI_SCRIPT_URL);
    if (!['https:', 'http:'].includes(script.protocol) || script.search || script.hash || /[;,'\s]/.test(script.href)) {
      fail('GOOGLE_GSI_SCRIPT_URL', 'must be a plain http(s) URL without query, fragment, ";" or ","');
    }
    if (production && script.protocol !== 'https:')
      fail('GOOGLE_GSI_SCRIPT_URL', 'must be https when APP_ENV=production');
  }

  const url = e.DATABASE_URL;
  const database: Config['database'] =
    url && /^postgres(ql)?:\/\//.test(url)
      ? { kind: 'postgres', url }
      : { kind: 'sqlite', file: url ? url.replace(/^(sqlite|file):(\/\/)?/, '') : path.join(dataDir, 'satark.db') };

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    appEnv: e.APP_ENV,
    database,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    fileUrlSecret: e.FILE_URL_SECRET ?? persistedSecret(dataDir, 'file-url-secret'),
    sms:
      smsProvider === 'http'
        ? { provider: 'http', url: e.SMS_HTTP_URL!, token: e.SMS_HTTP_TOKEN }
        : { provider: 'outbox' },
    storage:
      e.STORAGE === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION ?? 'ap-south-1',
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local', dir: path.join(dataDir, 'proofs') },
    redisUrl: e.REDIS_URL,
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          jwksUrl: e.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_URL,
          scriptUrl: e.GOOGLE_GSI_SCRIPT_URL ?? GOOGLE_GSI_SCRIPT_URL,
        }
      : null,
    publicBlogHost: e.PUBLIC_BLOG_HOST,
    // A local run is opened on localhost; elsewhere only a configured host is named.
    publicHost: e.PUBLIC_HOST ?? (e.APP_ENV === 'production' ? undefined : 'localhost'),
    oldBlogHost: e.OLD_BLOG_HOST,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    deletionGraceSeconds: e.DELETION_GRACE_SECONDS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    grievanceEmail: e.GRIEVANCE_EMAIL ?? DEFAULT_GRIEVANCE_EMAIL,
    heapGrowingPercent: e.HEAP_GROWING_PERCENT,
    keepAliveSeconds: e.KEEP_ALIVE_SECONDS,
  };
}
