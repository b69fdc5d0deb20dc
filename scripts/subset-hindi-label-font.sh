#!/usr/bin/env bash
# Writes apps/web/src/assets/fonts/hindi-label-600.woff2: the six letters of the language switch's
# "हिन्दी" (with the conjunct's shaping) from Noto Sans Devanagari SemiBold, for English pages on a
# device that has no Devanagari font (docs/decisions/devanagari-web-font.md). Run again only if the
# label or the font changes. Needs fontTools with Brotli (Debian: python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/env python3 -m fontTools.subset \
  node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2 \
  --text="हिन्दी" --layout-features='*' --no-hinting --desubroutinize --flavor=woff2 \
  --output-file=apps/web/src/assets/fonts/hindi-label-600.woff2
