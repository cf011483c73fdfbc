/** What the page of an item's link says (features/lists/links): the reading of the page, and its picture. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { listItems } from './lists.js';

/**
 * One row per item with a link, kept by triggers on list_items (migration 0042): a new or changed link is to be read
 * (`read_at` null), a link taken away takes its row. A reader names a plain entry still named by its link's host
 * after the page, and keeps the page's picture as the item's thumbnail; a failed read tries again later, and after
 * the last try the host stays the name.
 */
export const linkPages = pgTable(
  'link_pages',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => listItems.id, { onDelete: 'cascade' }),
    /** The link this row reads: a reading of an older link is never kept. */
    link: text('link').notNull(),
    tries: smallint('tries').notNull().default(0),
    /** When the next try may run; a reader that claims the row moves it on, so a crash only delays it. */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the page was read, or the last try given up; null while it is to be read. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The picture's media type (a raster image: png, jpeg, webp, gif) and bytes, when the page had one. */
    pictureType: text('picture_type'),
    picture: bytea('picture'),
    /** Changes with the picture: the address the answers give it, so a browser may keep it for good. */
    pictureVersion: text('picture_version'),
  },
  (t) => [
    index('link_pages_due_idx').on(t.nextAt).where(sql`${t.readAt} is null`),
    check('link_pages_picture_size', sql`octet_length(${t.picture}) <= 524288`),
  ],
);
