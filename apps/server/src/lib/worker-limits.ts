// The server's worker threads (the SQLite reader, the pasted text reader) take Node's flags, and so
// the event loop's 16 MB young generation (docs/decisions/server-young-generation.md), which only
// the event loop's garbage needs. A thread's own garbage per message is a few kilobytes: a 4 MB
// young generation collects it as cheaply and keeps ~30 MB of RSS per thread off the server
// (docs/performance.md, 2026-11-30 session 26).
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 4 } as const;
