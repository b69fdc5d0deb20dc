// Response schemas of /api/v1/scam-articles (API.md "Learn articles").
import { z } from 'zod';

export const articleSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  link: z.string(),
  featuredImageUrl: z.string().nullable(),
  authorName: z.string(),
  authorAvatarUrl: z.string().nullable(),
  date: z.string(),
  categoryName: z.string(),
  totalCount: z.number(),
  slug: z.string(),
  trendingScore: z.number(),
});

/** The article and its body as sanitized HTML. */
export const articleDetailSchema = articleSchema.extend({ html: z.string() });

export const articleTitleSchema = z.object({ slug: z.string(), title: z.string() });

/** `GET /get-all`. */
export const articleListResponseSchema = z.object({ success: z.literal(true), data: z.array(articleSchema) });
/** `GET /titles`. */
export const articleTitlesResponseSchema = z.object({ success: z.literal(true), data: z.array(articleTitleSchema) });
/** `GET /detail`. */
export const articleDetailResponseSchema = z.object({ success: z.literal(true), data: articleDetailSchema });
