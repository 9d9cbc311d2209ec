import { createContext, useContext, useMemo } from 'react';
import type { RouteObject } from 'react-router';
import { matchRoutes, useLocation } from 'react-router';

/**
 * What a route asks of the page frame, as its `handle`. platform spec §2: "The header can be
 * hidden (partner portal)".
 */
export interface LayoutHandle {
  hideHeader?: boolean;
}

/** The routes with this layout handle, for the router (features know nothing of the frame). */
export function withLayout(routes: RouteObject[], handle: LayoutHandle): RouteObject[] {
  return routes.map((route) => ({ ...route, handle: { ...route.handle, ...handle } }));
}

/**
 * The app's route table, for reading the current routes' handles: the router is the declarative
 * one (issue 14, docs/decisions), which has no useMatches(), so the frame matches the table
 * itself, with the router's own matching.
 */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** Whether any route of the current address hides the header. */
export function useHeaderHidden(): boolean {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  return useMemo(
    () =>
      (matchRoutes(routes, location) ?? []).some(
        (match) => (match.route.handle as LayoutHandle | undefined)?.hideHeader,
      ),
    [routes, location],
  );
}
