// Helpers for tests that need a real socket (streams, aborts, timeouts, races): the app listening on
// a free port of 127.0.0.1, a raw HTTP/1.1 client on node:net that can send any bytes at any pace
// and hang up at any moment, and a multipart body builder that can also produce broken forms.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** What the report-scammer call answered: its status and body (`data.id` the entity on a 201, `code` on an error). */
export interface ReportAnswer {
  status: number;
  body: { success: boolean; code?: string; data: { id: string } };
}

/**
 * Reports the number `phone` through the listening server at `base`, as the web form posts it
 * (multipart, optionally with a proof file); `timeoutMs` bounds a request that might never be answered.
 */
export async function reportNumberOverHttp(
  base: string,
  token: string,
  phone: string,
  options: { detail?: string; proof?: { bytes: Uint8Array; name: string }; timeoutMs?: number } = {},
): Promise<ReportAnswer> {
  const form = new FormData();
  form.set('json', JSON.stringify({ type: 'number', uniqueId: phone, detail: options.detail ?? 'Same caller' }));
  if (options.proof) form.set('proof', new Blob([new Uint8Array(options.proof.bytes)]), options.proof.name);
  const response = await fetch(`${base}/api/v1/scam-report/report-scammer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs),
  });
  return { status: response.status, body: (await response.json()) as ReportAnswer['body'] };
}

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  /** Sent in order; the client stops sending as soon as an answer starts to arrive. */
  chunks?: Buffer[];
  /** Wait this long before each chunk (a slow client). */
  chunkDelayMs?: number;
  /** Hang up (destroy the socket) once this many body bytes are sent: a phone losing signal. */
  abortAfterBytes?: number;
  /** Stop sending once this many body bytes are sent, but keep the connection open (a stalled client). */
  holdAfterBytes?: number;
  /** Give up waiting after this long and resolve with what arrived (default 30 s). */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parseResponse(bytes: Buffer): RawResponse | null {
  const text = bytes.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = text.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    let decoded = '';
    for (let rest = body; ;) {
      const lineEnd = rest.indexOf('\r\n');
      const size = Number.parseInt(rest.slice(0, lineEnd), 16);
      if (!size) break;
      decoded += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      rest = rest.slice(lineEnd + 4 + size);
    }
    body = decoded;
  }
  return { status: Number(statusLine!.split(' ')[1]), headers, body, json: () => JSON.parse(body) };
}

/**
 * One request on its own connection. Resolves with the answer, or null when the connection ended
 * without one (after `abortAfterBytes`, or when the server cut it off).
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse | null> {
  const chunks = request.chunks ?? [];
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const headers: Record<string, string | number> = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    'content-length': length,
    ...request.headers,
  };
  const head =
    `${request.method ?? 'POST'} ${request.path} HTTP/1.1\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    '\r\n';

  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let closed = false;
    const socket = net.connect(port, '127.0.0.1');
    const timer = setTimeout(() => socket.destroy(), request.timeoutMs ?? 30_000);
    socket.on('data', (data) => received.push(data));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      resolve(parseResponse(Buffer.concat(received)));
    });
    void (async () => {
      socket.write(head);
      let sent = 0;
      for (const chunk of chunks) {
        if (request.chunkDelayMs) await sleep(request.chunkDelayMs);
        if (closed || received.length > 0) return;
        let piece = chunk;
        if (request.abortAfterBytes !== undefined && sent + chunk.length >= request.abortAfterBytes) {
          piece = chunk.subarray(0, request.abortAfterBytes - sent);
          await new Promise((done) => socket.write(piece, () => done(undefined)));
          socket.destroy();
          return;
        }
        if (request.holdAfterBytes !== undefined && sent + chunk.length >= request.holdAfterBytes) {
          piece = chunk.subarray(0, request.holdAfterBytes - sent);
          socket.write(piece);
          return;
        }
        sent += piece.length;
        await new Promise((done) => socket.write(piece, () => done(undefined)));
      }
    })();
  });
}

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body; `cutOff` leaves out the closing boundary (a body that stops early). */
export function multipartBody(parts: FormPart[], options: { cutOff?: boolean } = {}) {
  const boundary = `----satark${randomBytes(8).toString('hex')}`;
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ?? (part.filename !== undefined ? 'application/octet-stream' : undefined);
    pieces.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  if (!options.cutOff) pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(pieces);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A buffer split into pieces of `size` bytes (how a client streams it). */
export function piecesOf(body: Buffer, size = 64 * 1024): Buffer[] {
  const out: Buffer[] = [];
  for (let start = 0; start < body.length; start += size) out.push(body.subarray(start, start + size));
  return out;
}

/** Every file under a directory, recursively ([] when it does not exist). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** Polls `check` until it is true or `timeoutMs` passes; returns the last result. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
}
