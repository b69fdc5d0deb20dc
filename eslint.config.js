import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The direction of imports (docs/architecture.md), enforced so the layout cannot drift:
//   web:    app → features → components / lib / config → shared
//   server: main / app / admin → features → db / storage / sms / http / lib → shared
// and no feature reaches into another feature's files (only its index module). Tests may also import the composition root
// (app.ts, the admin CLI) to drive the whole server; they still keep to feature isolation.
const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One zone per feature: its files may import nothing from the other features except their
 * `index` module, the surface a feature offers the others (docs/decisions/feature-public-surface.md).
 */
const featureIsolation = (root) => {
  const features = featuresOf(`${root}/`);
  const publicSurfaces = features.flatMap((other) => [`./${other}/index.ts`, `./${other}/index.tsx`]);
  return features.map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`, ...publicSurfaces],
    message: 'A feature imports another feature only through its index module, never its insides.',
  }));
};

const serverSrc = './apps/server/src';
const webSrc = './apps/web/src';
const serverEntryPoints = [`${serverSrc}/app.ts`, `${serverSrc}/main.ts`, `${serverSrc}/seed.ts`, `${serverSrc}/admin`];

const sharedIsolation = {
  target: './packages/shared',
  from: './apps',
  message: 'packages/shared imports neither server nor web code.',
};
/**
 * packages/shared runs on the server and in the browser, so its sources (not its tests) import no
 * Node built-in (the browser has none) and no React or other browser UI code (the server renders
 * none). Dev scripts that write its data files live in scripts/.
 */
const sharedRuntimeImports = {
  paths: builtinModules.map((name) => ({
    name,
    message: 'packages/shared runs in the browser too: no Node built-ins (a dev script belongs in scripts/).',
  })),
  patterns: [
    {
      group: ['node:*'],
      message: 'packages/shared runs in the browser too: no Node built-ins (a dev script belongs in scripts/).',
    },
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-*'],
      message: 'packages/shared holds rules and data, no React or browser UI code; that lives in apps/web.',
    },
  ],
};
/** The server and the web app meet only in packages/shared (and over HTTP). */
const appIsolation = [
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app never imports server code; share it through packages/shared.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server never imports web code; share it through packages/shared.',
  },
];
const serverLowerLayers = ['db', 'storage', 'sms', 'http', 'lib'].map((dir) => `${serverSrc}/${dir}`);

const boundaries = [
  sharedIsolation,
  ...appIsolation,
  // server
  {
    target: `${serverSrc}/features`,
    from: serverEntryPoints,
    message: 'Features get their dependencies as plugin options (http/app-deps.ts), never from app.ts.',
  },
  {
    target: serverLowerLayers,
    from: [`${serverSrc}/features`, ...serverEntryPoints],
    message: 'db, storage, sms, http and lib sit below the features and the app.',
  },
  ...featureIsolation(`${serverSrc}/features`),
  // web
  {
    target: `${webSrc}/features`,
    from: `${webSrc}/app`,
    message: 'Features do not import the app shell; the app composes features.',
  },
  {
    // config/ (routes and links as constants) is read by every layer, so it sits with components and lib.
    target: [`${webSrc}/components`, `${webSrc}/lib`, `${webSrc}/config`],
    from: [`${webSrc}/app`, `${webSrc}/features`],
    message: 'components, lib and config sit below the features and the app.',
  },
  ...featureIsolation(`${webSrc}/features`),
];

/** Tests drive the whole app, so only the sideways and shared rules hold for them. */
const testBoundaries = [
  sharedIsolation,
  ...appIsolation,
  ...featureIsolation(`${serverSrc}/features`),
  ...featureIsolation(`${webSrc}/features`),
];
// The apps' and packages' tests (the benchmark's own tests in bench/ have no layers to keep).
const testFiles = ['{apps,packages}/*/src/**/*.test.{ts,tsx}', 'apps/server/src/test/**', 'apps/server/src/fuzz/**'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/shared/tsconfig.test.json', 'apps/server/tsconfig.test.json', 'apps/web/tsconfig.json'],
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['packages/shared/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', sharedRuntimeImports] },
  },
  {
    // import.meta.glob is an import lint cannot follow: the lower web layers may not glob their way upward.
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.type='MetaProperty'][callee.property.name=/^glob/]",
          message: 'components, lib and config do not glob other folders; app/ finds files and passes them down.',
        },
      ],
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testBoundaries }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Plain scripts the browser runs as they are (index.html's first-paint form).
    files: ['apps/web/public/boot-check.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
