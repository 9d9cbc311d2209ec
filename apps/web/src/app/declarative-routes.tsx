import { Component, type ErrorInfo, type ReactNode, useRef } from 'react';
import { matchRoutes, type Params, type RouteObject, useLocation, useParams } from 'react-router';

/*
 * The route tables are written as for React Router's data router (loaders that start a page's
 * chunks, errorElement), but the app runs the declarative router (issue 14: the data router's
 * engine is 17 KB more gzipped JS on every page, for features the app does not use: it loads its
 * data with TanStack Query). These adapters keep what the tables ask for: a loader runs when its
 * route is entered, before the route's lazy children render, and an errorElement shows in place
 * of its route when anything below fails to render, until the address changes.
 */

type Preload = (args: { params: Params; request: Request }) => unknown;

function requestFor(pathname: string, search: string): Request {
  return new Request(new URL(pathname + search, window.location.origin));
}

/** Runs the route's loader once per address, during render, so chunks download in parallel. */
function PreloadOnEnter({ load, children }: { load: Preload; children: ReactNode }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const ran = useRef<string | null>(null);
  // Not in the build's prerender (src/prerender), which has no window and renders lazy pages
  // by waiting for them.
  if (typeof window !== 'undefined' && ran.current !== pathname + search) {
    ran.current = pathname + search;
    void load({ params, request: requestFor(pathname, search) });
  }
  return children;
}

interface GuardProps {
  fallback: ReactNode;
  resetKey: string;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<GuardProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: GuardProps, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function RouteErrorGuard({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <RouteErrorBoundary fallback={fallback} resetKey={useLocation().key}>
      {children}
    </RouteErrorBoundary>
  );
}

/** The table for useRoutes(): loaders and errorElements turned into the wrappers above. */
export function toDeclarativeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader, errorElement, children, element, ...rest } = route;
    let wrapped: ReactNode = element;
    if (typeof loader === 'function') {
      wrapped = <PreloadOnEnter load={loader as Preload}>{wrapped}</PreloadOnEnter>;
    }
    if (errorElement)
      wrapped = <RouteErrorGuard fallback={errorElement}>{wrapped}</RouteErrorGuard>;
    return {
      ...rest,
      element: wrapped,
      ...(children ? { children: toDeclarativeRoutes(children) } : {}),
    } as RouteObject;
  });
}

/**
 * The data router ran the first address's loaders as soon as the app's code was evaluated,
 * while the translations were still loading; this keeps that head start.
 */
export function preloadMatching(routes: RouteObject[], location: Location): void {
  for (const match of matchRoutes(routes, location) ?? []) {
    const load = match.route.loader;
    if (typeof load === 'function') {
      void (load as Preload)({
        params: match.params,
        request: requestFor(location.pathname, location.search),
      });
    }
  }
}
