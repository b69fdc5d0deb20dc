// Two build steps that run after Vite has written dist/ (docs/decisions/precompressed-assets-and-precache.md):
// 1. the service worker learns every file of the build it must keep for offline use (the app
//    shell and every route chunk) and which of them the home page's first screen needs (all it
//    keeps for a person saving data), and its cache version changes with the build;
// 2. every text file is written again as .br and .gz, so the server sends it compressed without
//    compressing on each request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this size compression saves less than a packet. */
const MIN_BYTES = 1024;
const PRECACHE_MARKER = 'self.__PRECACHE__';

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? filesUnder(full, root)
      : [path.relative(root, full).split(path.sep).join('/')];
  });
}

/** The files the service worker precaches: index.html, the manifest, the icon and every built JS/CSS. */
export function precacheList(files: string[]): string[] {
  const shell = ['index.html', 'boot-check.js', 'icon.svg', 'manifest.webmanifest', 'icons/icon-192.png'].filter(
    (file) => files.includes(file),
  );
  const assets = files.filter((file) => file.startsWith('assets/') && /\.(js|css)$/.test(file)).sort();
  return [...shell, ...assets].map((file) => `/${file}`);
}

/** The built files index.html asks for itself (its script, styles and preloads): the home page's first screen. */
export function firstScreenFiles(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/\s(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
}

function injectPrecache(outDir: string, files: string[]) {
  const swPath = path.join(outDir, 'sw.js');
  const source = readFileSync(swPath, 'utf8');
  if (!source.includes(PRECACHE_MARKER)) throw new Error(`sw.js has no ${PRECACHE_MARKER} line to fill`);
  const list = precacheList(files);
  const firstScreen = firstScreenFiles(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
  if (!firstScreen.some((file) => file.endsWith('.js'))) throw new Error('index.html names no script of the build');
  const version = createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 12);
  const filled = source.replace(
    /self\.__PRECACHE__ = .*;/,
    `self.__PRECACHE__ = ${JSON.stringify({ version, files: list, firstScreen })};`,
  );
  writeFileSync(swPath, filled);
}

function compress(outDir: string, files: string[]) {
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(outDir, file);
    const content = readFileSync(full);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** The home page's route module and its English texts: they download with the entry, not after it. */
const FIRST_ROUTE = 'src/features/check/check-page.tsx';
const FIRST_ROUTE_TEXTS = 'src/features/check/locales/en.json';

export function offlineAndCompression(): Plugin {
  let outDir = 'dist';
  return {
    name: 'satark-offline-and-compression',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // On slow 3G every round trip costs 400 ms: the home page's route chunk and what it imports
    // are named in index.html, so they download in parallel with the entry, not after it.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(FIRST_ROUTE));
        if (!route) throw new Error(`no chunk for ${FIRST_ROUTE}`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = new Set(
          chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
        );
        const wanted = new Set<string>();
        const visit = (fileName: string) => {
          if (wanted.has(fileName) || entry.has(fileName)) return;
          wanted.add(fileName);
          byName.get(fileName)?.imports.forEach(visit);
        };
        visit(route.fileName);
        const texts = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(FIRST_ROUTE_TEXTS));
        if (texts) visit(texts.fileName);
        return [...wanted].map((fileName): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
      },
    },
    closeBundle() {
      const files = filesUnder(outDir).filter((file) => !/\.(br|gz)$/.test(file));
      injectPrecache(outDir, files);
      compress(outDir, files);
    },
  };
}
