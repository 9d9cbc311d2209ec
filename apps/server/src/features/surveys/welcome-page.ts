import { createHash } from 'node:crypto';
import { isLocale, type Locale } from '@portal/shared/locales';
import { isAccessCode } from '@portal/shared/rules/path-params';
import { type ApiProduct, welcomeProductOf } from '@portal/shared/survey-products';
import type { Db } from '../../db/client.ts';
import type { PageRenderer } from '../../lib/pages/page-renderer.ts';
import { type RenderedDocument, toRenderedDocument } from '../../lib/pages/rendered-document.ts';
import { toSurveyInfo } from './survey-info.service.ts';
import { findSurveyByCode } from './surveys.queries.ts';

/*
 * A survey's welcome page, /{surveyProduct}/{accessCode}, rendered on the server as a visitor
 * sees it (decision 041), so a phone paints the survey's welcome from the HTML. The page is the
 * same for every visitor in a language (what differs, someone signed in, is the app's to render:
 * the page's guard script hides it from them), so each rendering is kept, under the answer it
 * was rendered from: an administrator's change to the survey makes a new one.
 */

const WELCOME_PATH = /^\/([a-z0-9-]+)\/([^/]+)\/?$/;

/** The welcome page's survey, when the address is one (the 360 welcome is not rendered). */
export function welcomePageOf(path: string): { product: ApiProduct; code: string } | null {
  const [, route, code] = path.match(WELCOME_PATH) ?? [];
  const product = welcomeProductOf(route);
  return product && isAccessCode(code) ? { product: product.api, code } : null;
}

/** Renderings kept per process; a new survey or language past this pushes out the oldest. */
const KEPT = 200;

export interface WelcomePages {
  /** The rendered page, or null: no such survey, or no renderer free (the app renders it). */
  render(path: string, cookieLocale: Locale): Promise<RenderedDocument | null>;
}

export function createWelcomePages(db: Db, renderer: PageRenderer, template: string): WelcomePages {
  const kept = new Map<string, RenderedDocument>();
  const rendering = new Map<string, Promise<RenderedDocument | null>>();

  const renderNew = async (
    key: string,
    job: Parameters<PageRenderer['render']>[0],
  ): Promise<RenderedDocument | null> => {
    const html = await renderer.render(job);
    if (html === null) return null;
    const document = await toRenderedDocument(html);
    kept.set(key, document);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    return document;
  };

  return {
    async render(path, cookieLocale) {
      const page = welcomePageOf(path);
      if (!page) return null;
      const { product } = page;
      const found = await findSurveyByCode(db, product, page.code);
      if (!found) return null;
      // platform spec §2: a visitor gets the survey's default language (the guard script hides
      // the page from one who picked another by hand).
      const surveyLanguage = isLocale(found.survey.defaultLanguage);
      const locale = surveyLanguage ? (found.survey.defaultLanguage as Locale) : cookieLocale;
      const info = toSurveyInfo(found.survey, found.layout, locale);
      const data = { path, product, code: page.code, info };
      const key = createHash('sha256')
        .update(JSON.stringify([locale, data]))
        .digest('base64url');
      const ready = kept.get(key);
      if (ready) {
        // Most recently used last, so the oldest goes first.
        kept.delete(key);
        kept.set(key, ready);
        return ready;
      }
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderNew(key, {
          locale,
          data,
          template,
          options: { page: 'survey-welcome', surveyLanguage },
        }).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
  };
}
