import { randomUUID } from 'node:crypto';

/** A new random id for any row. */
export const newId = (): string => randomUUID();

/** Now as stored in the database: ISO-8601 UTC text. */
export const nowIso = (): string => new Date().toISOString();

export const isoAfter = (ms: number, from = Date.now()): string => new Date(from + ms).toISOString();
export const isoBefore = (ms: number, from = Date.now()): string => new Date(from - ms).toISOString();
