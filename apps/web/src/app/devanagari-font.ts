// Noto Sans Devanagari, regular and bold, only the Devanagari subset (about 50 KB each as woff2),
// from @fontsource/noto-sans-devanagari. This module is imported only once the app is in Hindi
// (app/hindi-font.ts), so English pages never fetch it; `unicode-range` keeps Latin text on the
// system font, and `display: swap` shows the system font until the file has arrived.
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';

/** The family name index.css puts first in Tailwind's sans stack. */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

// Fontsource's own range for its devanagari subset (Devanagari, Vedic extensions, ZWJ/ZWNJ, ₹…).
const DEVANAGARI_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

for (const [weight, url] of [
  ['400', regular],
  ['700', bold],
] as const) {
  document.fonts.add(
    new FontFace(DEVANAGARI_FAMILY, `url(${url}) format('woff2')`, {
      weight,
      style: 'normal',
      display: 'swap',
      unicodeRange: DEVANAGARI_RANGE,
    }),
  );
}
