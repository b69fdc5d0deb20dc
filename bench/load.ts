// The load generator of `npm run bench`, run as its own process so the server under test has its
// cores to itself as far as the machine allows: reads one call's spec (a JSON file named on argv), drives it with
// autocannon for a fixed time, prints autocannon's summary as JSON.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { FRESH_PHONE, type LoadSpec } from './load-spec.js';

const freshPhones = (() => {
  // Random start per run: a second run on the same data must not report the first run's numbers.
  let phone = 6_000_000_000 + Math.floor(Math.random() * 3_000_000_000);
  return () => String((phone += 1 + Math.floor(Math.random() * 97)));
})();

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadSpec;
let next = 0;
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  // One request object whose content changes on every send: random inputs, not one cached path.
  requests: [
    {
      setupRequest: (request) => {
        const n = next++;
        const chosen = spec.requests[n % spec.requests.length]!;
        const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return {
          ...request,
          method: chosen.method,
          path: chosen.path,
          body: chosen.body?.replaceAll(FRESH_PHONE, freshPhones),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...chosen.headers },
        };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    requests: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
  }),
);
