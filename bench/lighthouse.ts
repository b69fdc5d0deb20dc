// `npm run bench:lighthouse`: Lighthouse's mobile performance run (its default: a mid-range phone,
// simulated slow 4G and 4× CPU slowdown) on the production build of /, /reports and /learn, in
// Debian's Chromium. Starts the built server (apps/server/dist, apps/web/dist: run `npm run build`
// first) on a throw-away SQLite database, prints one table and writes bench/results/lighthouse.json.
// The machine's own speed enters the score through TBT: compare runs made on a quiet machine.
//
//   LIGHTHOUSE_URL=http://127.0.0.1:4400 npm run bench:lighthouse   # measure a server you started
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, root, startBuiltServer } from './built-server.js';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4495);
const PAGES = ['/', '/reports', '/learn'];
const CHROMIUM_PATH = '/usr/bin/chromium';
const external = process.env.LIGHTHOUSE_URL;
// Checked before the server starts: a missing browser ends the process at once, leaving it running.
if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install chromium`);
const server = external ? { url: external, stop: async () => {} } : await startBuiltServer(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows = [];
try {
  for (const page of PAGES) {
    const run = async () => {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      return result.lhr;
    };
    // NO_NAVSTART ("Something went wrong with recording the trace ... Please run Lighthouse again")
    // comes from the trace, not the page: it hit old and new builds alike, 1 run in 5. Run again, twice at most.
    let lhr = await run();
    let retries = 0;
    while (lhr.runtimeError?.code === 'NO_NAVSTART' && retries < 2) {
      retries += 1;
      lhr = await run();
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    rows.push({
      page,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      speedIndexMs: Math.round(audit('speed-index')),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      retries,
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log('| page | performance | FCP | LCP | TBT | CLS | speed index | machine (benchmarkIndex) |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.page} | **${row.score}** | ${(row.fcpMs / 1000).toFixed(1)} s | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.tbtMs} ms | ${row.cls} | ${(row.speedIndexMs / 1000).toFixed(1)} s | ${row.benchmarkIndex} |`,
  );
}
// A run Lighthouse could not measure scores 0; say why rather than leave a row of NaN.
for (const row of rows) {
  if (row.retries) console.log(`${row.page}: measured again after NO_NAVSTART (${row.retries}×)`);
  if (row.runtimeError) console.log(`${row.page}: ${row.runtimeError}`);
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/lighthouse.json'),
  `${JSON.stringify({ at: new Date().toISOString(), lighthouse: '12.8.2', rows }, null, 2)}\n`,
);
