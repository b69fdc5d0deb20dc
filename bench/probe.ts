// One-off timing of each call against a data folder made by `npm run bench:data` (BENCH_DIR), for profiling.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, migrateToLatest, refreshPlannerStatistics } from '../apps/server/src/db/database.js';
import { seedDatabase } from '../apps/server/src/seed.js';

const dir = process.env.BENCH_DIR ?? '/tmp/satark-probe';
if (!existsSync(`${dir}/satark.db`)) {
  console.error(`no data in ${dir}: npm run bench:data -- --entities 200000 --data-dir ${dir}`);
  process.exit(2);
}
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', DATABASE_URL: '' });
const db = createDatabase(config.database);
await migrateToLatest(db);
await seedDatabase(db);
await refreshPlannerStatistics(db);
const app = await buildApp(config, { db });
const urls = [
  ['POST', '/api/v1/scam-report/check-scam-report', { type: 'number', phoneNo: '9100000037' }],
  ['POST', '/api/v1/scam-report/check-scam-report', { type: 'website', website: 'kyc-update6.example.in/a/b' }],
  ['GET', '/api/v1/scam-report/scammer-list?reportType=recent'],
  ['GET', '/api/v1/scam-report/scammer-list?reportType=most&page=5'],
  ['GET', '/api/v1/scam-report/scammer-list?search=91000'],
  ['GET', '/api/v1/scam-report/reporter-leader-board?viewType=7'],
  ['GET', '/api/v1/scam-report/reporter-leader-board?viewType=all'],
  ['GET', '/api/v1/scam-report/stats'],
  ['GET', '/api/v1/scam-report/reports-count'],
  ['GET', '/api/v1/scam-articles/get-all'],
  ['GET', '/api/v1/scam-report/all-phone-scammer-list?size=1000'],
] as const;
for (const [method, url, body] of urls) {
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const r = await app.inject({ method, url, ...(body ? { payload: body } : {}) });
    if (i === 1) console.log(`${(performance.now() - t0).toFixed(1).padStart(8)} ms  ${r.statusCode} ${method} ${url}`);
  }
}
await app.close();
await db.destroy();
