// /learn's first paint: index.html with the first article cards in place of the home's check form
// (between its boot-page markers), so that the page's largest paint, the first card's image, loads
// with the HTML instead of after the app's JavaScript and its call for the articles (Lighthouse:
// 2 s of the page's 2.9 s largest paint was that wait). The app replaces it as for every page.
import type { Article } from '@satark/shared/api-types';
import { articlePath } from '@satark/shared/constants';
import { escapeHtml } from '../../lib/escape-html.js';

/** The first row of the app's widest grid (learn-page.tsx): the cards a first screen shows. */
export const FIRST_PAINT_CARDS = 3;

const PAGE_START = '<!-- boot-page -->';
const PAGE_END = '<!-- /boot-page -->';

export interface FirstPaintArticle {
  english: Article;
  /** The same article in Hindi, when it has a Hindi title. */
  hindiTitle: string | null;
}

function card({ english, hindiTitle }: FirstPaintArticle): string {
  const image = english.featuredImageUrl
    ? `<img src="${escapeHtml(english.featuredImageUrl)}" alt="" fetchpriority="high" />`
    : '<img alt="" />';
  const hindi = hindiTitle && hindiTitle !== english.title ? ` <span lang="hi">${escapeHtml(hindiTitle)}</span>` : '';
  return `<li><a href="${escapeHtml(articlePath(english.slug))}">${image}<span>${escapeHtml(english.title)}${hindi}</span></a></li>`;
}

/** index.html for /learn; the template as it is when it has no markers or there are no articles. */
export function renderLearnFirstPaint(template: string, articles: FirstPaintArticle[]): string {
  const start = template.indexOf(PAGE_START);
  const end = template.indexOf(PAGE_END, start);
  if (start < 0 || end < 0 || articles.length === 0) return template;
  const cards = articles.slice(0, FIRST_PAINT_CARDS).map(card).join('');
  const page = `<div class="sk-hero sk-compact" aria-hidden="true"></div><div class="sk-learn"><ul>${cards}</ul></div>`;
  return template.slice(0, start) + page + template.slice(end + PAGE_END.length);
}
