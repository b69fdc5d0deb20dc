// Every call of API.md (and the few operational paths beside it), with what a fuzz case may send
// it: query parameters, JSON fields, path parameters, and whether a valid token would be spent.
// Calls API.md lists that this build does not serve yet are kept: they must answer the 404
// envelope today and keep every property once they exist.
import fc from 'fast-check';
import { REPORT_TYPES } from '@satark/shared/constants';
import type { World } from './live-server.js';

export type Auth = 'none' | 'optional' | 'user' | 'validator';

export interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path with `{name}` placeholders for path parameters. */
  path: string;
  auth: Auth;
  query?: readonly string[];
  body?: readonly string[];
  /** A valid token used here is revoked or its account changed: give it a throwaway account. */
  spendsToken?: boolean;
}

const A = '/api/v1/auth';
const S = '/api/v1/scam-report';

export const ENDPOINTS: readonly Endpoint[] = [
  // Auth
  { method: 'GET', path: `${A}/is-token-valid`, auth: 'optional', query: ['token'] },
  { method: 'GET', path: `${A}/user`, auth: 'user' },
  { method: 'POST', path: `${A}/register`, auth: 'none', body: ['countryCode', 'phoneNo', 'name', 'password'] },
  { method: 'POST', path: `${A}/verify-user`, auth: 'none', body: ['countryCode', 'phoneNo', 'verifyCode'] },
  { method: 'POST', path: `${A}/login`, auth: 'none', body: ['countryCode', 'phoneNo', 'password'] },
  { method: 'POST', path: `${A}/google`, auth: 'none', body: ['credential'] },
  { method: 'POST', path: `${A}/forgot-password`, auth: 'none', body: ['countryCode', 'phoneNo'] },
  {
    method: 'POST',
    path: `${A}/reset-password`,
    auth: 'none',
    body: ['countryCode', 'phoneNo', 'verifyCode', 'password'],
  },
  { method: 'POST', path: `${A}/resend-otp`, auth: 'none', body: ['countryCode', 'phoneNo'] },
  { method: 'POST', path: `${A}/send-otp`, auth: 'user', body: ['countryCode', 'phoneNo'] },
  { method: 'POST', path: `${A}/verify-otp`, auth: 'user', body: ['countryCode', 'phoneNo', 'verifyCode'] },
  { method: 'GET', path: `${A}/logout`, auth: 'user', spendsToken: true },
  { method: 'GET', path: `${A}/users-count`, auth: 'none' },
  { method: 'POST', path: `${A}/delete-account`, auth: 'user', spendsToken: true },
  { method: 'DELETE', path: `${A}/cancel-account-deletion`, auth: 'user', spendsToken: true },
  { method: 'POST', path: `${A}/immediate-delete-account`, auth: 'user', spendsToken: true },
  // Scam reports (report-scammer and disputes are multipart: see multipart.fuzz.ts)
  {
    method: 'POST',
    path: `${S}/check-scam-report`,
    auth: 'optional',
    body: ['type', 'countryCode', 'phoneNo', 'upi', 'sms', 'email', 'website'],
  },
  {
    method: 'GET',
    path: `${S}/scammer-list`,
    auth: 'optional',
    query: ['page', 'size', 'search', 'type', 'status', 'fromDate', 'toDate', 'reportType'],
  },
  { method: 'GET', path: `${S}/my-reports`, auth: 'user', query: ['page', 'size'] },
  { method: 'GET', path: `${S}/spammer-list-by-type`, auth: 'none', query: ['type', 'page', 'size'] },
  { method: 'GET', path: `${S}/spammer-detail`, auth: 'optional', query: ['id'] },
  { method: 'GET', path: `${S}/spammer-detail/reports`, auth: 'optional', query: ['id', 'before', 'size'] },
  {
    method: 'POST',
    path: `${S}/scam-verification`,
    auth: 'validator',
    body: ['scammerId', 'uniqueId', 'id', 'name'],
  },
  { method: 'POST', path: `${S}/scam-rejection`, auth: 'validator', body: ['scammerId', 'uniqueId', 'id', 'reason'] },
  { method: 'GET', path: `${S}/file`, auth: 'optional', query: ['file'] },
  { method: 'GET', path: `${S}/reports-count`, auth: 'none' },
  { method: 'GET', path: `${S}/stats`, auth: 'none' },
  { method: 'GET', path: `${S}/reporter-leader-board`, auth: 'none', query: ['viewType'] },
  { method: 'GET', path: `${S}/all-phone-scammer-list`, auth: 'none', query: ['since', 'cursor', 'size'] },
  { method: 'POST', path: `${S}/check-batch`, auth: 'none', body: ['items'] },
  { method: 'GET', path: `${S}/disputes/mine`, auth: 'user', query: ['page', 'size'] },
  { method: 'GET', path: `${S}/my-reports/{entryId}/complaint.pdf`, auth: 'user', query: ['lang'] },
  // Moderation and notifications
  { method: 'GET', path: '/api/v1/moderation/queue', auth: 'validator', query: ['page', 'size'] },
  { method: 'GET', path: '/api/v1/moderation/disputes', auth: 'validator', query: ['page', 'size'] },
  {
    method: 'POST',
    path: '/api/v1/moderation/disputes/{disputeId}/decide',
    auth: 'validator',
    body: ['decision', 'note'],
  },
  { method: 'GET', path: '/api/v1/notifications', auth: 'user', query: ['page', 'size'] },
  { method: 'GET', path: '/api/v1/notifications/', auth: 'user', query: ['page', 'size'] },
  { method: 'GET', path: '/api/v1/config', auth: 'none' },
  { method: 'POST', path: '/api/v1/notifications/read', auth: 'user', body: ['ids'] },
  // Open data (at the short address the about page links, and under /api/v1)
  { method: 'GET', path: '/open-data/scams.csv', auth: 'none' },
  { method: 'GET', path: '/open-data/scams.jsonl', auth: 'none' },
  { method: 'GET', path: '/api/v1/open-data/scams.csv', auth: 'none' },
  { method: 'GET', path: '/api/v1/open-data/scams.jsonl', auth: 'none' },
  // Articles
  { method: 'GET', path: '/api/v1/scam-articles/get-all', auth: 'none', query: ['lang'] },
  { method: 'GET', path: '/api/v1/scam-articles/titles', auth: 'none' },
  { method: 'GET', path: '/api/v1/scam-articles/detail', auth: 'none', query: ['slug'] },
  // Development outbox, proof downloads, operations, unknown paths
  { method: 'GET', path: '/api/v1/dev/sms-outbox', auth: 'none', query: ['phone'] },
  { method: 'GET', path: '/files/{key}', auth: 'none', query: ['expires', 'signature'] },
  { method: 'GET', path: '/healthz', auth: 'none' },
  { method: 'GET', path: '/readyz', auth: 'none' },
  { method: 'GET', path: '/api/v1/{unknown}', auth: 'optional' },
];

/** Dates that parse but sit at the ends of what a JavaScript Date can hold. */
const EDGE_DATES = [
  '+275760-09-13T00:00:00.000Z',
  '+275760-09-13',
  '-271821-04-20T00:00:00.000Z',
  '275760-09-13',
  '0000-01-01',
  '9999-12-31',
];

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const mobile = fc.tuple(fc.constantFrom('6', '7', '8', '9'), digits(9)).map(([a, b]) => a + b);

/** Values that pass validation, so that cases also reach the handlers behind it. */
export function validValues(world: World) {
  const phoneNo = fc.oneof(
    mobile,
    fc.constantFrom(world.user.phoneNo, world.validator.phoneNo, world.unverifiedPhoneNo),
  );
  const entityId = fc.constantFrom(...Object.values(world.entityIds));
  const body: Record<string, fc.Arbitrary<unknown>> = {
    countryCode: fc.constant('+91'),
    phoneNo,
    name: fc.constantFrom('Asha Verma', 'आशा वर्मा', '<b>Asha</b>'),
    password: fc.constantFrom('Secret@123', 'wrong-Password1!'),
    verifyCode: digits(4),
    credential: fc.constantFrom('eyJhbGciOiJub25lIn0.e30.', 'x'),
    type: fc.constantFrom(...REPORT_TYPES),
    upi: fc.constantFrom('fraud.pay@ybl', 'a@b'),
    sms: fc.constantFrom('VM-HDFCBK-S', 'Your KYC expires today, update at http://bit.ly/x or call 9876543210'),
    email: fc.constantFrom('a@example.com'),
    website: fc.constantFrom('paytm-kyc.example.in/update', 'https://example.com'),
    id: entityId,
    scammerId: fc.constantFrom('+91 98765 43210'),
    uniqueId: fc.constantFrom('+919876543210'),
    reason: fc.constantFrom('Not a scam'),
    decision: fc.constantFrom('uphold', 'remove'),
    note: fc.constantFrom('Checked the call log'),
    ids: fc.constant([]),
    items: fc.constant([{ type: 'upi', upi: 'fraud.pay@ybl' }]),
  };
  const query: Record<string, fc.Arbitrary<string>> = {
    page: fc.constantFrom('1', '2', '1000000'),
    size: fc.constantFrom('1', '15', '100', '10000'),
    search: fc.constantFrom('987', 'fraud', 'HDFCBK'),
    type: fc.constantFrom(...REPORT_TYPES),
    status: fc.constantFrom('ACTIVE', 'PENDING', 'REJECTED', ''),
    fromDate: fc.constantFrom('2024-05-01', '2020-01-01T00:00:00.000Z', ...EDGE_DATES),
    toDate: fc.constantFrom('2030-05-01', '2024-05-01T00:00:00.000Z', ...EDGE_DATES),
    reportType: fc.constantFrom('all', 'recent', 'most', 'myreport'),
    id: entityId,
    file: fc.constantFrom(world.proofKeys.active, world.proofKeys.pending, `/${world.proofKeys.active}`),
    viewType: fc.constantFrom('all', '30', '7', '1'),
    since: fc.constantFrom('2020-01-01T00:00:00.000Z', ...EDGE_DATES),
    cursor: fc.constantFrom(Buffer.from('["2020-01-01T00:00:00.000Z","x"]').toString('base64url')),
    before: fc.constantFrom('00000000-0000-0000-0000-000000000000', world.entryIds.active),
    lang: fc.constantFrom('en', 'hi'),
    slug: fc.constantFrom(world.articleSlug),
    phone: phoneNo.map((p) => `+91${p}`),
    expires: fc.constantFrom(String(Math.floor(Date.now() / 1000) + 300), '0'),
    signature: fc.constantFrom('x'),
    token: fc.constantFrom(world.user.token),
  };
  const pathParams: Record<string, fc.Arbitrary<string>> = {
    entryId: fc.constantFrom('00000000-0000-0000-0000-000000000000'),
    disputeId: fc.constantFrom('00000000-0000-0000-0000-000000000000'),
    key: fc.constantFrom(world.proofKeys.active, world.proofKeys.pending),
    unknown: fc.constantFrom('nothing-here', 'scam-report', 'auth/'),
  };
  return { body, query, pathParams };
}
