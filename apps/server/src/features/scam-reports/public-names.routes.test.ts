// People are named publicly by first name and last initial (API.md "Deliberate departures").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportedEntity, createSignedInUser, createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('public names', () => {
  it('the detail page names the reporter and the verifier as "Asha V."', async () => {
    const reporter = await createUser(t.db, { name: 'Asha Verma' });
    const validator = await createSignedInUser(t.db, t.config.jwtSecret, { name: 'Meera Iyer Nair', rank: 11 });
    const { entity } = await createReportedEntity(t.db, { reporterId: reporter.id, status: 'PENDING' });
    const verified = await t.request({
      method: 'POST',
      url: '/api/v1/scam-report/scam-verification',
      token: validator.token,
      payload: { id: entity.id, name: 'Fraud caller' },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const response = await t.request({ url: '/api/v1/scam-report/spammer-detail', query: { id: entity.id } });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.reportedBy).toEqual({ name: 'Asha V.' });
    expect(data.verifiedBy).toEqual({ name: 'Meera N.' });
    expect(data.reports[0].reporter).toEqual({ name: 'Asha V.' });
    expect(data.reports[0].verifier).toEqual({ name: 'Meera N.' });
    expect(response.body).not.toContain('Verma');
    expect(response.body).not.toContain('Nair');
  });

  it('the leader board names reporters the same way', async () => {
    const reporter = await createUser(t.db, { name: 'Ravi Kumar' });
    await createReportedEntity(t.db, { reporterId: reporter.id, status: 'ACTIVE' });
    const response = await t.request({ url: '/api/v1/scam-report/reporter-leader-board' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual(
      expect.objectContaining({ reporterId: reporter.id, users_name: 'Ravi K.' }),
    );
    expect(response.body).not.toContain('Kumar');
  });
});
