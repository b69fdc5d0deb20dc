// Abuse limits that are not about accounts (the OTP and login limits live in the database, see
// features/auth/otp.ts and auth.repository.ts). With REDIS_URL every server process shares the
// counters; without it they live in the process (one process: the default `npm start`).
// Limits chosen and why: docs/decisions/abuse-limits.md.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { FifoMap } from 'toad-cache';
import { MAX_VIDEO_BYTES } from '@satark/shared/constants';
import { SERVER_MESSAGES } from '@satark/shared/messages';
import type { Config } from '../config.js';
import { limitedAddress } from './client-address.js';
import { AppError, tooManyRequests } from './errors.js';
import { identifyPartner } from './partner-keys.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const ABUSE_LIMITS = {
  /** The check, per client address without a partner key (API.md: at least 120 a minute, for carrier NAT); a key has its own limit. */
  checksPerIpPerMinute: 300,
  /** Report submissions per account. */
  reportsPerUserPerHour: 20,
  reportsPerUserPerDay: 50,
  /** Bytes of report submissions (the proof is nearly all of it) per account per day. */
  proofBytesPerUserPerDay: 100 * 1024 * 1024,
  /** Full open data downloads (a body, not a 304) per client address per hour: a nightly sync needs one. */
  openDataDownloadsPerIpPerHour: 12,
  /** Any open data request per client address per minute, 304s included. */
  openDataRequestsPerIpPerMinute: 60,
  /** Complaint PDFs per account per hour: a person files a few; each costs the event loop 30-180 ms. */
  complaintFilesPerUserPerHour: 30,
} as const;

/** Redis keys (and memory keys) start with this, so several apps can share one Redis. */
const PREFIX = 'satark:limit:';

/**
 * Without Redis, the most client addresses whose windows are kept in memory; the oldest window
 * goes first beyond it. Each address a minute costs a window (~120 bytes): the benchmark, one
 * address per request, held ~670,000 (~100 MB) at once, and so would a flood of addresses. When
 * the addresses of a minute are more than this, per-address limits have stopped being the defence.
 */
export const MAX_ADDRESS_WINDOWS = 100_000;

export interface Consumed {
  allowed: boolean;
  /** Seconds until the window that refused ends (0 when allowed). */
  retryAfter: number;
}

/** Fixed windows that start at their first hit. A refused hit is not counted. */
export interface CounterStore {
  consume(key: string, windowMs: number, max: number, cost?: number): Promise<Consumed>;
  /** Gives back what `consume` took (a later limit of the same request refused). */
  refund(key: string, cost?: number): Promise<void>;
}

// INCRBY, start the window on the first hit (or when a crash left the key without one), and undo
// the hit when it goes over: one script, so two processes cannot interleave between the steps.
const CONSUME_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
if count > tonumber(ARGV[3]) then
  redis.call('DECRBY', KEYS[1], ARGV[1])
  return {0, ttl}
end
return {1, ttl}
`;

export function redisCounterStore(redis: Redis, log: FastifyInstance['log']): CounterStore {
  return {
    async consume(key, windowMs, max, cost = 1) {
      try {
        const [allowed, ttl] = (await redis.eval(CONSUME_SCRIPT, 1, PREFIX + key, cost, windowMs, max)) as [
          number,
          number,
        ];
        return { allowed: allowed === 1, retryAfter: allowed === 1 ? 0 : Math.ceil(ttl / 1000) };
      } catch (err) {
        // Fail open: an abuse limit must not take Satark down with Redis (the auth limits are in the database).
        log.warn({ err }, 'rate-limit counter unavailable; request allowed');
        return { allowed: true, retryAfter: 0 };
      }
    },
    async refund(key, cost = 1) {
      await redis.decrby(PREFIX + key, cost).catch(() => undefined);
    },
  };
}

/**
 * The counters in this process's memory. With `maxKeys`, a new key beyond it drops the key whose
 * window started first: a first-in-first-out map (toad-cache's, a list beside the Map) whose reads
 * do not move a key and where a window that starts again is put last. Dropping the first key of a
 * plain Map was not O(1): V8 walks over the slots of deleted keys at its front, and with one new
 * address per check a consume cost up to 100 µs once 100,000 addresses were kept (a flood of
 * addresses doubled every check's CPU; docs/decisions/abuse-limits.md).
 */
export function memoryCounterStore(now: () => number = Date.now, maxKeys = Number.POSITIVE_INFINITY): CounterStore {
  const windows = new FifoMap<{ count: number; resetAt: number }>(Number.isFinite(maxKeys) ? maxKeys : 0);
  let nextSweep = now() + MINUTE;
  return {
    async consume(key, windowMs, max, cost = 1) {
      const time = now();
      if (time >= nextSweep) {
        for (const k of windows.keys()) if (windows.get(k)!.resetAt <= time) windows.delete(k);
        nextSweep = time + MINUTE;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        windows.delete(key);
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window); // last; beyond maxKeys the first is dropped
      }
      if (window.count + cost > max) return { allowed: false, retryAfter: Math.ceil((window.resetAt - time) / 1000) };
      window.count += cost;
      return { allowed: true, retryAfter: 0 };
    },
    async refund(key, cost = 1) {
      const window = windows.get(key);
      if (window) window.count = Math.max(0, window.count - cost);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared abuse-limit counters of accounts (Redis with REDIS_URL, else this process's memory). */
    counters: CounterStore;
    /** The same for client addresses; in memory, at most MAX_ADDRESS_WINDOWS of them. */
    addressCounters: CounterStore;
  }
}

/**
 * Registers @fastify/rate-limit (per-route limits in route `config.rateLimit`) and the counters,
 * both on Redis when REDIS_URL is set. Call on the root instance.
 */
export async function registerRateLimits(app: FastifyInstance, config: Pick<Config, 'redisUrl'>): Promise<void> {
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${PREFIX}route:` } : {}),
    skipOnError: true,
    keyGenerator: (request) => limitedAddress(request.ip),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'RATE_LIMITED', SERVER_MESSAGES.rateLimited, undefined, Math.ceil(context.ttl / 1000)),
  });
  const shared = redis ? redisCounterStore(redis, app.log) : undefined;
  app.decorate('counters', shared ?? memoryCounterStore());
  app.decorate('addressCounters', shared ?? memoryCounterStore(Date.now, MAX_ADDRESS_WINDOWS));
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
}

/** ioredis is loaded only when REDIS_URL is set: without Redis it was ~50 ms of every start. */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(url, { maxRetriesPerRequest: 1, lazyConnect: false });
}

async function consumeOrRefuse(counters: CounterStore, key: string, max: number, cost: number): Promise<void> {
  const consumed = await counters.consume(key, MINUTE, max, cost);
  if (!consumed.allowed) throw tooManyRequests(consumed.retryAfter);
}

/**
 * Hooks of the check calls (API.md "Open data, partner keys"). With `X-Api-Key`, the key's own
 * per-minute limit, charged `cost` checks after the body is validated (a batch counts its items),
 * and its uses counted; a wrong key is 401 and spends the address's budget, so guessing keys is
 * limited like checking. Without a key, per client address and generous (carrier NAT), charged
 * before the body is read.
 */
export function checkLimits(options: { keyRequired: boolean; cost: (request: FastifyRequest) => number }) {
  const perAddress = (request: FastifyRequest) =>
    consumeOrRefuse(
      request.server.addressCounters,
      `check-ip:${limitedAddress(request.ip)}`,
      ABUSE_LIMITS.checksPerIpPerMinute,
      1,
    );
  return {
    async onRequest(request: FastifyRequest): Promise<void> {
      let partner;
      try {
        partner = await identifyPartner(request, options.keyRequired);
      } catch (error) {
        await perAddress(request);
        throw error;
      }
      if (!partner) await perAddress(request);
    },
    async preHandler(request: FastifyRequest): Promise<void> {
      const partner = request.partnerKey;
      if (!partner) return;
      const cost = options.cost(request);
      await consumeOrRefuse(request.server.counters, `api-key:${partner.id}`, partner.perMinute, cost);
      request.server.partnerKeys.recordUse(partner.id, cost);
    },
  };
}

/** Route config of the open data files: any request, per client address. */
export const openDataRateLimit = {
  rateLimit: { max: ABUSE_LIMITS.openDataRequestsPerIpPerMinute, timeWindow: MINUTE },
};

/**
 * In the open data handler, once the answer is a whole file (not a 304): 12 an hour per client
 * address. A refused download is not counted.
 */
export async function limitOpenDataDownloads(request: FastifyRequest): Promise<void> {
  const consumed = await request.server.addressCounters.consume(
    `open-data:${limitedAddress(request.ip)}`,
    HOUR,
    ABUSE_LIMITS.openDataDownloadsPerIpPerHour,
  );
  if (!consumed.allowed) throw tooManyRequests(consumed.retryAfter);
}

/**
 * At the start of GET /scam-report/my-reports/{entryId}/complaint.pdf (after authentication):
 * 30 files an hour per account, every request counted. Laying out a PDF (its Hindi text above all)
 * holds the event loop 30-180 ms, so without a limit one account could stall the server at will.
 */
export async function limitComplaintFiles(request: FastifyRequest): Promise<void> {
  const userId = request.user?.id;
  if (!userId) return;
  const consumed = await request.server.counters.consume(
    `complaint-files:${userId}`,
    HOUR,
    ABUSE_LIMITS.complaintFilesPerUserPerHour,
  );
  if (!consumed.allowed) throw tooManyRequests(consumed.retryAfter);
}

/** What a report submission costs in bytes: its declared length, or the most a form may carry. */
function submissionBytes(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  return Number.isSafeInteger(declared) && declared > 0 ? declared : MAX_VIDEO_BYTES + 256 * 1024;
}

/**
 * preHandler of POST /scam-report/report-scammer (after authentication, before the form is read):
 * 20 submissions an hour, 50 a day and 100 MB a day per account. Every submission counts, the
 * refused ones included, so a flood of bad forms spends the same budget as good ones.
 */
export async function limitReportSubmissions(request: FastifyRequest): Promise<void> {
  const userId = request.user?.id;
  if (!userId) return;
  const { counters } = request.server;
  const limits: [string, number, number, number, string][] = [
    [`reports-hour:${userId}`, HOUR, ABUSE_LIMITS.reportsPerUserPerHour, 1, SERVER_MESSAGES.reportLimit],
    [`reports-day:${userId}`, DAY, ABUSE_LIMITS.reportsPerUserPerDay, 1, SERVER_MESSAGES.reportLimit],
    [
      `proof-bytes-day:${userId}`,
      DAY,
      ABUSE_LIMITS.proofBytesPerUserPerDay,
      submissionBytes(request),
      SERVER_MESSAGES.uploadLimit,
    ],
  ];
  const taken: [string, number][] = [];
  for (const [key, windowMs, max, cost, message] of limits) {
    const consumed = await counters.consume(key, windowMs, max, cost);
    if (!consumed.allowed) {
      for (const [takenKey, takenCost] of taken) await counters.refund(takenKey, takenCost);
      throw tooManyRequests(consumed.retryAfter, message);
    }
    taken.push([key, cost]);
  }
}
