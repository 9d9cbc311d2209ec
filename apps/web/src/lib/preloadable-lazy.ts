import { type ComponentType, createElement, lazy } from 'react';

export interface PreloadableComponent<P> {
  (props: P): ReturnType<typeof createElement>;
  /** Starts loading the chunk; once it is in, the component renders without suspending. */
  preload(): Promise<unknown>;
}

/**
 * React's lazy() suspends the first time it renders, even when its chunk has long arrived, and
 * a page then shows its fallback for a moment. This one renders at once when its chunk was
 * preloaded and has arrived: the prerendered home's registration form is rendered anew after
 * the takeover (decision 040), and a spinner in its place would flash.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Preloadable = (props: P) => createElement(loaded ?? Lazy, props);
  Preloadable.preload = preload;
  return Preloadable;
}
