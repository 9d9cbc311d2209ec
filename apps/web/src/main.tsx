import { STALE_PRERENDER } from '@portal/shared/prerendered-home';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadVisitorHome } from './app/home-route';
import { preloadFirstPage } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { endLocalSession } from './lib/end-session';
import { initI18n } from './lib/i18n';
import { startTakeover } from './lib/prerender-takeover';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// platform spec §4: a 401 on any call logs out (the layout then goes home).
setUnauthorizedHandler(endLocalSession);
// The first page's chunks download while the translations load.
preloadFirstPage();

/**
 * The visitor's home page comes rendered in the HTML (decision 040). The app takes it over
 * unless the page's <head> script has marked it stale (someone signed in, or another language
 * stored) and hidden it; then the app renders afresh.
 */
function takeOverPrerendered(): boolean {
  const html = document.documentElement;
  const rendered = html.dataset.prerendered;
  if (!rendered) return false;
  if (rendered !== STALE_PRERENDER) return true;
  root?.replaceChildren();
  delete html.dataset.prerendered;
  return false;
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

const takeover = takeOverPrerendered();

// The translations of the stored language load before the first paint, so no page flashes
// English (or left-to-right) before switching.
// A file that fails to load still renders: its texts fall back to en_GB where they can.
void Promise.all([initI18n(), takeover ? preloadVisitorHome() : null])
  .catch((error: unknown) => console.error(error))
  .then(() => {
    if (!takeover) {
      createRoot(root).render(app);
      return;
    }
    // Hydration keeps the elements on the screen and gives them the app's handlers. It keeps
    // their attributes as the page has them, so a part that depends on data the build did not
    // have is rendered anew instead (<RenderedInBrowser>).
    startTakeover();
    hydrateRoot(root, app);
  });
