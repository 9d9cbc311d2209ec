import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadVisitorHome } from './app/home-route';
import { preloadFirstPage } from './app/router';
import { preloadVisitorWelcome } from './app/survey-welcome-route';
import { preloadRankingSection } from './features/surveys/routes';
import { setUnauthorizedHandler } from './lib/api-client';
import { endLocalSession } from './lib/end-session';
import { initI18n } from './lib/i18n';
import { startTakeover } from './lib/prerender-takeover';
import { prerenderedPage, restorePrerenderedQueries } from './lib/prerendered-page';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// platform spec §4: a 401 on any call logs out (the layout then goes home).
setUnauthorizedHandler(endLocalSession);
// The first page's chunks download while the translations load.
preloadFirstPage();

/**
 * The visitor's home page, a survey's welcome page and a signed-in person's ranking section can
 * come rendered in the HTML (decisions 040, 041, 042). The app takes such a page over, in the
 * language it was rendered in, unless the page's <head> script has marked it stale and hidden
 * it; then the app renders afresh.
 */
const prerendered = prerenderedPage(root);
if (prerendered) restorePrerenderedQueries();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

const pageParts = () => {
  if (!prerendered) return null;
  if (prerendered.page === 'home') return preloadVisitorHome();
  if (prerendered.page === 'survey-welcome') return preloadVisitorWelcome();
  return preloadRankingSection();
};

// The translations load before the first paint, so no page flashes English (or left-to-right)
// before switching. A file that fails to load still renders: its texts fall back to en_GB.
void Promise.all([initI18n(prerendered?.locale), pageParts()])
  .catch((error: unknown) => console.error(error))
  .then(() => {
    if (!prerendered) {
      createRoot(root).render(app);
      return;
    }
    // Hydration keeps the elements on the screen and gives them the app's handlers. It keeps
    // their attributes as the page has them, so a part that depends on data the render did not
    // have is rendered anew instead (<RenderedInBrowser>).
    startTakeover();
    hydrateRoot(root, app);
  });
