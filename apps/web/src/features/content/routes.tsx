import { CONTENT_PAGES } from '@portal/shared/limits';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

const ContentPage = lazy(() =>
  import('./pages/content-page').then((m) => ({ default: m.ContentPage })),
);

/** The footer's links (platform spec §2). */
export const contentRoutes: RouteObject[] = [
  { path: paths.terms.path, element: <ContentPage key="terms" pageId={CONTENT_PAGES.terms} /> },
  {
    path: paths.privacy.path,
    element: <ContentPage key="privacy" pageId={CONTENT_PAGES.privacy} />,
  },
];
