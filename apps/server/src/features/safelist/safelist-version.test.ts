// The safelist version every check reads (safelist.repository.ts): a change through the same
// database handle is known at once, one made by another connection (the operator's CLI, a second
// server process) within SAFELIST_VERSION_RECHECK_MS. Both engines.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Db } from '../../db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { SAFELIST_VERSION_RECHECK_MS, safelistVersion, upsertSafelistEntry } from './safelist.repository.js';

let server: TestDatabase;
let operator: Db;
beforeAll(async () => {
  server = await createTestDatabase();
  operator = createDatabase(server.database);
});
afterAll(async () => {
  await operator.destroy();
  await server.drop();
});
afterEach(() => vi.useRealTimers());

const entry = (value: string) => ({
  type: 'number' as const,
  value,
  name: 'Test helpline',
  category: 'helpline',
  source: 'https://example.gov.in/helplines',
  keywords: [],
});

describe('safelistVersion', () => {
  it('knows a change made through the same handle at once', async () => {
    const before = await safelistVersion(server.db);
    await upsertSafelistEntry(server.db, entry('+911800111222'));
    const after = await safelistVersion(server.db);
    expect(after).not.toBe(before);
    expect(after).toBe(await safelistVersion(operator));
  });

  it("sees another connection's change once the recheck time has passed, not a read per call before it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const known = await safelistVersion(server.db);
    await upsertSafelistEntry(operator, entry('+911800333444'));
    const changed = await safelistVersion(operator);
    expect(changed).not.toBe(known);
    expect(await safelistVersion(server.db)).toBe(known);
    vi.setSystemTime(Date.now() + SAFELIST_VERSION_RECHECK_MS);
    expect(await safelistVersion(server.db)).toBe(changed);
  });
});
