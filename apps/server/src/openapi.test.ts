// The OpenAPI document (/api/docs/json) shows a response schema for every route's success status:
// a route added without one fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.request({ url: '/api/docs/json' })).json().paths;
});
afterAll(async () => t.close());

const operations = () =>
  Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('the OpenAPI document', () => {
  it('lists the API', () => {
    const routes = operations().map((o) => o.route);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain('POST /api/v1/scam-report/check-scam-report');
  });

  it('has a response schema for the success status of every route', () => {
    const missing = operations()
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return !success.some(([, response]) =>
          Object.values(response.content ?? {}).some((media) => media.schema && Object.keys(media.schema).length > 0),
        );
      })
      .map((o) => o.route);
    expect(missing).toEqual([]);
  });

  it('describes JSON answers as objects with their fields, and errors as the envelope', () => {
    const check = paths['/api/v1/scam-report/check-scam-report']!.post!;
    const ok = check.responses!['200']!.content!['application/json']!.schema!;
    expect(ok).toMatchObject({ type: 'object', required: expect.arrayContaining(['success', 'data', 'found']) });
    const tooMany = check.responses!['429']!.content!['application/json']!.schema!;
    expect(tooMany).toMatchObject({ type: 'object', required: ['success', 'code', 'message'] });
  });

  it('documents the file answers by their media type', () => {
    const pdf = paths['/api/v1/scam-report/my-reports/{entryId}/complaint.pdf']!.get!;
    expect(pdf.responses!['200']!.content).toHaveProperty('application/pdf');
    expect(paths['/open-data/scams.csv']!.get!.responses!['200']!.content).toHaveProperty(
      'text/csv; charset=utf-8; header=present',
    );
  });
});
