// The HTML served for /reports/detail/{id}: link-preview tags for an ACTIVE entity only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_TEXTS } from '@satark/shared/share';
import { newId } from '../../lib/ids.js';
import { createReportedEntity, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The generic description." />
    <title>Satark — check before you trust</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'satark-share-'));
  writeFileSync(path.join(dist, 'index.html'), template);
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_HOST: 'satark.example.in' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The content of each <meta property|name=…> tag in the page. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags.set(match[1]!, match[2]!);
  }
  return tags;
}

async function entity(status: 'ACTIVE' | 'PENDING' | 'REJECTED', raw: string, count = 1) {
  const reporter = await createUser(t.db);
  const { entity } = await createReportedEntity(t.db, { raw, status, reporterId: reporter.id });
  await t.db.updateTable('scam_entities').set({ report_count: count }).where('id', '=', entity.id).execute();
  return entity;
}

const page = (id: string) => t.request({ url: `/reports/detail/${id}`, headers: { accept: 'text/html' } });

describe('GET /reports/detail/{id} (link previews)', () => {
  it('describes an ACTIVE entity by its display form and count, with absolute URLs on the public host', async () => {
    const active = await entity('ACTIVE', '9876543210', 12);
    const response = await page(active.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const tags = metaTags(response.body);
    const title = '+91 98765 43210 was reported as a scam 12 times on Satark';
    expect(tags.get('og:title')).toBe(title);
    expect(tags.get('twitter:title')).toBe(title);
    expect(tags.get('og:url')).toBe(`https://satark.example.in/reports/detail/${active.id}`);
    expect(tags.get('og:image')).toBe('https://satark.example.in/images/share-card.png');
    expect(tags.get('og:image:width')).toBe('1200');
    expect(tags.get('og:image:height')).toBe('630');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('og:description')).toBe(SHARE_TEXTS.en.entityDescription);
    expect(response.body).toContain(`<title>${title}</title>`);
    expect(response.body).toContain(
      `<link rel="canonical" href="https://satark.example.in/reports/detail/${active.id}" />`,
    );
    // The rest of the page is the SPA as built.
    expect(response.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(response.body.match(/<\/head>/g)).toHaveLength(1);
  });

  it('says "once" for a single report', async () => {
    const single = await entity('ACTIVE', '9123456780', 1);
    const tags = metaTags((await page(single.id)).body);
    expect(tags.get('og:title')).toBe('+91 91234 56780 was reported as a scam once on Satark');
  });

  it.each(['PENDING', 'REJECTED'] as const)('gives a %s entity only the generic tags', async (status) => {
    const hidden = await entity(status, status === 'PENDING' ? '9000000011' : '9000000022', 7);
    const response = await page(hidden.id);
    expect(response.statusCode).toBe(200);
    const tags = metaTags(response.body);
    expect(tags.get('og:title')).toBe(SHARE_TEXTS.en.genericTitle);
    expect(tags.get('og:description')).toBe(SHARE_TEXTS.en.genericDescription);
    expect(tags.get('og:url')).toBe('https://satark.example.in/');
    expect(tags.get('og:image')).toBe('https://satark.example.in/images/share-card.png');
    // Nothing about the entity: not its identifier, not its id, not its count.
    expect(response.body).not.toContain(hidden.scammer_id);
    expect(response.body).not.toContain(hidden.unique_id);
    expect(response.body).not.toContain(hidden.id);
    expect(response.body).not.toContain('canonical');
    expect(response.body).toContain('<meta name="description" content="The generic description." />');
  });

  it('answers an unknown or malformed id with the same generic page', async () => {
    const generic = metaTags((await page(newId())).body);
    expect(generic.get('og:title')).toBe(SHARE_TEXTS.en.genericTitle);
    for (const id of ['not%20an%20id', 'x'.repeat(64), '%3Cscript%3E', '1%27%20or%201%3D1']) {
      const response = await page(id);
      expect(response.statusCode).toBe(200);
      expect(metaTags(response.body)).toEqual(generic);
      expect(response.body).not.toContain('<script>');
    }
    // An address longer than the router takes is the app's usual 400, with no page at all.
    const tooLong = await page('x'.repeat(200));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('escapes hostile text in the stored identifier', async () => {
    const hostile = await entity('ACTIVE', '9000000033', 3);
    const evil = `"><script>alert('x')</script>&amp;$&`;
    await t.db.updateTable('scam_entities').set({ scammer_id: evil }).where('id', '=', hostile.id).execute();
    const response = await page(hostile.id);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain(`"><script>`);
    expect(metaTags(response.body).get('og:title')).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;$&amp; was reported as a scam 3 times on Satark',
    );
    expect(response.body).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;$&amp; was reported as a scam 3 times on Satark</title>',
    );
  });

  it('keeps API paths and other pages as they were', async () => {
    const api = await t.request({ url: '/api/v1/reports/detail/x' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const other = await t.request({ url: '/reports' });
    expect(other.statusCode).toBe(200);
    expect(other.body).not.toContain('og:title');
  });
});

describe('a local run without PUBLIC_HOST', () => {
  it('names the host the page was opened on', async () => {
    const local = await createTestApp({ WEB_DIST_DIR: dist });
    try {
      const response = await local.request({ url: `/reports/detail/${newId()}`, headers: { host: 'localhost:3000' } });
      expect(metaTags(response.body).get('og:image')).toBe('http://localhost:3000/images/share-card.png');
    } finally {
      await local.close();
    }
  });
});
