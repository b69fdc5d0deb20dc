// The one way the web app calls the server: `App-Check: web`, the bearer token when stored, GET
// payloads as query parameters, JSON (or multipart) bodies otherwise. A 401 ends the session.
import type { ErrorEnvelope } from '@satark/shared/errors';
import { session } from './session';

export type ApiFailure = ErrorEnvelope & { status: number };

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
  get status() {
    return this.failure.status;
  }
  get fieldErrors() {
    return this.failure.errors ?? {};
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

/** Called on a 401 outside a deliberate logout/deletion (set by the session provider). */
let onUnauthorized: () => void = () => {};
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

function buildUrl(path: string, query?: Query) {
  const url = new URL(`/api/v1${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  // The server words some answers (check signals, refusals) in the reader's language.
  const headers: Record<string, string> = {
    'App-Check': 'web',
    'Accept-Language': document.documentElement.lang || 'en',
  };
  const token = session.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  const data = (await response.json().catch(() => null)) as (T & { success?: boolean }) | ErrorEnvelope | null;

  if (response.status === 401) {
    if (session.endingOnPurpose) return { success: true, data: { user: { status: 'DELETED' } } } as T;
    if (token) onUnauthorized();
  }
  if (!response.ok || !data || data.success === false) {
    const failure = (data ?? {}) as Partial<ErrorEnvelope>;
    throw new ApiError({
      success: false,
      status: response.status,
      code: failure.code ?? 'INTERNAL',
      message: failure.message ?? 'Something went wrong. Please try again later.',
      ...(failure.errors ? { errors: failure.errors } : {}),
      ...(failure.retryAfter ? { retryAfter: failure.retryAfter } : {}),
    });
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  postForm: <T>(path: string, form: FormData) => request<T>('POST', path, { form }),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
};

/**
 * A file answer (the complaint PDF) as a Blob with the server's download name. A plain link cannot
 * send the bearer token, so the app fetches it and saves it itself. Failures are ApiErrors.
 */
export async function getFile(path: string, query?: Query): Promise<{ blob: Blob; fileName: string | null }> {
  const headers: Record<string, string> = { 'App-Check': 'web' };
  const token = session.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(buildUrl(path, query), { headers });
  if (!response.ok) {
    const failure = ((await response.json().catch(() => null)) ?? {}) as Partial<ErrorEnvelope>;
    if (response.status === 401 && token) onUnauthorized();
    throw new ApiError({
      success: false,
      status: response.status,
      code: failure.code ?? 'INTERNAL',
      message: failure.message ?? 'Something went wrong. Please try again later.',
    });
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
