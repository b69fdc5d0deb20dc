// A busy number's detail page on a phone: what the browser builds and how long its main thread is
// blocked, on a server already running on bench data (`npm run serve`, see docs/performance.md).
//   npm run bench:detail-page -- [--url http://127.0.0.1:4760] [--id <entity id>] [--runs 5]
// Without --id, the most reported public entity (the first of `reportType=most`).
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './built-server.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4760' },
    id: { type: 'string' },
    runs: { type: 'string', default: '5' },
  },
});
const base = values.url;
const id =
  values.id ??
  (
    (await (await fetch(`${base}/api/v1/scam-report/scammer-list?reportType=most&page=1&size=1`)).json()) as {
      data: { id: string }[];
    }
  ).data[0]!.id;

interface Load {
  shownMs: number;
  blockingMs: number;
  elements: number;
  entryCards: number;
  fileCalls: number;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const loads: Load[] = [];
for (let run = 0; run < Number(values.runs); run += 1) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  let fileCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/scam-report/file')) fileCalls += 1;
  });
  // The app's scripts in the HTTP cache first, as for someone who opened Satark before.
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const counted = window as unknown as { blockingMs: number };
    counted.blockingMs = 0;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) counted.blockingMs += Math.max(0, task.duration - 50);
    }).observe({ type: 'longtask' });
  });
  const started = Date.now();
  // Opened from within the app, as from a list or a check's "View Report".
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/reports/detail/${id}`);
  await page.locator('#entries-title').waitFor();
  const shownMs = Date.now() - started;
  await page.waitForTimeout(1500);
  const seen = await page.evaluate(() => ({
    blockingMs: Math.round((window as unknown as { blockingMs: number }).blockingMs),
    elements: document.getElementsByTagName('*').length,
    entryCards: document.querySelectorAll('section[aria-labelledby="entries-title"] article').length,
  }));
  loads.push({ shownMs, ...seen, fileCalls });
  await context.close();
}
await browser.close();

const median = (key: keyof Load) => loads.map((load) => load[key]).sort((a, b) => a - b)[Math.floor(loads.length / 2)];
console.log(`detail page of ${id}, 360 px, CPU slowed 4x, ${loads.length} loads`);
console.table(loads);
console.log(
  `medians: entries shown after ${median('shownMs')} ms, main thread blocked ${median('blockingMs')} ms past 50 ms a task, ` +
    `${median('elements')} elements, ${median('entryCards')} entry cards, ${median('fileCalls')} proof file calls`,
);
