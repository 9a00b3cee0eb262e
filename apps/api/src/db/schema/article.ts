import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryZh: text('summary_zh').notNull(),
    contentEn: text('content_en').notNull(),
    contentZh: text('content_zh').notNull(),
    /** The magazine's tag of the article ("Hair care"), shown over its thumbnail. */
    tagEn: text('tag_en').notNull().default(''),
    tagZh: text('tag_zh').notNull().default(''),
    thumbnail: text('thumbnail').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articles_published_idx').on(t.publishedAt)],
);
