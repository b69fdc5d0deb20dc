// `npm run bench:web`: how long a first visit takes on a slow phone network. Starts the built
// server (apps/server/dist, apps/web/dist) on a throw-away SQLite database, opens the home page in
// Debian's Chromium with an empty cache under Chromium's own network throttling presets (DevTools'
// "Slow 3G": 400 kbps down and up, 2,000 ms latency; "Fast 3G": 1.44 Mbps down, 675 kbps up,
// 562.5 ms), and reports when the check card is usable: its input visible and enabled. Also how many
// bytes and requests the visit took.
//
//   WEB_BENCH_URL=http://127.0.0.1:4400 npm run bench:web   # measure a server you started
//   WEB_BENCH_RUNS=3                                        # runs per profile (default 5, median shown)
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, root, startBuiltServer } from './built-server.js';

const PORT = Number(process.env.WEB_BENCH_PORT ?? 4490);
const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 5);

// Chromium DevTools' presets (front_end/core/sdk/NetworkManager.ts): the latency is the round trip
// times an adjustment factor (5 and 3.75), the throughput 80% and 90% of the nominal one.
const PROFILES = {
  'slow 3G': {
    latency: 400 * 5,
    downloadThroughput: ((500 * 1000) / 8) * 0.8,
    uploadThroughput: ((500 * 1000) / 8) * 0.8,
  },
  'fast 3G': {
    latency: 150 * 3.75,
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
  },
} as const;

async function visit(url: string, conditions: (typeof PROFILES)[keyof typeof PROFILES]) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
    let bytes = 0;
    let requests = 0;
    const urls = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
      urls.set(event.requestId, event.request.url);
    });
    // The page notes, relative to the start of the navigation, when a check form can first be typed
    // into and sent (index.html's first-paint form, or the app's card) and when the app's own card is
    // there: no polling delay in the figures.
    // (No named functions inside: tsx would wrap them in a helper the page does not have.)
    await page.addInitScript(() => {
      const marks = window as unknown as { __formAt?: number; __appAt?: number };
      const observer = new MutationObserver(() => {
        const ready = ['[data-boot-check] input', '[data-testid="check-card"] input'].map((selector) => {
          const input = document.querySelector<HTMLInputElement>(selector);
          return !!input && !input.disabled && !!input.closest('form')?.querySelector('button[type="submit"]');
        });
        if (marks.__formAt === undefined && (ready[0] || ready[1])) marks.__formAt = performance.now();
        if (ready[1]) {
          marks.__appAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
    const started = Date.now();
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
      requests += 1;
      // WEB_BENCH_VERBOSE=1 prints the waterfall: when each response finished, and its size.
      if (process.env.WEB_BENCH_VERBOSE) {
        const url = (urls.get(event.requestId) ?? '?').replace(/^https?:\/\/[^/]+/, '');
        console.log(
          `  ${((Date.now() - started) / 1000).toFixed(2)} s  ${(event.encodedDataLength / 1024).toFixed(1)} KB  ${url}`,
        );
      }
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByTestId('check-card').getByRole('textbox').first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="check-card"] input') as HTMLInputElement | null)?.disabled,
    );
    const { formAt, usableAt } = await page.evaluate(() => {
      const marks = window as unknown as { __formAt: number; __appAt: number };
      return { formAt: marks.__formAt, usableAt: marks.__appAt };
    });
    if (process.env.WEB_BENCH_VERBOSE) {
      const lastScript = await page.evaluate(() =>
        Math.max(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
            .filter((end) => end < (window as unknown as { __appAt: number }).__appAt),
        ),
      );
      const around = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map(
            (entry) =>
              `${entry.name.replace(location.origin, '')} ${(entry.startTime / 1000).toFixed(2)}→${((entry as PerformanceResourceTiming).responseEnd / 1000).toFixed(2)}`,
          ),
      );
      console.log(around.join('\n'));
      console.log(
        `  last script before usable: ${(lastScript / 1000).toFixed(2)} s, usable: ${(usableAt / 1000).toFixed(2)} s`,
      );
    }
    return { formAt, usableAt, bytes, requests };
  } finally {
    await browser.close();
  }
}

// The JavaScript each main route loads, gzipped (the size of the build's own .gz file of each
// script), in two parts: what arrives before the page's main content is there ("initial"), and
// everything the visit loads until the network is idle (chunks loaded after the first screen,
// such as the shared schemas and the phone library). The home route's initial JavaScript has a
// budget (issue 9): the command fails above it.
const HOME_INITIAL_BUDGET_KB = 150;
/** The first screen of a route is there when the app has rendered it (index.html's #boot is gone). */
const ROUTES = ['/', '/reports', '/learn', '/leader-board', '/report-scam', '/auth/login', '/about'];
const distDir = path.join(root, 'apps/web/dist');
const gzippedKb = (url: string) => {
  const file = path.join(distDir, new URL(url).pathname);
  const gz = `${file}.gz`;
  return existsSync(gz) ? statSync(gz).size / 1024 : existsSync(file) ? statSync(file).size / 1024 : 0;
};

async function routeWeights(url: string) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const rows: { path: string; initialKb: number; allKb: number; scripts: number }[] = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      // The page notes when #boot goes: scripts asked for before then are what the first screen needed.
      await page.addInitScript(() => {
        const marks = window as unknown as { __bootGoneAt?: number };
        const observer = new MutationObserver(() => {
          if (document.body && !document.getElementById('boot')) {
            marks.__bootGoneAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true });
      });
      await page.goto(url + route, { waitUntil: 'commit' });
      await page.locator('#boot').waitFor({ state: 'detached', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const { initial, all } = await page.evaluate(() => {
        const goneAt = (window as unknown as { __bootGoneAt: number }).__bootGoneAt;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'));
        return {
          initial: scripts.filter((entry) => entry.startTime <= goneAt).map((entry) => entry.name),
          all: scripts.map((entry) => entry.name),
        };
      });
      const sum = (list: string[]) => list.reduce((total, script) => total + gzippedKb(script), 0);
      // WEB_BENCH_VERBOSE=1 also names the scripts of each first screen, largest first.
      if (process.env.WEB_BENCH_VERBOSE) {
        for (const script of [...initial].sort((a, b) => gzippedKb(b) - gzippedKb(a))) {
          console.log(`  ${route}  ${gzippedKb(script).toFixed(1)} kB  ${new URL(script).pathname}`);
        }
      }
      rows.push({ path: route, initialKb: sum(initial), allKb: sum(all), scripts: all.length });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const external = process.env.WEB_BENCH_URL;
const server = external ? { url: external, stop: async () => {} } : await startBuiltServer(PORT);
let overBudget = false;
try {
  console.log(`JavaScript each route loads (gzip; budget for / initial: ${HOME_INITIAL_BUDGET_KB} kB)\n`);
  console.log('| route | initial kB | whole visit kB | scripts |');
  console.log('|---|---|---|---|');
  for (const row of await routeWeights(server.url)) {
    console.log(`| ${row.path} | ${row.initialKb.toFixed(1)} | ${row.allKb.toFixed(1)} | ${row.scripts} |`);
    if (row.path === '/' && row.initialKb > HOME_INITIAL_BUDGET_KB) overBudget = true;
  }
  console.log('');
  console.log(`First visit to ${server.url}/ at 360 px, empty cache, ${RUNS} runs per profile (median)\n`);
  console.log("| profile | a check can be typed and sent | the app's check card ready | transferred | requests |");
  console.log('|---|---|---|---|---|');
  for (const [name, conditions] of Object.entries(PROFILES)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await visit(server.url, conditions));
    const usable = median(runs.map((run) => run.usableAt));
    const form = median(runs.map((run) => run.formAt));
    const kb = median(runs.map((run) => run.bytes)) / 1024;
    const requests = median(runs.map((run) => run.requests));
    console.log(
      `| ${name} | ${(form / 1000).toFixed(1)} s | ${(usable / 1000).toFixed(1)} s | ${kb.toFixed(0)} KB | ${requests} |`,
    );
  }
} finally {
  await server.stop();
}
if (overBudget) {
  console.error(`The home route's initial JavaScript is over its budget of ${HOME_INITIAL_BUDGET_KB} kB gzipped.`);
  process.exitCode = 1;
}
