// The learn articles shipped with the server: Markdown files with YAML front matter in
// content/articles (English, the article itself) and content/articles/<lang>/ (its versions in other
// languages: the texts a reader sees, same file name). The seed copies them into the articles and
// article_translations tables, which is what the API serves.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';
import { ARTICLE_LANGUAGES, type ArticleLanguage } from '@satark/shared/constants';
import { ARTICLE_SLUG_PATTERN } from '@satark/shared/report-schemas';

// This file sits three folders below the package root both as src/features/articles (tsx) and as
// dist/features/articles (built), so the same relative path works for both.
export const ARTICLES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content/articles');

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const frontMatterSchema = z.object({
  title: z.string().trim().min(1),
  slug: z.string().regex(ARTICLE_SLUG_PATTERN),
  excerpt: z.string().trim().default(''),
  categoryName: optionalText,
  authorName: optionalText,
  authorAvatarUrl: optionalText,
  // A date as written (js-yaml 5 reads YAML 1.2, where 2026-09-03 is a string), or a Date.
  date: z.coerce.date().refine((d) => !Number.isNaN(d.getTime()), 'invalid date'),
  featuredImage: optionalText,
  link: optionalText,
  trendingScore: z.number().default(0),
});

export interface ArticleFile {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  link: string | null;
  featuredImageUrl: string | null;
  authorName: string | null;
  authorAvatarUrl: string | null;
  categoryName: string | null;
  date: string;
  baseTrendingScore: number;
}

/**
 * A file's YAML front matter (between a first line `---` and the next `---` line) and the Markdown
 * after it. gray-matter did this, and brought js-yaml 3 with esprima, ~40 ms of every start for a
 * few lines of YAML; js-yaml 5 alone is ~10 ms (docs/decisions/article-front-matter.md).
 */
const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
export function readFrontMatter(text: string): { data: unknown; content: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, content: text };
  return { data: loadYaml(match[1]!) ?? {}, content: text.slice(match[0].length) };
}

/** Reads every `*.md` file of `dir`; a file with bad front matter stops the start, naming the file. */
export function loadArticleFiles(dir: string = ARTICLES_DIR): ArticleFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const { data, content } = readFrontMatter(readFileSync(path.join(dir, name), 'utf8'));
      const parsed = frontMatterSchema.safeParse(data);
      if (!parsed.success) {
        throw new Error(
          `content/articles/${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        );
      }
      const meta = parsed.data;
      if (`${meta.slug}.md` !== name)
        throw new Error(`content/articles/${name}: slug ${meta.slug} does not match the file name`);
      return {
        slug: meta.slug,
        title: meta.title,
        excerpt: meta.excerpt,
        body: content.trim(),
        link: meta.link ?? null,
        featuredImageUrl: meta.featuredImage ?? null,
        authorName: meta.authorName ?? null,
        authorAvatarUrl: meta.authorAvatarUrl ?? null,
        categoryName: meta.categoryName ?? null,
        date: meta.date.toISOString(),
        baseTrendingScore: meta.trendingScore,
      };
    });
}

const translationFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  slug: z.string().regex(ARTICLE_SLUG_PATTERN),
  excerpt: z.string().trim().default(''),
  categoryName: optionalText,
});

export interface ArticleTranslationFile {
  slug: string;
  lang: Exclude<ArticleLanguage, 'en'>;
  title: string;
  excerpt: string;
  body: string;
  categoryName: string | null;
}

/**
 * Reads `dir/<lang>/*.md` for every language besides English. A file with bad front matter, or one
 * whose English article does not exist, stops the start, naming the file.
 */
export function loadArticleTranslationFiles(
  dir: string = ARTICLES_DIR,
  englishSlugs: ReadonlySet<string> = new Set(loadArticleFiles(dir).map((f) => f.slug)),
): ArticleTranslationFile[] {
  const translations: ArticleTranslationFile[] = [];
  for (const lang of ARTICLE_LANGUAGES) {
    if (lang === 'en') continue;
    const langDir = path.join(dir, lang);
    if (!existsSync(langDir)) continue;
    for (const name of readdirSync(langDir)
      .filter((n) => n.endsWith('.md'))
      .sort()) {
      const where = `content/articles/${lang}/${name}`;
      const { data, content } = readFrontMatter(readFileSync(path.join(langDir, name), 'utf8'));
      const parsed = translationFrontMatterSchema.safeParse(data);
      if (!parsed.success) {
        throw new Error(`${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      }
      const meta = parsed.data;
      if (`${meta.slug}.md` !== name) throw new Error(`${where}: slug ${meta.slug} does not match the file name`);
      if (!englishSlugs.has(meta.slug)) throw new Error(`${where}: there is no English article ${meta.slug}`);
      translations.push({
        slug: meta.slug,
        lang,
        title: meta.title,
        excerpt: meta.excerpt,
        body: content.trim(),
        categoryName: meta.categoryName ?? null,
      });
    }
  }
  return translations;
}
