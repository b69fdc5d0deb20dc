// Renders share-card.svg into public/images/share-card.png, the 1200×630 og:image of every link
// preview (API.md "Sharing"). Run once after changing the SVG: `node apps/web/share-card/render-share-card.mjs`;
// the PNG is committed, so builds and servers need neither this script nor its fonts.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const info = await sharp(here('./share-card.svg'), { density: 72 })
  .resize(1200, 630)
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(here('../public/images/share-card.png'));
console.log(`share-card.png: ${info.width}×${info.height}, ${info.size} bytes`);
