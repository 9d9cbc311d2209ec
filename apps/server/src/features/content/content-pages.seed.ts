import { contentPages } from '../../db/schema/content.ts';
import type { Tx } from '../../db/transaction.ts';
import { sanitizeStoredHtmlByLocale } from '../../lib/safe-html.ts';
import { CONTENT_PAGES } from './data/content-pages.ts';

export function contentPagesData() {
  return CONTENT_PAGES.map((p) => ({
    id: p.id,
    slug: p.slug,
    titles: p.title,
    contents: sanitizeStoredHtmlByLocale(p.content),
  }));
}

export async function seedContentPages(tx: Tx): Promise<void> {
  for (const row of contentPagesData()) {
    await tx
      .insert(contentPages)
      .values(row)
      .onConflictDoUpdate({
        target: contentPages.id,
        set: { slug: row.slug, titles: row.titles, contents: row.contents },
      });
  }
}
