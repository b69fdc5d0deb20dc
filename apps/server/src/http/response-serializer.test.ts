// The response serializer: fast-json-stringify from the zod schema; under test a wrong or dropped
// field fails the request, in production it never turns into a 500 nor drops a declared field.
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ITEMS_PER_CHUNK, responseSerializerCompiler, toSerializerSchema } from './response-serializer.js';

// Counts fast-json-stringify's compilations; each still compiles for real.
const compilations = vi.hoisted(() => ({ count: 0 }));
vi.mock('fast-json-stringify', async (importOriginal) => {
  const original = (await importOriginal<typeof import('fast-json-stringify')>()).default;
  return {
    default: (...args: Parameters<typeof original>) => {
      compilations.count += 1;
      return original(...args);
    },
  };
});

const schema = z.object({
  success: z.literal(true),
  name: z.string().nullable(),
  count: z.number(),
  tags: z.array(z.object({ code: z.string() })),
  mine: z.literal(true).optional(),
});

async function appAnswering(check: boolean, body: unknown, responseSchema: z.ZodType = schema) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler({ check, log: app.log }));
  app.get('/x', { schema: { response: { 200: responseSchema } } }, async () => body);
  await app.ready();
  const response = await app.inject({ url: '/x' });
  await app.close();
  return response;
}

const good = { success: true, name: null, count: 2, tags: [{ code: 'a' }], mine: true };

describe('the response serializer', () => {
  it('writes what JSON.stringify would, in the schema order', async () => {
    for (const check of [true, false]) {
      const response = await appAnswering(check, good);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(good);
    }
  });

  it('compiles nullable fields to a type list, which fast-json-stringify writes without a run-time match', () => {
    expect(toSerializerSchema(schema)).toMatchObject({ properties: { name: { type: ['string', 'null'] } } });
  });

  it('under test, fails the request when a field is missing, of the wrong type or not in the schema', async () => {
    for (const body of [
      { ...good, count: undefined },
      { ...good, count: '2' },
      { ...good, extra: 'would be dropped' },
      { ...good, tags: [{ code: 'a', more: 1 }] },
    ]) {
      expect((await appAnswering(true, body)).statusCode).toBe(500);
    }
  });

  it('in production, sends a body that does not match as JSON.stringify would, never a 500', async () => {
    const missing = { ...good, count: undefined };
    const response = await appAnswering(false, missing);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(missing)));
    // A field outside the schema is left out in production (the schema is the contract).
    expect((await appAnswering(false, { ...good, secret: 'x' })).json()).toEqual(good);
  });

  it('is on by default under Vitest', () => {
    expect(process.env.VITEST).toBeDefined();
  });

  it('compiles a schema once however many routes and statuses answer with it, at its first answer', async () => {
    const error = z.object({ success: z.literal(false), code: z.string() });
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(responseSerializerCompiler({ check: false, log: app.log }));
    const before = compilations.count;
    for (const url of ['/a', '/b', '/c']) {
      app.get(url, { schema: { response: { 200: schema, 400: error, 429: error, 500: error } } }, async () => good);
    }
    await app.ready();
    expect(compilations.count - before).toBe(0);
    expect((await app.inject({ url: '/b' })).json()).toEqual(good);
    expect(compilations.count - before).toBe(1);
    expect((await app.inject({ url: '/a' })).json()).toEqual(good);
    expect((await app.inject({ url: '/c' })).json()).toEqual(good);
    expect(compilations.count - before).toBe(1);
    await app.close();
  });

  describe('a long `data` array, written in chunks of items', () => {
    const page = z.object({
      success: z.literal(true),
      data: z.array(z.object({ phone: z.string(), name: z.string().nullable(), removed: z.boolean() })),
      nextCursor: z.string().nullable(),
    });
    const items = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        phone: `+91987654${String(i).padStart(4, '0')}`,
        // Hindi and characters JSON escapes, so a chunk's bytes are not its characters.
        name: i % 3 === 0 ? null : i % 3 === 1 ? `राहुल "${i}"\n` : `Mary ${i}`,
        removed: i % 2 === 0,
      }));

    it('sends the same JSON for any length, each chunk boundary included', async () => {
      for (const count of [0, 1, ITEMS_PER_CHUNK, ITEMS_PER_CHUNK + 1, 2 * ITEMS_PER_CHUNK, 2 * ITEMS_PER_CHUNK + 7]) {
        for (const check of [true, false]) {
          const body = { success: true, data: items(count), nextCursor: count > 0 ? 'next' : null };
          const response = await appAnswering(check, body, page);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(response.json()).toEqual(body);
          expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        }
      }
    });

    it('leaves out what the item schema does not declare, as for a short array', async () => {
      const body = { success: true, data: items(250).map((item) => ({ ...item, secret: 'x' })), nextCursor: null };
      const response = await appAnswering(false, body, page);
      expect(response.json()).toEqual({ ...body, data: items(250) });
    });

    it('writes `{"data":[…]}` when data is the only field', async () => {
      const onlyData = z.object({ data: z.array(z.object({ n: z.number() })) });
      const body = { data: Array.from({ length: 300 }, (_, n) => ({ n })) };
      const response = await appAnswering(false, body, onlyData);
      expect(response.body).toBe(JSON.stringify(body));
    });

    it('under test, fails the request for one bad item deep in the array; in production, sends JSON.stringify', async () => {
      const data: unknown[] = items(3 * ITEMS_PER_CHUNK);
      data[2 * ITEMS_PER_CHUNK + 5] = { phone: '+919876543210', name: null };
      const body = { success: true, data, nextCursor: null };
      expect((await appAnswering(true, body, page)).statusCode).toBe(500);
      const response = await appAnswering(false, body, page);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(body)));
    });

    it('arrives whole over a real socket, its Content-Length the bytes sent', async () => {
      const app = Fastify({ logger: false });
      app.setSerializerCompiler(responseSerializerCompiler({ check: false, log: app.log }));
      const body = { success: true, data: items(5000), nextCursor: 'next' };
      app.get('/x', { schema: { response: { 200: page } } }, async () => body);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const response = await fetch(`${address}/x`);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
        expect(JSON.parse(bytes.toString('utf8'))).toEqual(body);
      } finally {
        await app.close();
      }
    });
  });
});
