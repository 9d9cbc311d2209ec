import { BrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { endLocalSession } from '../lib/end-session';
import { AppErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { AppRoutes, preloadFirstPage } from './router';

// platform spec §4: a 401 on any call logs out (the layout then goes home).
setUnauthorizedHandler(endLocalSession);

preloadFirstPage();

export function App() {
  return (
    <AppProviders>
      <AppErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppErrorBoundary>
    </AppProviders>
  );
}
