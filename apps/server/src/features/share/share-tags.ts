// The Open Graph and Twitter card tags put into the SPA's index.html for /reports/detail/{id}.
// Link previews (WhatsApp, Telegram, X, Facebook) read only the HTML, never run the app, so the
// tags are written on the server. Every injected text is HTML-escaped.
import { SHARE_IMAGE_PATH, SHARE_IMAGE_SIZE, SHARE_TEXTS, shareTitle } from '@satark/shared/share';
import { escapeHtml } from '../../lib/escape-html.js';

/** What a preview may say about an entity: only ACTIVE ones ever reach here. */
export interface SharePreview {
  scammerId: string;
  reportCount: number;
}

/** The tags for one page: the entity's when given, otherwise the site's generic ones. */
export function shareTags(origin: string, pageUrl: string, preview: SharePreview | null): string {
  const texts = SHARE_TEXTS.en;
  const title = preview ? shareTitle(preview.scammerId, preview.reportCount, 'en') : texts.genericTitle;
  const description = preview ? texts.entityDescription : texts.genericDescription;
  // Nothing about an id that is not ACTIVE: the generic page points at the home page.
  const url = preview ? pageUrl : `${origin}/`;
  const meta: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:site_name', texts.siteName],
    ['property', 'og:type', 'website'],
    ['property', 'og:locale', 'en_IN'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', `${origin}${SHARE_IMAGE_PATH}`],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(SHARE_IMAGE_SIZE.width)],
    ['property', 'og:image:height', String(SHARE_IMAGE_SIZE.height)],
    ['property', 'og:image:alt', texts.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', `${origin}${SHARE_IMAGE_PATH}`],
  ];
  return meta
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
}

/**
 * index.html with the tags before </head>; for an entity the <title>, description and canonical
 * link name it too, so a search engine or a bookmark reads the same as the preview.
 */
export function renderSharePage(template: string, origin: string, pageUrl: string, preview: SharePreview | null) {
  let html = template;
  if (preview) {
    const title = escapeHtml(shareTitle(preview.scammerId, preview.reportCount, 'en'));
    const description = escapeHtml(SHARE_TEXTS.en.entityDescription);
    // Functions as replacements: a "$&" in the text is not a replacement pattern.
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${description}" />`,
      );
  }
  const canonical = preview ? `\n    <link rel="canonical" href="${escapeHtml(pageUrl)}" />` : '';
  const tags = `    ${shareTags(origin, pageUrl, preview)}${canonical}\n  `;
  return html.replace('</head>', () => `${tags}</head>`);
}
