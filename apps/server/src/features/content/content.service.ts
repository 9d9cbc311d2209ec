import type { ContentPageResponse } from '@portal/shared/content';
import { DEFAULT_LOCALE, type Locale } from '@portal/shared/locales';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentPages } from '../../db/schema/content.ts';
import { NotFound } from '../../lib/errors.ts';
import { sanitizeStoredHtml } from '../../lib/safe-html.ts';

/** A content page in the person's language, or in en_GB when it is not translated. */
export async function getContentPage(
  ctx: { db: Db; locale: Locale },
  pageId: number,
): Promise<ContentPageResponse> {
  const [page] = await ctx.db.select().from(contentPages).where(eq(contentPages.id, pageId));
  if (!page) throw new NotFound();
  const locale = page.contents[ctx.locale] ? ctx.locale : DEFAULT_LOCALE;
  return {
    id: page.id,
    title: page.titles[locale] ?? '',
    // Sanitised again when served: a row written around the seed is made safe too.
    content: sanitizeStoredHtml(page.contents[locale] ?? ''),
    locale,
  };
}
