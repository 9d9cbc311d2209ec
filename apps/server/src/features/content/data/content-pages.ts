import type { Translations } from '../../lookups/data/translated-lists.ts';
import { PRIVACY_PAGE } from './pages/privacy.ts';
import { REGISTRATION_INFO_PAGE } from './pages/registration-info.ts';
import { TERMS_PAGE } from './pages/terms.ts';

/**
 * A public content page (GET /public/content/{pageId}).
 * `content` is simple HTML limited to h2, h3, p, ul, li, strong and mailto links.
 */
export interface ContentPageSeed {
  id: number;
  slug: string;
  title: Translations;
  content: Translations;
}

/** 101 terms and conditions, 102 privacy policy, 103 registration-form info pop-up. */
export const CONTENT_PAGES: ContentPageSeed[] = [TERMS_PAGE, PRIVACY_PAGE, REGISTRATION_INFO_PAGE];
