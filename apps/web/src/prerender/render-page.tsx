import './preact-11-context';
import type { Locale } from '@portal/shared/locales';
import type { ApiProduct, SurveyInfoResponse } from '@portal/shared/surveys';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { App } from '../app/app';
import { surveyByCodeQueryOptions } from '../features/surveys/api/get-survey-by-code';
import { i18n, initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { withCriticalCss } from './critical-css';
import { type PrerenderedDocumentOptions, prerenderedDocument } from './prerendered-document';

/*
 * Pages rendered by the app itself outside a browser (decision 040): the visitor's home by the
 * build (scripts/prerender.mjs), a survey's welcome page by the server when it is asked for
 * (decision 041). Each render runs in fresh modules, as a browser starts, with the same tree
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
