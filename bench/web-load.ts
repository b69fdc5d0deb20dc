// `npm run bench:web`: how long a first visit takes on a slow phone network. Starts the built
// server (apps/server/dist, apps/web/dist) on a throw-away SQLite database, opens the home page in
// Debian's Chromium with an empty cache under Chromium's network throttling (slow 3G as Lighthouse
// defines it: 400 kbps down and up, 400 ms round trip), and reports when the check card is usable:
// its input visible and enabled. Also how many bytes and requests the visit took.
//
//   WEB_BENCH_URL=http://127.0.0.1:4400 npm run bench:web   # measure a server you started
//   WEB_BENCH_RUNS=3                                        # runs per profile (default 5, median shown)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.WEB_BENCH_PORT ?? 4490);
const RUNS = Number(process.env.WEB_BENCH_RUNS ?? 5);

const PROFILES = {
  'slow 3G': { latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 },
  'fast 3G': { latency: 150, downloadThroughput: (1600 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 },
} as const;

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'satark-web-bench-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; ; i += 1) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (i > 300 || child.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function visit(url: string, conditions: (typeof PROFILES)[keyof typeof PROFILES]) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
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
    // The page notes, relative to the start of the navigation, when the card's input first exists
    // and is enabled: no polling delay in the figure.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const input = document.querySelector<HTMLInputElement>('[data-testid="check-card"] input');
        if (input && !input.disabled) {
          (window as unknown as { __usableAt: number }).__usableAt = performance.now();
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
    const skeleton = page.locator('[data-skeleton="check-card"]');
    const skeletonAt = await skeleton
      .waitFor({ state: 'attached', timeout: 60_000 })
      .then(() => Date.now() - started)
      .catch(() => NaN);
    await page.getByTestId('check-card').getByRole('textbox').first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="check-card"] input') as HTMLInputElement | null)?.disabled,
    );
    const usableAt = await page.evaluate(() => (window as unknown as { __usableAt: number }).__usableAt);
    if (process.env.WEB_BENCH_VERBOSE) {
      const lastScript = await page.evaluate(() =>
        Math.max(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
            .filter((end) => end < (window as unknown as { __usableAt: number }).__usableAt),
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
    return { skeletonAt, usableAt, bytes, requests };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const external = process.env.WEB_BENCH_URL;
const server = external ? { url: external, stop: async () => {} } : await startServer();
try {
  console.log(`First visit to ${server.url}/ at 360 px, empty cache, ${RUNS} runs per profile (median)\n`);
  console.log('| profile | skeleton painted | check card usable | transferred | requests |');
  console.log('|---|---|---|---|---|');
  for (const [name, conditions] of Object.entries(PROFILES)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await visit(server.url, conditions));
    const usable = median(runs.map((run) => run.usableAt));
    const skeleton = median(runs.map((run) => run.skeletonAt));
    const kb = median(runs.map((run) => run.bytes)) / 1024;
    const requests = median(runs.map((run) => run.requests));
    console.log(
      `| ${name} | ${Number.isNaN(skeleton) ? 'none' : `${(skeleton / 1000).toFixed(1)} s`} | ${(usable / 1000).toFixed(1)} s | ${kb.toFixed(0)} KB | ${requests} |`,
    );
  }
} finally {
  await server.stop();
}
