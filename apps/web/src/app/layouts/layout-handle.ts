import type { RouteObject } from 'react-router';
import { useMatches } from 'react-router';

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

/** Whether any route of the current address hides the header. */
export function useHeaderHidden(): boolean {
  return useMatches().some((match) => (match.handle as LayoutHandle | undefined)?.hideHeader);
}
