import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { installSecurityHeaders } from './security-headers.js';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, serveWebApp } from './web-app.js';

const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const html = `<!doctype html><title>Satark</title>${'<p>shell</p>'.repeat(200)}`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'satark-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, content: string) => {
    writeFileSync(path.join(dist, file), content);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content));
  };
  write('index.html', html);
  write('assets/index-abc123.js', js);
  writeFileSync(path.join(dist, 'icon.svg'), '<svg/>');
  app = Fastify();
  installSecurityHeaders(app, { appEnv: 'local', google: null });
  await serveWebApp(app, dist);
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli copy of a hashed asset, cached for a year', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(js);
    // A script gets no document-only headers (http/security-headers.ts); nosniff stays.
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no file outside the build and no dot file, whatever the path says', async () => {
    const outside = path.join(dist, '..', `${path.basename(dist)}-secret.txt`);
    writeFileSync(outside, 'outside the build');
    writeFileSync(path.join(dist, '.env'), 'SECRET=1');
    try {
      const name = path.basename(outside);
      for (const url of [`/../${name}`, `/..%2f${name}`, `/%2e%2e/${name}`, `/assets/..%2f..%2f${name}`, '/.env']) {
        const response = await app.inject({ url });
        expect(response.body).not.toContain('outside the build');
        expect(response.body).not.toContain('SECRET');
      }
    } finally {
      rmSync(outside, { force: true });
      rmSync(path.join(dist, '.env'), { force: true });
    }
  });

  it('sends gzip to a browser without brotli, and the plain file to one without either', async () => {
    const gzip = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('revalidates the HTML on every load, for the file and for the SPA fallback', async () => {
    for (const url of ['/index.html', '/', '/reports/detail/42', '/assets']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('keeps unhashed files for an hour and answers unknown API, open data and asset paths with JSON 404', async () => {
    expect((await app.inject({ url: '/icon.svg' })).headers['cache-control']).toBe('public, max-age=3600');
    // A missing script (an older build's chunk) is no page of the app.
    for (const url of ['/api/v1/nope', '/open-data/nope.csv', '/assets/index-old123.js', '/assets/']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
