// Loads the Devanagari web font the first time the app is in Hindi (at start or on switching), and
// never in English: the font's module is a separate chunk fetched by this dynamic import.
import type { i18n as I18n } from 'i18next';

let requested = false;

function loadFor(language: string | undefined) {
  if (requested || !language?.toLowerCase().startsWith('hi')) return;
  requested = true;
  import('./devanagari-font').catch(() => {
    // Offline or a failed chunk: Hindi still shows in the device's own Devanagari font; try again
    // on the next switch.
    requested = false;
  });
}

export function loadDevanagariFontInHindi(i18n: I18n): void {
  loadFor(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', loadFor);
}
