import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

const KriskPage = lazy(() => import('./pages/krisk-page').then((m) => ({ default: m.KriskPage })));

/** The partner risk portal (platform spec §2); the router hides the header on it. */
export const kriskRoutes: RouteObject[] = [{ path: paths.krisk.path, element: <KriskPage /> }];
