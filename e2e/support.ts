// Helpers the journeys share: fresh phone numbers, reading OTPs from the outbox, console-error capture.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const issuedPhones = new Set<string>();
/**
 * An Indian mobile number unique to this run: 9 random digits after a 9. The data folder is new for
 * each run.
 * - Numbers made from the clock and a counter per worker came out the same in two workers that
 *   started together, and the second registration was refused (one code a minute per number).
 * - Every number starting with 9 is a mobile in India's numbering plan. About 18% of those starting
 *   with 7 are landlines (an STD code such as 79), and a pasted SMS does not read a landline written
 *   without its 0 as a number.
 */
export function freshPhone(): string {
  for (;;) {
    const phone = `9${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
    if (!issuedPhones.has(phone)) {
      issuedPhones.add(phone);
      return phone;
    }
  }
}

/** The newest OTP sent to a 10-digit number, read from the dev SMS outbox like a tester would. */
export async function readOtp(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/sms-outbox?phone=${encodeURIComponent(`+91${phone}`)}`);
      const body = (await response.json()) as { data: { body: string }[] };
      code = /\b(\d{4})\b/.exec(body.data[0]?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Collects console errors so a journey can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The e2e server's data folder (scripts/e2e-server.mjs): E2E_DATA_DIR, which playwright.config.ts
 * sets per E2E_PORT so two runs on one machine keep their own databases; .tmp/e2e-data without it.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '..', '.tmp', 'e2e-data');

/**
 * admin() blocks this process for seconds (more on a busy machine), while the server closes the
 * request context's idle keep-alive sockets after 5 s. A call made as soon as admin() returns can
 * go out on such a socket before this process has seen it closed: "socket hang up"
 * (ECONNRESET). Waiting a moment lets the event loop drop those sockets first.
 */
export const afterAdmin = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Runs the operator's command line on the e2e server's database, e.g. `admin('promote', phone)`. */
export function admin(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

// ---- Reporting helpers (report-scam, reports, moderation, leader-board, learn journeys) ----

export const E2E_PASSWORD = 'Secret@123';

/** A registered, verified user made through the API like the sign-up screens would: phone and token. */
export async function signUpViaApi(request: APIRequestContext, name = 'E2E Reporter') {
  const phone = freshPhone();
  const headers = clientIpHeaders();
  const registered = await request.post('/api/v1/auth/register', {
    headers,
    data: { countryCode: '+91', phoneNo: phone, name, password: E2E_PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verifyCode = await readOtp(request, phone);
  const verified = await request.post('/api/v1/auth/verify-user', {
    headers,
    data: { countryCode: '+91', phoneNo: phone, verifyCode },
  });
  const body = (await verified.json()) as { access_token: string };
  expect(body.access_token).toBeTruthy();
  return { phone, name, token: body.access_token };
}

/** Starts every page of this test signed in with `token` (the web app keeps it in localStorage). */
export async function signInPage(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('satark.accessToken', value), token);
}

/** A real PNG made with sharp. */
export async function pngFile(name = 'scam screenshot.png', color = '#3366cc') {
  const { default: sharp } = await import('sharp');
  const buffer = await sharp({ create: { width: 96, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A real MP4 a browser can play: one second of one 16×16 frame of H.264 (Baseline), written here
 * byte by byte since no encoder is at hand. The frame is a single I_PCM macroblock (raw
 * samples, so no transform coding is needed); the file is ftyp, moov (one video track) and mdat.
 */
export function mp4File(name = 'scam call.mp4') {
  // ---- H.264: bits, Exp-Golomb codes, NAL units ----
  const bits: number[] = [];
  const u = (value: number, width: number) => {
    for (let i = width - 1; i >= 0; i -= 1) bits.push((value >> i) & 1);
  };
  const ue = (value: number) => {
    const width = Math.floor(Math.log2(value + 1));
    u(0, width);
    u(value + 1, width + 1);
  };
  const align = () => {
    while (bits.length % 8) bits.push(0);
  };
  const nal = (header: number, body: () => void) => {
    bits.length = 0;
    body();
    const rbsp = Buffer.from(
      Array.from({ length: bits.length / 8 }, (_, i) => parseInt(bits.slice(i * 8, i * 8 + 8).join(''), 2)),
    );
    // Emulation prevention: no 00 00 0x (x ≤ 3) inside a NAL unit.
    const out = [header];
    for (const byte of rbsp) {
      if (byte <= 3 && out.length >= 3 && out.at(-1) === 0 && out.at(-2) === 0) out.push(3);
      out.push(byte);
    }
    return Buffer.from(out);
  };
  const trailing = () => {
    u(1, 1);
    align();
  };
  const sps = nal(0x67, () => {
    u(66, 8); // profile_idc: Baseline
    u(0xc0, 8); // constraint_set0 and set1: Constrained Baseline
    u(10, 8); // level_idc 1.0
    ue(0); // seq_parameter_set_id
    ue(0); // log2_max_frame_num_minus4
    ue(2); // pic_order_cnt_type
    ue(1); // max_num_ref_frames
    u(0, 1); // gaps_in_frame_num_value_allowed_flag
    ue(0); // pic_width_in_mbs_minus1: 16 px
    ue(0); // pic_height_in_map_units_minus1: 16 px
    u(1, 1); // frame_mbs_only_flag
    u(1, 1); // direct_8x8_inference_flag
    u(0, 1); // frame_cropping_flag
    u(0, 1); // vui_parameters_present_flag
    trailing();
  });
  const pps = nal(0x68, () => {
    ue(0); // pic_parameter_set_id
    ue(0); // seq_parameter_set_id
    u(0, 1); // entropy_coding_mode_flag: CAVLC
    u(0, 1); // bottom_field_pic_order_in_frame_present_flag
    ue(0); // num_slice_groups_minus1
    ue(0); // num_ref_idx_l0_default_active_minus1
    ue(0); // num_ref_idx_l1_default_active_minus1
    u(0, 1); // weighted_pred_flag
    u(0, 2); // weighted_bipred_idc
    ue(0); // pic_init_qp_minus26 (se 0)
    ue(0); // pic_init_qs_minus26 (se 0)
    ue(0); // chroma_qp_index_offset (se 0)
    u(0, 1); // deblocking_filter_control_present_flag
    u(0, 1); // constrained_intra_pred_flag
    u(0, 1); // redundant_pic_cnt_present_flag
    trailing();
  });
  const idr = nal(0x65, () => {
    ue(0); // first_mb_in_slice
    ue(7); // slice_type: I (every slice of the picture)
    ue(0); // pic_parameter_set_id
    u(0, 4); // frame_num
    ue(0); // idr_pic_id
    u(0, 1); // no_output_of_prior_pics_flag
    u(0, 1); // long_term_reference_flag
    ue(0); // slice_qp_delta (se 0)
    ue(25); // mb_type: I_PCM
    align(); // pcm_alignment_zero_bits
    for (let i = 0; i < 256; i += 1) u(0x51, 8); // luma
    for (let i = 0; i < 64; i += 1) u(0x5a, 8); // Cb
    for (let i = 0; i < 64; i += 1) u(0xf0, 8); // Cr: a red square
    trailing();
  });

  // ---- MP4 boxes ----
  const u8 = (value: number) => Buffer.from([value]);
  const u16 = (value: number) => {
    const b = Buffer.alloc(2);
    b.writeUInt16BE(value);
    return b;
  };
  const u32 = (value: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(value);
    return b;
  };
  const box = (type: string, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
  };
  const full = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
    box(type, u32((version << 24) | flags), ...parts);
  const matrix = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));
  const TIMESCALE = 1000;
  const DURATION = 1000; // one second
  const sample = Buffer.concat([u32(idr.length), idr]);

  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const moov = (chunkOffset: number) =>
    box(
      'moov',
      full(
        'mvhd',
        0,
        0,
        u32(0),
        u32(0),
        u32(TIMESCALE),
        u32(DURATION),
        u32(0x10000),
        u16(0x100),
        Buffer.alloc(10),
        matrix,
        Buffer.alloc(24),
        u32(2),
      ),
      box(
        'trak',
        full(
          'tkhd',
          0,
          3,
          u32(0),
          u32(0),
          u32(1),
          u32(0),
          u32(DURATION),
          Buffer.alloc(8),
          u16(0),
          u16(0),
          u16(0),
          u16(0),
          matrix,
          u32(16 << 16),
          u32(16 << 16),
        ),
        box(
          'mdia',
          full('mdhd', 0, 0, u32(0), u32(0), u32(TIMESCALE), u32(DURATION), u16(0x55c4 /* und */), u16(0)),
          full(
            'hdlr',
            0,
            0,
            u32(0),
            Buffer.from('vide', 'latin1'),
            Buffer.alloc(12),
            Buffer.from('VideoHandler\0', 'latin1'),
          ),
          box(
            'minf',
            full('vmhd', 0, 1, Buffer.alloc(8)),
            box('dinf', full('dref', 0, 0, u32(1), full('url ', 0, 1))),
            box(
              'stbl',
              full(
                'stsd',
                0,
                0,
                u32(1),
                box(
                  'avc1',
                  Buffer.alloc(6),
                  u16(1), // data_reference_index
                  Buffer.alloc(16),
                  u16(16),
                  u16(16),
                  u32(0x480000),
                  u32(0x480000),
                  u32(0),
                  u16(1), // frame_count
                  Buffer.alloc(32), // compressorname
                  u16(0x18),
                  u16(0xffff),
                  box(
                    'avcC',
                    u8(1),
                    u8(66),
                    u8(0xc0),
                    u8(10),
                    u8(0xff),
                    u8(0xe1),
                    u16(sps.length),
                    sps,
                    u8(1),
                    u16(pps.length),
                    pps,
                  ),
                ),
              ),
              full('stts', 0, 0, u32(1), u32(1), u32(DURATION)),
              full('stsc', 0, 0, u32(1), u32(1), u32(1), u32(1)),
              full('stsz', 0, 0, u32(0), u32(1), u32(sample.length)),
              full('stco', 0, 0, u32(1), u32(chunkOffset)),
            ),
          ),
        ),
      ),
    );
  // The sample sits right after the mdat header, which follows ftyp and moov.
  const chunkOffset = ftyp.length + moov(0).length + 8;
  const buffer = Buffer.concat([ftyp, moov(chunkOffset), box('mdat', sample)]);
  return { name, mimeType: 'video/mp4', buffer };
}

/** POSTs one report as the web form does; waits out a 429 (Retry-After) so a busy run stays green. */
export async function submitReportViaApi(
  request: APIRequestContext,
  token: string,
  payload: { type: string; uniqueId: string; detail?: string; articleSlug?: string },
  proof?: { name: string; mimeType: string; buffer: Buffer },
): Promise<{ id: string; scammerId: string }> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post('/api/v1/scam-report/report-scammer', {
      headers: { Authorization: `Bearer ${token}`, 'App-Check': 'web' },
      multipart: {
        json: JSON.stringify({ detail: '', ...payload }),
        ...(proof ? { proof } : {}),
      },
    });
    if (response.status() === 429 && attempt < 3) {
      const wait = Number(response.headers()['retry-after'] ?? 5);
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 30) * 1000));
      continue;
    }
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: string; scammerId: string } }).data;
  }
}

/** A signed-up user promoted to validator with the operator's command line. */
export async function signUpValidator(request: APIRequestContext, name = 'E2E Validator') {
  const user = await signUpViaApi(request, name);
  admin('promote', user.phone);
  await afterAdmin();
  return user;
}

/** A short token unique to this run, for identifiers the tests search for. */
export const runTag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

// ---- Account and report helpers for the web journeys (check, auth, account) ----

export const STRONG_PASSWORD = 'Satark@123';

/**
 * A made-up client address for one journey. The server keys its per-IP limits (20 OTPs an hour,
 * 30 auth calls a minute) on the client IP; the e2e server trusts one proxy hop (TRUST_PROXY=1), so
 * the address in this header is the client and each journey counts as its own client.
 */
export function clientIpHeaders(): Record<string, string> {
  const part = () => 1 + Math.floor(Math.random() * 250);
  return { 'X-Forwarded-For': `10.${part()}.${part()}.${part()}` };
}

/** Registers and verifies a user through the API (OTP read from the outbox); returns the access token. */
export async function registerViaApi(
  request: APIRequestContext,
  phone: string,
  name = 'Journey User',
  password = STRONG_PASSWORD,
  headers: Record<string, string> = clientIpHeaders(),
): Promise<string> {
  const registered = await request.post('/api/v1/auth/register', {
    headers,
    data: { countryCode: '+91', phoneNo: phone, name, password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const verifyCode = await readOtp(request, phone);
  const verified = await request.post('/api/v1/auth/verify-user', {
    headers,
    data: { countryCode: '+91', phoneNo: phone, verifyCode },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  return ((await verified.json()) as { access_token: string }).access_token;
}

/** Reports an identifier through the multipart API as the given user; returns the entity id. */
export async function reportViaApi(
  request: APIRequestContext,
  token: string,
  payload: { type: string; uniqueId: string; detail: string },
): Promise<string> {
  const response = await request.post('/api/v1/scam-report/report-scammer', {
    headers: { Authorization: `Bearer ${token}`, 'App-Check': 'web' },
    multipart: { json: JSON.stringify(payload) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/**
 * Reported and verified (ACTIVE) entities: one fresh reporter reports each payload and one fresh
 * validator (promoted with the admin command) verifies them. Returns the entity ids in order.
 */
export async function createVerifiedScams(
  request: APIRequestContext,
  payloads: { type: string; uniqueId: string; detail: string }[],
): Promise<string[]> {
  const headers = clientIpHeaders();
  const reporter = await registerViaApi(request, freshPhone(), 'Reporter', STRONG_PASSWORD, headers);
  const validatorPhone = freshPhone();
  const validator = await registerViaApi(request, validatorPhone, 'Validator', STRONG_PASSWORD, headers);
  admin('promote', validatorPhone);
  await afterAdmin();
  const ids: string[] = [];
  for (const payload of payloads) {
    const id = await reportViaApi(request, reporter, payload);
    const verified = await request.post('/api/v1/scam-report/scam-verification', {
      headers: { Authorization: `Bearer ${validator}`, 'App-Check': 'web' },
      data: { id, scammerId: payload.uniqueId, uniqueId: payload.uniqueId, name: 'Journey Scammer' },
    });
    expect(verified.ok(), await verified.text()).toBeTruthy();
    ids.push(id);
  }
  return ids;
}

/** Opens the app already signed in with `token` (set once, before the app's scripts run). */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('e2e.tokenSet')) {
      window.localStorage.setItem('satark.accessToken', value);
      window.sessionStorage.setItem('e2e.tokenSet', '1');
    }
  }, token);
}

/** True on the 390 px phone project, where the navbar collapses into a drawer. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

// ---- Accessibility ----

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, printing
 * each one (rule, impact, help and the elements). `falsePositives` names rules to skip; each use
 * must say why next to the call.
 */
export async function expectAccessible(page: Page, falsePositives: string[] = []) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  let builder = new AxeBuilder({ page });
  if (falsePositives.length) builder = builder.disableRules(falsePositives);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
        .join('\n'),
  );
  expect(report, `axe found serious or critical violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}
