// `npm run bench:soak [-- --minutes 10 --connections 100 --port 4310 --out .tmp/soak.json]`:
// the production build (apps/server/dist/bundle/main.mjs) in its own process on a temporary DATA_DIR,
// under mixed traffic for N minutes: checks, lists, registrations (OTP read from the dev outbox),
// reports with proofs, proof links and downloads, and moderation by validators promoted with the
// admin command. Records every request's status and latency, the server's RSS every 10 s, and
// afterwards proves that every acknowledged (201) report is in the database with its proof file.
// Not part of CI: it takes the machine for its whole duration.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { buildServer as buildProductionServer, SERVER_NODE_FLAGS, serverEnv, serverMain } from '../scripts/lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    port: { type: 'string', default: '4310' },
    out: { type: 'string', default: path.join(root, '.tmp', 'soak.json') },
    'no-build': { type: 'boolean', default: false },
  },
});
const MINUTES = Number(flags.minutes);
const CONNECTIONS = Number(flags.connections);
const PORT = Number(flags.port);
if (!(MINUTES > 0) || !(CONNECTIONS > 0) || !(PORT > 0)) {
  console.error(
    'usage: npm run bench:soak -- [--minutes N] [--connections N] [--port P] [--out file.json] [--no-build]',
  );
  process.exit(2);
}

const PASSWORD = 'Soak@12345';
/** A 1×1 PNG: a real image, so the server re-encodes it as it does a phone's screenshot. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

// ---- The server under test ----

function buildServer() {
  if (flags['no-build']) return;
  console.log('building the server (tsc -b, then apps/server/bundle.mjs)…');
  buildProductionServer();
}

function startServer(dataDir: string): ChildProcess {
  const main = serverMain;
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build -w @satark/server`);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    cwd: root,
    env: serverEnv({
      ...process.env,
      NODE_ENV: 'production',
      // `dev`: the production code paths, but with the SMS outbox the registrations read codes from.
      APP_ENV: 'dev',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => serverErrors.push(chunk.toString('utf8').slice(0, 2000)));
  return child;
}

const serverErrors: string[] = [];

function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

// ---- HTTP ----

interface Answer {
  status: number;
  body: string;
}

let addressCounter = 0;
/** A loopback source address per simulated client, as many people behind carrier NAT would be many IPs. */
const nextAddress = () => {
  addressCounter += 1;
  return `127.${10 + ((addressCounter >> 16) & 63)}.${(addressCounter >> 8) & 255}.${addressCounter & 255 || 1}`;
};

function request(
  agent: http.Agent,
  method: string,
  urlPath: string,
  options: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: urlPath,
        agent,
        headers: { 'app-check': 'web', ...options.headers },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout (30 s)')));
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = (body: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

function multipart(jsonText: string, proof: { name: string; bytes: Buffer } | null) {
  const boundary = `----soak${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n${jsonText}\r\n`),
  ];
  if (proof) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="${proof.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      proof.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat(parts) };
}

// ---- Figures ----

interface ActionStats {
  count: number;
  statuses: Record<string, number>;
  latencies: number[];
}
const stats = new Map<string, ActionStats>();
const fiveXx: { action: string; status: number; body: string }[] = [];
const transportErrors: { action: string; error: string }[] = [];
let totalRequests = 0;

async function timed(action: string, call: () => Promise<Answer>): Promise<Answer | null> {
  const entry = stats.get(action) ?? { count: 0, statuses: {}, latencies: [] };
  stats.set(action, entry);
  const started = performance.now();
  try {
    const answer = await call();
    totalRequests += 1;
    entry.count += 1;
    entry.statuses[answer.status] = (entry.statuses[answer.status] ?? 0) + 1;
    entry.latencies.push(performance.now() - started);
    if (answer.status >= 500 && fiveXx.length < 50)
      fiveXx.push({ action, status: answer.status, body: answer.body.slice(0, 300) });
    else if (answer.status >= 500) fiveXx.push({ action, status: answer.status, body: '' });
    return answer;
  } catch (error) {
    totalRequests += 1;
    entry.count += 1;
    entry.statuses.error = (entry.statuses.error ?? 0) + 1;
    if (transportErrors.length < 50) transportErrors.push({ action, error: String(error) });
    return null;
  }
}

// ---- The simulated people ----

const randomPhone = () =>
  `${6 + Math.floor(Math.random() * 4)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface Account {
  phoneNo: string;
  token: string;
}

/** Acknowledged writes: every 201 report, checked in the database at the end. */
const acknowledged: { entityId: string; entryId: string; withProof: boolean }[] = [];
const reportedPhones: string[] = [];
const entityIds: string[] = [];
/** Entities a validator verified: public, so their detail and proof links answer anyone. */
const activeEntityIds: string[] = [];
const proofKeys: string[] = [];

async function register(agent: http.Agent, name: string): Promise<Account | null> {
  const phoneNo = randomPhone();
  const registered = await timed('register', () =>
    request(agent, 'POST', '/api/v1/auth/register', json({ countryCode: '+91', phoneNo, name, password: PASSWORD })),
  );
  if (registered?.status !== 201) return null;
  const outbox = await timed('read OTP (dev outbox)', () =>
    request(agent, 'GET', `/api/v1/dev/sms-outbox?phone=${encodeURIComponent(`+91${phoneNo}`)}`),
  );
  const code = outbox && /code is (\d{4})\./.exec(outbox.body)?.[1];
  if (!code) return null;
  const verified = await timed('verify OTP', () =>
    request(agent, 'POST', '/api/v1/auth/verify-user', json({ countryCode: '+91', phoneNo, verifyCode: code })),
  );
  if (verified?.status !== 200) return null;
  return { phoneNo, token: (JSON.parse(verified.body) as { access_token: string }).access_token };
}

/** A fresh keep-alive connection from a new loopback address. */
const newAgent = (): http.Agent =>
  new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: nextAddress() } as http.AgentOptions);

async function citizen(deadline: number) {
  let agent = newAgent();
  let sent = 0;
  let account: Account | null = null;
  let reportsWithAccount = 0;
  while (performance.now() < deadline) {
    // Many people, not one: a new address every 100 requests stays under any per-IP limit.
    if (++sent % 100 === 0) {
      agent.destroy();
      agent = newAgent();
    }
    const roll = Math.random();
    if (roll < 0.4) {
      const known = reportedPhones.length > 0 && Math.random() < 0.3 ? pick(reportedPhones) : randomPhone();
      const body = pick([
        { type: 'number', countryCode: '+91', phoneNo: known },
        { type: 'upi', upi: `${pick(['fraud', 'kyc', 'refund'])}.${Math.floor(Math.random() * 1000)}@ybl` },
        { type: 'website', website: `https://paytm-kyc-${Math.floor(Math.random() * 1000)}.example.in/update` },
        { type: 'sms', sms: `Dear customer your KYC expires today. Update at http://bit.ly/k${sent} or call ${known}` },
      ]);
      await timed('check', () => request(agent, 'POST', '/api/v1/scam-report/check-scam-report', json(body)));
    } else if (roll < 0.72) {
      const which = Math.random();
      if (which < 0.35) {
        const query = pick([
          'reportType=recent',
          'reportType=most&page=2',
          'type=number',
          'search=98',
          'status=ACTIVE',
        ]);
        await timed('scammer-list', () => request(agent, 'GET', `/api/v1/scam-report/scammer-list?${query}`));
      } else if (which < 0.5) {
        await timed('stats', () => request(agent, 'GET', '/api/v1/scam-report/stats'));
      } else if (which < 0.6) {
        const viewType = pick(['all', '30', '7', '1']);
        await timed('leader board', () =>
          request(agent, 'GET', `/api/v1/scam-report/reporter-leader-board?viewType=${viewType}`),
        );
      } else if (which < 0.7) {
        await timed('list by type', () =>
          request(agent, 'GET', `/api/v1/scam-report/spammer-list-by-type?type=${pick(['number', 'upi', 'website'])}`),
        );
      } else if (which < 0.85 && entityIds.length > 0) {
        // Mostly public entities; sometimes one still under review (404 to anyone but its reporter).
        const id = activeEntityIds.length > 0 && Math.random() < 0.8 ? pick(activeEntityIds) : pick(entityIds);
        await timed('detail', () =>
          request(agent, 'GET', `/api/v1/scam-report/spammer-detail?id=${encodeURIComponent(id)}`),
        );
      } else if (proofKeys.length > 0) {
        const link = await timed('proof link', () =>
          request(agent, 'GET', `/api/v1/scam-report/file?file=${encodeURIComponent(pick(proofKeys))}`),
        );
        const url = link?.status === 200 ? (JSON.parse(link.body) as { data: { url: string } }).data.url : null;
        if (url)
          await timed('proof download', () =>
            request(agent, 'GET', new URL(url, 'http://x').pathname + new URL(url, 'http://x').search),
          );
      } else {
        await timed('articles', () => request(agent, 'GET', '/api/v1/scam-articles/get-all'));
      }
    } else if (roll < 0.9) {
      if (!account || reportsWithAccount >= 20) {
        account = await register(agent, 'Soak Reporter');
        reportsWithAccount = 0;
        continue;
      }
      const phone = randomPhone();
      const withProof = Math.random() < 0.7;
      const form = multipart(
        JSON.stringify({ type: 'number', uniqueId: phone, detail: withProof ? '' : 'Asked for my OTP.' }),
        withProof
          ? Math.random() < 0.8
            ? { name: 'call.png', bytes: TINY_PNG }
            : { name: 'bill.pdf', bytes: PDF }
          : null,
      );
      const token = account.token;
      const answer = await timed('report (multipart)', () =>
        request(agent, 'POST', '/api/v1/scam-report/report-scammer', {
          headers: { ...form.headers, authorization: `Bearer ${token}` },
          body: form.body,
        }),
      );
      reportsWithAccount += 1;
      if (answer?.status === 201) {
        const data = (JSON.parse(answer.body) as { data: { id: string; entryId: string } }).data;
        acknowledged.push({ entityId: data.id, entryId: data.entryId, withProof });
        reportedPhones.push(phone);
        entityIds.push(data.id);
      } else if (answer?.status === 429) {
        account = null; // this account reached its limit: the next report comes from a new person
      }
    } else if (roll < 0.95) {
      // A returning visitor whose session is checked on every load.
      if (account) {
        const token = account.token;
        await timed('who am I', () =>
          request(agent, 'GET', '/api/v1/auth/user', { headers: { authorization: `Bearer ${token}` } }),
        );
      } else {
        await timed('users-count', () => request(agent, 'GET', '/api/v1/auth/users-count'));
      }
    } else {
      await timed('reports-count', () => request(agent, 'GET', '/api/v1/scam-report/reports-count'));
    }
  }
  agent.destroy();
}

async function validator(deadline: number, token: string) {
  let agent = newAgent();
  let sent = 0;
  while (performance.now() < deadline) {
    if (++sent % 100 === 0) {
      agent.destroy();
      agent = newAgent();
    }
    const list = await timed('moderation: pending list', () =>
      request(agent, 'GET', '/api/v1/scam-report/scammer-list?status=PENDING&size=20', {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    const pending =
      list?.status === 200
        ? (JSON.parse(list.body) as { data: { id: string; scammerId: string; uniqueId: string }[] }).data
        : [];
    for (const entity of pending.slice(0, 5)) {
      const verify = Math.random() < 0.7;
      const body = verify
        ? { id: entity.id, scammerId: entity.scammerId, uniqueId: entity.uniqueId, name: 'Fake KYC caller' }
        : { id: entity.id, scammerId: entity.scammerId, uniqueId: entity.uniqueId, reason: 'Not enough evidence' };
      const answer = await timed(verify ? 'moderation: verify' : 'moderation: reject', () =>
        request(agent, 'POST', `/api/v1/scam-report/${verify ? 'scam-verification' : 'scam-rejection'}`, {
          ...json(body),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        }),
      );
      if (verify && answer?.status === 200) activeEntityIds.push(entity.id);
    }
    if (pending.length === 0) await sleep(500);
  }
  agent.destroy();
}

// ---- The run ----

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function waitUntilUp(child: ChildProcess) {
  const agent = new http.Agent();
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${serverErrors.join('')}`);
    try {
      const answer = await request(agent, 'GET', '/readyz');
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not become ready within 30 s');
}

async function main() {
  buildServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'satark-soak-'));
  const child = startServer(dataDir);
  let exited: string | null = null;
  child.on('exit', (code, signal) => {
    exited = `exit code ${code}, signal ${signal}`;
  });
  try {
    await waitUntilUp(child);
    const setupAgent = newAgent();

    // Validators: two accounts registered like anyone, then promoted by the operator's command.
    const validators: Account[] = [];
    for (let i = 0; i < 2; i++) {
      const account = await register(newAgent(), `Soak Validator ${i + 1}`);
      if (!account) throw new Error('could not register a validator account');
      execFileSync(
        process.execPath,
        [path.join(root, 'apps/server/dist/admin/cli.js'), 'promote', `+91${account.phoneNo}`],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
          stdio: 'pipe',
        },
      );
      validators.push(account);
    }
    setupAgent.destroy();

    const startedAt = performance.now();
    const deadline = startedAt + MINUTES * 60_000;
    const rss: { atSeconds: number; rssMb: number; requests: number }[] = [];
    const sampler = setInterval(() => {
      const mb = rssMb(child.pid!);
      if (mb !== null)
        rss.push({ atSeconds: Math.round((performance.now() - startedAt) / 1000), rssMb: mb, requests: totalRequests });
    }, 10_000);
    const ticker = setInterval(() => {
      const elapsed = (performance.now() - startedAt) / 60_000;
      console.log(
        `${elapsed.toFixed(1)} min: ${totalRequests} requests, ${fiveXx.length} 5xx, ${acknowledged.length} reports, RSS ${rssMb(child.pid!)?.toFixed(0)} MB`,
      );
    }, 60_000);

    console.log(`soak: ${MINUTES} min, ${CONNECTIONS} connections, server pid ${child.pid}, DATA_DIR ${dataDir}`);
    // Proof keys for the link and download calls, read from the detail of verified (public) entities.
    const proofRefresher = (async () => {
      const agent = newAgent();
      while (performance.now() < deadline) {
        await sleep(5_000);
        if (activeEntityIds.length === 0) continue;
        const id = pick(activeEntityIds);
        const answer = await timed('detail', () =>
          request(agent, 'GET', `/api/v1/scam-report/spammer-detail?id=${encodeURIComponent(id)}`),
        );
        if (answer?.status !== 200) continue;
        const reports = (JSON.parse(answer.body) as { data: { reports: { proof: string | null }[] } }).data.reports;
        for (const r of reports) if (r.proof && proofKeys.length < 200) proofKeys.push(r.proof);
      }
      agent.destroy();
    })();

    const workers = [
      ...validators.map((v) => validator(deadline, v.token)),
      ...Array.from({ length: Math.max(1, CONNECTIONS - validators.length - 1) }, () => citizen(deadline)),
      proofRefresher,
    ];
    await Promise.all(workers);
    clearInterval(sampler);
    clearInterval(ticker);
    const durationSeconds = (performance.now() - startedAt) / 1000;
    const endRss = rssMb(child.pid!);
    if (endRss !== null) rss.push({ atSeconds: Math.round(durationSeconds), rssMb: endRss, requests: totalRequests });
    const aliveAfterTraffic = exited === null;

    // Graceful stop, then every acknowledged report must be in the database, with its proof file.
    child.kill('SIGTERM');
    const stopStarted = performance.now();
    while (child.exitCode === null && child.signalCode === null && performance.now() - stopStarted < 15_000)
      await sleep(100);
    const stopSeconds = (performance.now() - stopStarted) / 1000;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');

    const db = new Database(path.join(dataDir, 'satark.db'), { readonly: true });
    const findEntry = db.prepare('select e.id, e.entity_id from report_entries e where e.id = ?');
    const findProof = db.prepare('select key from proof_files where entry_id = ?');
    const missing: string[] = [];
    const missingProofs: string[] = [];
    for (const ack of acknowledged) {
      const row = findEntry.get(ack.entryId) as { id: string; entity_id: string } | undefined;
      if (!row || row.entity_id !== ack.entityId) {
        missing.push(ack.entryId);
        continue;
      }
      if (ack.withProof) {
        const proof = findProof.get(ack.entryId) as { key: string } | undefined;
        if (!proof || !existsSync(path.join(dataDir, 'proofs', ...proof.key.split('/'))))
          missingProofs.push(ack.entryId);
      }
    }
    db.close();

    // ---- Figures ----
    const byMinute: { minute: number; rssMb: number }[] = [];
    for (let m = 1; m <= Math.floor(durationSeconds / 60); m++) {
      const sample = rss.filter((s) => s.atSeconds <= m * 60).at(-1);
      if (sample) byMinute.push({ minute: m, rssMb: Number(sample.rssMb.toFixed(1)) });
    }
    // A leak is a trend, not one sample: RSS saws up and down by ~30% with load and the garbage
    // collector, so compare the median of the samples in minutes 2–4 (after warm-up) with the
    // median of the last three minutes.
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)]!;
    };
    const warm = median(rss.filter((s) => s.atSeconds > 60 && s.atSeconds <= 240).map((s) => s.rssMb));
    const late = median(rss.filter((s) => s.atSeconds > durationSeconds - 180).map((s) => s.rssMb));
    const rssGrowth = durationSeconds >= 360 && warm && late ? (late - warm) / warm : null;
    const actions = Object.fromEntries(
      [...stats.entries()]
        .sort(([, a], [, b]) => b.count - a.count)
        .map(([name, s]) => {
          const sorted = [...s.latencies].sort((a, b) => a - b);
          return [
            name,
            {
              count: s.count,
              statuses: s.statuses,
              p50ms: Number(percentile(sorted, 0.5).toFixed(1)),
              p95ms: Number(percentile(sorted, 0.95).toFixed(1)),
              p99ms: Number(percentile(sorted, 0.99).toFixed(1)),
            },
          ];
        }),
    );
    const result = {
      startedAt: new Date(Date.now() - durationSeconds * 1000).toISOString(),
      minutes: MINUTES,
      connections: CONNECTIONS,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}` },
      database: 'SQLite (WAL), production build (apps/server/dist/bundle/main.mjs), APP_ENV=dev (SMS outbox)',
      durationSeconds: Number(durationSeconds.toFixed(1)),
      totalRequests,
      requestsPerSecond: Number((totalRequests / durationSeconds).toFixed(1)),
      fiveXx: fiveXx.length,
      fiveXxSamples: fiveXx.slice(0, 10),
      transportErrors: transportErrors.length,
      transportErrorSamples: transportErrors.slice(0, 10),
      serverAliveAfterTraffic: aliveAfterTraffic,
      gracefulStopSeconds: Number(stopSeconds.toFixed(1)),
      rssMbPerMinute: byMinute,
      rssMbAtEnd: endRss === null ? null : Number(endRss.toFixed(1)),
      rssMedianGrowth: rssGrowth === null ? null : Number((rssGrowth * 100).toFixed(1)),
      rssSamples: rss,
      acknowledgedReports: acknowledged.length,
      acknowledgedWithProof: acknowledged.filter((a) => a.withProof).length,
      missingReports: missing.length,
      missingProofFiles: missingProofs.length,
      actions,
      serverStderr: serverErrors.join('').slice(0, 4000),
    };
    mkdirSync(path.dirname(flags.out!), { recursive: true });
    writeFileSync(flags.out!, `${JSON.stringify(result, null, 2)}\n`);

    console.log(`\n| action | requests | p50 ms | p95 ms | p99 ms | statuses |`);
    console.log('|---|---|---|---|---|---|');
    for (const [name, a] of Object.entries(actions)) {
      const statuses = Object.entries(a.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      console.log(`| ${name} | ${a.count} | ${a.p50ms} | ${a.p95ms} | ${a.p99ms} | ${statuses} |`);
    }
    const rssLine = byMinute.map((m) => `${m.minute}: ${m.rssMb}`).join(', ');
    const verdicts = [
      ['total requests', `${totalRequests} (${result.requestsPerSecond}/s over ${result.durationSeconds} s)`],
      ['5xx answers', `${fiveXx.length}`],
      ['transport errors (no answer)', `${transportErrors.length}`],
      ['server alive after traffic', String(aliveAfterTraffic)],
      ['RSS MB per minute', rssLine || '(under a minute)'],
      [
        'RSS median, last 3 min vs minutes 2–4',
        rssGrowth === null ? 'n/a (needs 6+ minutes)' : `${result.rssMedianGrowth}% (limit 10%)`,
      ],
      ['acknowledged reports (201)', `${acknowledged.length} (${result.acknowledgedWithProof} with a proof)`],
      ['missing afterwards', `${missing.length} reports, ${missingProofs.length} proof files`],
      ['graceful stop (SIGTERM)', `${result.gracefulStopSeconds} s`],
    ];
    console.log('\n| figure | value |\n|---|---|');
    for (const [k, v] of verdicts) console.log(`| ${k} | ${v} |`);
    console.log(`\nfigures written to ${flags.out}`);

    const failed =
      fiveXx.length > 0 ||
      !aliveAfterTraffic ||
      missing.length > 0 ||
      missingProofs.length > 0 ||
      (rssGrowth !== null && rssGrowth > 0.1);
    if (failed) {
      console.error('\nSOAK FAILED: see the figures above');
      if (serverErrors.length > 0) console.error(serverErrors.join('').slice(0, 2000));
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
