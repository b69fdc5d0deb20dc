// React's API served by Preact (preact/compat): the same components, Radix and TanStack included,
// at ~58 kB less gzipped JavaScript on the first screen (docs/decisions/preact-compat.md). Every
// `react*` import, the app's and its libraries', resolves here, in the build and the jsdom tests.
const exactly = (name: string) => new RegExp(`^${name.replace(/[/]/g, '\\/')}$`);

export const preactCompat = [
  { find: exactly('react'), replacement: 'preact/compat' },
  { find: exactly('react-dom'), replacement: 'preact/compat' },
  { find: exactly('react-dom/client'), replacement: 'preact/compat/client' },
  { find: exactly('react-dom/test-utils'), replacement: 'preact/test-utils' },
  { find: exactly('react/jsx-runtime'), replacement: 'preact/jsx-runtime' },
  { find: exactly('react/jsx-dev-runtime'), replacement: 'preact/jsx-dev-runtime' },
  // react-i18next's shim for React < 18; compat has the hook itself.
  { find: exactly('use-sync-external-store/shim'), replacement: 'preact/compat' },
];
