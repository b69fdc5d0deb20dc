// Learn articles in other languages (API.md `lang` on get-all): one row per article and language,
// holding the texts a reader sees (title, excerpt, Markdown body, category). Everything else (link,
// image, author, date, counts, trending score, published) stays on the article row, so a
// translation can never disagree with it. The seed fills the rows from content/articles/<lang>/.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_translations')
    .addColumn('article_slug', 'text', (c) => c.notNull().references('articles.slug').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('category_name', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_translations_pk', ['article_slug', 'lang'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_translations').execute();
}
