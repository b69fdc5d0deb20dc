// Bundles the compiled server (dist/main.js and what it imports) into dist/bundle/main.mjs, the file
// `npm start` and `npm run serve` run: loading ~600 modules one by one (resolving, reading and
// compiling each) was ~0.8 s of a ~1.1 s start, ~0.4 s bundled (docs/decisions/server-bundle.md).
// Lazily imported parts stay lazy: S3 and file-type as chunks of their own; sharp, pg and ioredis
// are external (below) and still imported when first needed.
import { build } from 'esbuild';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const here = path.dirname(new URL(import.meta.url).pathname);
const outdir = path.join(here, 'dist/bundle');

/**
 * Left out of the bundle and loaded from node_modules as before: native addons, and packages that
 * read files next to their own code (pdfkit's fonts, Swagger UI's pages, pino's transport workers).
 */
const EXTERNAL = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  'pg',
  'pg-native',
  'ioredis',
  'pdfkit',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
];

/**
 * Our own files find theirs (articles, safelist, fonts, the web build, worker modules) relative to
 * `import.meta.url`: each keeps the address of the file it was compiled to, relative to the bundle
 * so the folder can move.
 */
const ownFileAddresses = {
  name: 'own-file-addresses',
  setup(builder) {
    builder.onLoad({ filter: /[\\/](apps[\\/]server|packages[\\/]shared)[\\/]dist[\\/].*\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: 'js',
      };
    });
  },
};

// Chunks are named by their content: without this, every change would leave the old ones behind.
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { main: path.join(here, 'dist/main.js') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['node', 'import'],
  external: EXTERNAL,
  // Bundled CommonJS packages call `require` for Node's own modules; ESM has none of its own.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  legalComments: 'linked',
  logLevel: 'warning',
  plugins: [ownFileAddresses],
});
