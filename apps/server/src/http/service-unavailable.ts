// Failures that say the database is briefly out of reach, not that the request is wrong: a
// PostgreSQL connection cut (restart, failover, pg_terminate_backend), no connection free in time,
// or SQLite still locked after its busy timeout. They are answered 503 SERVICE_UNAVAILABLE with
// Retry-After, so clients retry instead of reporting a bug.
const PG_UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection_exception and its kinds
]);
const NODE_UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const SQLITE_UNAVAILABLE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

export const RETRY_AFTER_SECONDS = 5;

export function isServiceUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (PG_UNAVAILABLE_CODES.has(code) || NODE_UNAVAILABLE_CODES.has(code) || SQLITE_UNAVAILABLE_CODES.has(code)) {
      return true;
    }
  }
  return PG_CLIENT_MESSAGES.some((text) => error.message.includes(text));
}
