import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { endLocalSession } from '../lib/end-session';
import { AppErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

// platform spec §4: a 401 on any call logs out (the layout then goes home).
setUnauthorizedHandler(endLocalSession);

const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
