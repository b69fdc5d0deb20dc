/* global self, caches */
// Satark's service worker: an offline app. On install it keeps the app shell and the home page's
// first screen; then, unless the person saves data (Data Saver, or a 2G connection), every other
// route chunk of the build too (the lists below are filled in at build time by
// apps/web/build/offline-and-compression.ts), so every page opens offline. A person on 2G gets
// the rest on a later visit on a better connection; meanwhile each chunk they open is kept as it
// loads (docs/decisions/precache-respects-saving-data.md). Navigations are network-first with the
// cached index.html as the fallback, hashed build assets are cache-first, the learn articles are
// stale-while-revalidate. No other API call and no proof file (/files/*) is ever cached.
self.__PRECACHE__ = { version: 'dev', files: ['/index.html', '/icon.svg', '/manifest.webmanifest'], firstScreen: [] };
const VERSION = self.__PRECACHE__.version;
const SHELL_CACHE = `satark-shell-${VERSION}`;
const ASSET_CACHE = `satark-assets-${VERSION}`;
const ARTICLE_CACHE = `satark-articles-${VERSION}`;
const CACHES = [SHELL_CACHE, ASSET_CACHE, ARTICLE_CACHE];
const SHELL = self.__PRECACHE__.files.filter((file) => !file.startsWith('/assets/'));
const ASSETS = self.__PRECACHE__.files.filter((file) => file.startsWith('/assets/'));
const FIRST_SCREEN = self.__PRECACHE__.firstScreen.filter((file) => ASSETS.includes(file));

/** Data Saver on, or a connection the browser rates 2G or slower: download nothing ahead. */
function savingData() {
  const connection = self.navigator.connection;
  return !!connection && (connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? ''));
}

/** Set once every asset of the build is kept, so later navigations skip the look. */
let everyAssetKept = false;
/** The top-up under way, if any: a navigation during the install's joins it. */
let keeping = null;

/** The build's assets not kept yet; a chunk that fails to download is tried again on a later visit. */
function keepRemainingAssets() {
  if (everyAssetKept || savingData()) return Promise.resolve();
  keeping ??= (async () => {
    const cache = await caches.open(ASSET_CACHE);
    const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
    const results = await Promise.allSettled(ASSETS.filter((file) => !kept.has(file)).map((file) => cache.add(file)));
    everyAssetKept = results.every((result) => result.status === 'fulfilled');
  })().finally(() => {
    keeping = null;
  });
  return keeping;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)),
      caches.open(ASSET_CACHE).then((cache) => cache.addAll(FIRST_SCREEN)),
    ])
      .then(() => keepRemainingAssets().catch(() => undefined))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !CACHES.includes(key)).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirstNavigation(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    // Every app route answers with the same index.html (SPA fallback): keep the newest copy.
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) {
      await cache.put('/index.html', response.clone());
    }
    return response;
  } catch {
    return (await cache.match('/index.html')) ?? Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(event) {
  const cache = await caches.open(ARTICLE_CACHE);
  const cached = await cache.match(event.request);
  const refresh = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  // Proofs, signed file URLs, the open data downloads, the API docs and health checks always go to the network.
  if (
    path.startsWith('/files/') ||
    path.startsWith('/open-data/') ||
    path.startsWith('/api/docs') ||
    path === '/healthz' ||
    path === '/readyz'
  )
    return;

  if (request.mode === 'navigate' && !path.startsWith('/api/')) {
    event.respondWith(networkFirstNavigation(request));
    // A visit on a better connection than the install's finishes the offline copy.
    event.waitUntil(keepRemainingAssets().catch(() => undefined));
  } else if (path.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (path.startsWith('/api/v1/scam-articles/') && !request.headers.has('Authorization')) {
    event.respondWith(staleWhileRevalidate(event));
  } else if (SHELL.includes(path)) {
    event.respondWith(caches.match(path).then((cached) => cached ?? fetch(request)));
  }
  // Anything else (every other API call) is left to the browser: never cached here.
});
