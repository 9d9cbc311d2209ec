import './preact-11-context';
import type { Locale } from '@portal/shared/locales';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { App } from '../app/app';
import { i18n, initI18n } from '../lib/i18n';

/**
 * The build's prerender (scripts/prerender.mjs, decision 040): the home page as a visitor sees
 * it in one language, rendered by the app itself (lazy pages are waited for), with the same
 * tree main.tsx gives the browser, so the browser can take the markup over as it is.
 */
export async function renderHome(locale: Locale): Promise<{ html: string; title: string }> {
  await initI18n(locale);
  const html = await renderToStringAsync(
    <StrictMode>
      <App location="/" />
    </StrictMode>,
  );
  return { html, title: i18n.t('common.brand') };
}

export { LOCALES } from '@portal/shared/locales';
export { prerenderedDocument } from './prerendered-document';
