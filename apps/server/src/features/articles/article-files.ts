// The learn articles shipped with the server: Markdown files with YAML front matter in
// content/articles. The seed copies them into the articles table, which is what the API serves.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { z } from 'zod';
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
  // YAML reads an unquoted 2026-09-03 as a Date; a quoted one stays a string.
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

/** Reads every `*.md` file of `dir`; a file with bad front matter stops the start, naming the file. */
export function loadArticleFiles(dir: string = ARTICLES_DIR): ArticleFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const { data, content } = matter(readFileSync(path.join(dir, name), 'utf8'));
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
