import { BrowserRouter, StaticRouter } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app. `location` is for the build's prerender (src/prerender), which renders one
 * address with no browser; the browser's app follows the address bar. Both trees have the same
 * shape, so the browser can take over the prerendered page as it is (decision 040).
 */
export function App({ location }: { location?: string }) {
  return (
    <AppProviders>
      <AppErrorBoundary>
        {location === undefined ? (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        )}
      </AppErrorBoundary>
    </AppProviders>
  );
}
