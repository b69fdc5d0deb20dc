// What bench/run.ts hands bench/load.ts for one call (a JSON file), in a module of its own so that
// importing it does not start a load run.

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadSpec {
  url: string;
  connections: number;
  seconds: number;
  /** Requests are drawn from these in turn (each connection starts at a different place). */
  requests: LoadRequest[];
}

/** In a body, replaced by a phone number no other request of this run has sent (a report's new identifier). */
export const FRESH_PHONE = '{{fresh-phone}}';
