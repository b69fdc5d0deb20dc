// Where the texts live: common texts in src/locales, each feature's in features/<name>/locales/{en,hi}.json
// (its i18next namespace is the folder's name). lib/i18n.ts runs i18next with what this finds.
import type { LocaleBundles } from '../lib/i18n';
import englishCommon from '../locales/en.json';

type Bundle = Record<string, unknown>;

// Every (language, namespace) bundle is its own small chunk, fetched when a screen first needs it;
// only English common texts (the fallback for everything) ship in the entry chunk, so the glob leaves them out
// (a dynamic import of a statically imported file does nothing, and the bundler warns) and the set serves the import.
const files = import.meta.glob<Bundle>(['../locales/*.json', '!../locales/en.json', '../features/*/locales/*.json'], {
  import: 'default',
});

const lazy = new Map<string, () => Promise<Bundle>>();
for (const [file, load] of Object.entries(files)) {
  const language = /\/(\w+)\.json$/.exec(file)![1]!;
  const namespace = /\/features\/([^/]+)\/locales\//.exec(file)?.[1] ?? 'common';
  lazy.set(`${language}/${namespace}`, load);
}

lazy.set('en/common', () => Promise.resolve(englishCommon));

export const localeBundles: LocaleBundles = { bundled: { en: { common: englishCommon } }, lazy };
