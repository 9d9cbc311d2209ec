import { z } from 'zod';
import { PathIdSchema } from './ids.ts';

/** Ids are PostgreSQL integers: a larger number is refused here, not by the database as a 500. */
export const ContentParamsSchema = z.object({
  pageId: PathIdSchema,
});
export const ContentPageResponseSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** HTML sanitised by the server's one allow-list (docs/decisions/012-stored-html-sanitiser.md). */
  content: z.string(),
  locale: z.string(),
});
export type ContentPageResponse = z.infer<typeof ContentPageResponseSchema>;
