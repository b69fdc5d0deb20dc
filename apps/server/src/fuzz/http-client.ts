// Real HTTP to the live server: node:http for requests a client library can send, and a raw socket
// for the ones it refuses to write (cut bodies, lying Content-Length, bytes a URL may not hold).
// Each request leaves from its own loopback address (127.x.y.z) so that per-IP limits see many
// clients, as they would in production, without trusting any forwarded-for header.
import http from 'node:http';
import net from 'node:net';

export interface FuzzRequest {
  method: string;
  /** Path and query, already encoded as they go on the wire. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Loopback address the request leaves from; a random one when absent. */
  from?: string;
}

export interface FuzzResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

let addressCounter = 0;
/** A loopback source address of its own (127.1.0.1 onward). */
export function nextLoopbackAddress(): string {
  addressCounter += 1;
  return `127.${1 + ((addressCounter >> 16) & 127)}.${(addressCounter >> 8) & 255}.${addressCounter & 255 || 1}`;
}

const REQUEST_TIMEOUT_MS = 30_000;

export function send(port: number, request: FuzzRequest): Promise<FuzzResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        localAddress: request.from ?? nextLoopbackAddress(),
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(request.body);
  });
}

/**
 * Writes `bytes` as they are and reads until the server closes or `waitMs` passes with nothing
 * more. Returns the raw answer (empty when the server closed without one).
 */
export function sendRaw(port: number, bytes: Buffer, { waitMs = 2_000, endWrite = true } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: nextLoopbackAddress() });
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, waitMs);
    };
    socket.on('connect', () => {
      socket.write(bytes);
      if (endWrite) socket.end();
      arm();
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (isCompleteResponse(Buffer.concat(chunks))) finish();
      else arm();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server may reset a connection it refuses; what it wrote before still counts.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') finish();
      else reject(error);
    });
  });
}

/** True once a whole answer with a Content-Length has arrived (a kept-alive socket never says so itself). */
function isCompleteResponse(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').replace(/^(?:HTTP\/1\.[01] 1\d\d[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n)+/, '');
  bytes = Buffer.from(text, 'latin1');
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /^content-length:\s*(\d+)/im.exec(bytes.subarray(0, end).toString('latin1'));
  return length !== null && bytes.length - (end + 4) >= Number(length[1]);
}

/** The status line and the body of a raw HTTP/1.1 answer (the first one on the connection). */
export function parseRawResponse(raw: string): { status: number; headers: string; body: string } | null {
  // Interim answers (100 Continue) come before the real one.
  raw = raw.replace(/^(?:HTTP\/1\.[01] 1\d\d[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n)+/, '');
  const match = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(raw);
  if (!match) return null;
  const headers = match[2]!;
  let body = match[3]!;
  if (/^transfer-encoding:\s*chunked/im.test(headers)) {
    let out = '';
    let rest = body;
    for (;;) {
      const sizeEnd = rest.indexOf('\r\n');
      const size = Number.parseInt(rest.slice(0, sizeEnd), 16);
      if (!Number.isFinite(size) || size === 0) break;
      out += rest.slice(sizeEnd + 2, sizeEnd + 2 + size);
      rest = rest.slice(sizeEnd + 2 + size + 2);
    }
    body = out;
  } else {
    const length = /^content-length:\s*(\d+)/im.exec(headers);
    if (length) body = Buffer.from(body, 'utf8').subarray(0, Number(length[1])).toString('utf8');
  }
  return { status: Number(match[1]), headers, body };
}
