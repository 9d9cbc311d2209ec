import './preact-11-context';
import type { Locale } from '@portal/shared/locales';
import type { ApiProduct, RankingProduct, SurveyInfoResponse } from '@portal/shared/surveys';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { App } from '../app/app';
import { meQueryOptions } from '../features/accounts/api/get-me';
import { progressQueryOptions } from '../features/surveys/api/get-progress';
import { rankingStatementsQueryOptions } from '../features/surveys/api/get-ranking-statements';
import { sectionsQueryOptions } from '../features/surveys/api/get-sections';
import { surveyByCodeQueryOptions } from '../features/surveys/api/get-survey-by-code';
import { surveyByIdQueryOptions } from '../features/surveys/api/get-survey-by-id';
import { surveyUserRecordsQueryOptions } from '../features/surveys/api/get-survey-user-record';
import { decideSection } from '../features/surveys/rules/section-decision';
import { isApiError } from '../lib/api-client';
import { i18n, initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { setRenderSession } from '../lib/session';
import { withCriticalCss } from './critical-css';
import { type PrerenderedDocumentOptions, prerenderedDocument } from './prerendered-document';

/*
 * Pages rendered by the app itself outside a browser (decision 040): the visitor's home by the
 * build (scripts/prerender.mjs), a survey's welcome page (decision 041) and a signed-in person's
 * ranking section (decision 042) by the server when they are asked for. Each render runs in fresh modules, as a browser starts, with the same tree
 * main.tsx gives the browser, so the browser can take the markup over as it is.
 */

export interface RenderedPage {
  html: string;
  title: string;
  /** What the page says when JavaScript is off (index.html says it in English). */
  noscript?: string;
  /** The answers the page was rendered from, for the browser's query cache. */
  queries?: DehydratedState;
}

const renderApp = (location: string) =>
  renderToStringAsync(
    <StrictMode>
      <App location={location} />
    </StrictMode>,
  );

export async function renderHome(locale: Locale): Promise<RenderedPage> {
  await initI18n(locale);
  const html = await renderApp('/');
  return { html, title: i18n.t('common.brand'), noscript: i18n.t('common.needs_javascript') };
}

export interface SurveyWelcomeData {
  /** The address asked for, /{surveyProduct}/{accessCode}. */
  path: string;
  product: ApiProduct;
  code: string;
  /** GET /public/{product}/survey/access-code/{code}/ in `locale`, as the page would fetch it. */
  info: SurveyInfoResponse;
}

/** A survey's welcome page as a visitor sees it, from the answer the page would have fetched. */
export async function renderSurveyWelcome(
  locale: Locale,
  page: SurveyWelcomeData,
): Promise<RenderedPage> {
  await initI18n(locale);
  queryClient.setQueryData(
    surveyByCodeQueryOptions(page.product, page.code, locale).queryKey,
    page.info,
  );
  // The survey's logos replace the brand's in the header once the page runs (an effect), as
  // when the app renders the page itself: the render shows the brand's, as the browser's
  // first render does, so the takeover finds what it renders.
  const html = await renderApp(page.path);
  return {
    html,
    title: `${page.info.survey.title} | ${i18n.t('common.brand')}`,
    noscript: i18n.t('common.needs_javascript'),
    queries: dehydrate(queryClient),
  };
}

export interface RankingSectionAddress {
  /** The address asked for, /{product}/{surveyUserId}/part/{sectionNumber}. */
  path: string;
  /** The session of the page-session cookie (decision 042), which the server has checked. */
  token: string;
  product: RankingProduct;
  surveyUserId: number;
  sectionNumber: number;
}

/**
 * A signed-in person's ranking section (decision 042), or null when the address would show
 * anything else (another section, the end, not found, a discovery process's part, an
 * impersonation): the app renders those itself. The page's answers are asked for with the
 * page's own query options, through the API (the server's page-render worker answers these
 * calls from its routes, as it would the browser's), so every rule of who may read what holds.
 */
export async function renderRankingSection(
  locale: Locale,
  page: RankingSectionAddress,
): Promise<RenderedPage | null> {
  await initI18n(locale);
  setRenderSession(page.token);
  const { product, surveyUserId } = page;
  try {
    const me = await queryClient.fetchQuery(meQueryOptions());
    if (me.isImpersonated) return null;
    const { taking } = await queryClient.fetchQuery(
      surveyUserRecordsQueryOptions(product, surveyUserId),
    );
    if (taking.dpSurveyId !== null || taking.product !== product) return null;
    const sectionsQuery = sectionsQueryOptions(product, taking.surveyId, locale);
    const [, sections, progress] = await Promise.all([
      queryClient.fetchQuery(surveyByIdQueryOptions(product, taking.surveyId, locale)),
      queryClient.fetchQuery(sectionsQuery),
      queryClient.fetchQuery(progressQueryOptions(product, surveyUserId)),
    ]);
    const decision = decideSection({
      sections: sectionsQuery.select?.(sections) ?? sections,
      progress,
      sectionNumber: page.sectionNumber,
    });
    if (decision.type !== 'show') return null;
    await queryClient.fetchQuery(
      rankingStatementsQueryOptions(product, decision.section.id, locale),
    );
    const html = await renderApp(page.path);
    const title = decision.section.title || i18n.t('surveys.taking.default_title');
    return {
      html,
      title: `${title} | ${i18n.t('common.brand')}`,
      noscript: i18n.t('common.needs_javascript'),
      queries: dehydrate(queryClient),
    };
  } catch (error) {
    // Not theirs, gone, or the session ended meanwhile: the app says so itself.
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

/**
 * A rendered page's whole document, as it is sent: index.html (the template) with the page in
 * it and the CSS it uses inline. The build's home pages and the server's welcome pages both end
 * here.
 */
export async function documentOf(
  template: string,
  locale: Locale,
  rendered: RenderedPage,
  options: PrerenderedDocumentOptions,
  dist: string,
): Promise<string> {
  return withCriticalCss(prerenderedDocument(template, locale, rendered, options), dist);
}

export { LOCALES } from '@portal/shared/locales';
