// The response serializer: fast-json-stringify from the zod schema; under test a wrong or dropped
// field fails the request, in production it never turns into a 500 nor drops a declared field.
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, toSerializerSchema } from './response-serializer.js';

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

async function appAnswering(check: boolean, body: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler({ check, log: app.log }));
  app.get('/x', { schema: { response: { 200: schema } } }, async () => body);
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

  it('compiles a schema once however many routes and statuses answer with it', async () => {
    const error = z.object({ success: z.literal(false), code: z.string() });
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(responseSerializerCompiler({ check: false, log: app.log }));
    const before = compilations.count;
    for (const url of ['/a', '/b', '/c']) {
      app.get(url, { schema: { response: { 200: schema, 400: error, 429: error, 500: error } } }, async () => good);
    }
    await app.ready();
    expect(compilations.count - before).toBe(2);
    expect((await app.inject({ url: '/b' })).json()).toEqual(good);
    await app.close();
  });
});
