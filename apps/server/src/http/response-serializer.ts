// Serializes each JSON answer with fast-json-stringify, compiled from the route's zod response schema
// (docs/decisions/response-schemas.md). In production a value the compiled serializer cannot write
// falls back to JSON.stringify (logged), never a 500; in tests every answer is also checked against
// its zod schema and against what JSON.stringify would have sent, so a wrong or dropped field fails.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger, FastifyReply, FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** A zod schema as the JSON Schema fast-json-stringify compiles, in the forms it writes fastest. */
export function toSerializerSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return simplify(json) as JsonSchema;
}

/** `anyOf: [X, {type: null}]` with a plain X becomes `type: [X, 'null']`, which needs no run-time match. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((option) => option.type === 'null' && Object.keys(option).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && other.anyOf === undefined) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

export class ResponseMismatchError extends Error {
  constructor(method: string, url: string, status: string, detail: string) {
    super(`Response of ${method} ${url} (${status}) does not match its schema: ${detail}`);
    this.name = 'ResponseMismatchError';
    // Loud even where the test's log is silent: the request itself turns into a 500.
    process.stderr.write(`${this.message}\n`);
  }
}

export interface ResponseSerializerOptions {
  /** Tests: check every answer against its schema and fail the request loudly when it does not match. */
  check: boolean;
  log: FastifyBaseLogger;
}

export function responseSerializerCompiler({
  check,
  log,
}: ResponseSerializerOptions): FastifySerializerCompiler<z.ZodType> {
  // Routes share schemas (every route's error statuses are one envelope): 382 serializers at start
  // came from 31 schemas, and compiling each again took 218 ms of the server's start.
  // Each is compiled when its first answer is written, not at start: the 31 took ~100 ms of a
  // slow machine's 2 s start, and most routes are not called in a process's first seconds.
  const compiled = new Map<z.ZodType, (data: unknown) => string | Buffer>();
  const compile = (schema: z.ZodType) => {
    let stringify = compiled.get(schema);
    if (!stringify) {
      let compiledOnce: ((data: unknown) => string | Buffer) | undefined;
      stringify = (data) => (compiledOnce ??= compileSerializer(toSerializerSchema(schema)))(data);
      compiled.set(schema, stringify);
    }
    return stringify;
  };
  // Fastify types a serializer's result as text; it sends bytes as they are.
  return (({ schema, method, url, httpStatus }) => {
    const stringify = compile(schema);
    const status = String(httpStatus);
    if (check) {
      return (data: unknown) => {
        const plain: unknown = JSON.parse(JSON.stringify(data));
        const parsed = schema.safeParse(plain);
        if (!parsed.success) throw new ResponseMismatchError(method, url, status, z.prettifyError(parsed.error));
        const written = stringify(data);
        if (!isDeepStrictEqual(JSON.parse(written.toString()), plain)) {
          throw new ResponseMismatchError(
            method,
            url,
            status,
            `serialized ${written.toString()}, expected ${JSON.stringify(plain)}`,
          );
        }
        return written;
      };
    }
    return (data: unknown) => {
      try {
        return stringify(data);
      } catch (err) {
        log.error({ err, method, url, status }, 'response does not match its schema; sent as JSON.stringify');
        return JSON.stringify(data);
      }
    };
  }) as FastifySerializerCompiler<z.ZodType>;
}

/**
 * Answers whose top-level `data` array holds more than this many items are written this many items
 * at a time into bytes. fast-json-stringify writes an answer as one string of many small pieces;
 * Node then joins them into a new string to count its bytes, and encodes that again to send it.
 * Past ~128 kB of text that string is one of V8's large objects: a blocklist page of 1,000 numbers
 * (138 kB) spent 1.0-1.2 ms there against 0.5 ms in chunks, 10,000 numbers 11-15 ms against 3.7 ms.
 * Up to ~500 items both ways cost the same (docs/performance.md, session 15).
 */
export const ITEMS_PER_CHUNK = 100;

/** fast-json-stringify for `json`; with a top-level `data` array, long arrays are written in chunks. */
function compileSerializer(json: JsonSchema): (data: unknown) => string | Buffer {
  const stringify = fastJsonStringify(json as unknown as Schema);
  const parts = splitDataArray(json);
  if (!parts) return stringify;
  const stringifyRest = fastJsonStringify(parts.rest as unknown as Schema);
  const stringifyItem = fastJsonStringify(parts.item as unknown as Schema);
  return (payload: unknown) => {
    const items = (payload as { data?: unknown } | null)?.data;
    if (!Array.isArray(items) || items.length <= ITEMS_PER_CHUNK) return stringify(payload);
    // The other fields first, then `data`: the same JSON with `data` last.
    const rest = stringifyRest(payload);
    const chunks = [Buffer.from(rest === '{}' ? '{"data":[' : `${rest.slice(0, -1)},"data":[`)];
    for (let start = 0; start < items.length; start += ITEMS_PER_CHUNK) {
      const written = items.slice(start, start + ITEMS_PER_CHUNK).map((item) => stringifyItem(item));
      chunks.push(Buffer.from(`${start === 0 ? '' : ','}${written.join(',')}`));
    }
    chunks.push(Buffer.from(']}'));
    return Buffer.concat(chunks);
  };
}

/** An object schema with a `data` array of one item schema, as the rest and the item, else null. */
function splitDataArray(json: JsonSchema): { rest: JsonSchema; item: JsonSchema } | null {
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  const data = properties?.data;
  const items = data?.items;
  if (json.type !== 'object' || data?.type !== 'array' || !items || typeof items !== 'object' || Array.isArray(items)) {
    return null;
  }
  const { data: _data, ...restProperties } = properties!;
  const required = (json.required as string[] | undefined)?.filter((name) => name !== 'data');
  const rest = { ...json, properties: restProperties, ...(required ? { required } : {}) };
  // References inside an item point at the root's definitions.
  const item = json.definitions ? { definitions: json.definitions, ...(items as JsonSchema) } : (items as JsonSchema);
  return { rest, item };
}

/**
 * A 200 answer written once, by the route's own serializer (`reply.serialize`, so checked like every
 * answer in tests), as bytes to keep and send again with sendJsonBytes: for answers cached whole
 * (stats, articles). Bytes, not text: Node would otherwise encode a cached 7 kB string anew for
 * every request.
 */
export function serializeJson(reply: FastifyReply, payload: unknown): Buffer {
  const written = reply.serialize(payload) as string | Buffer;
  return Buffer.isBuffer(written) ? written : Buffer.from(written);
}

/** Sends serializeJson's bytes with the content type Fastify gives a serialized object: the same bytes and headers. */
export function sendJsonBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
