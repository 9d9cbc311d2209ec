import { useEffect, useSyncExternalStore } from 'react';

/*
 * platform spec §2 "Header": customer logos come from the survey or course on its pages and are
 * cleared elsewhere (api-notes "Look and feel": they replace the brand logo). A page that has
 * logos shows them while it is mounted; leaving the page clears them.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
const NONE: readonly string[] = [];
let current: readonly string[] = NONE;

function set(urls: readonly string[]): void {
  current = urls.length ? urls : NONE;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCustomerLogos(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
}

/** Shows these logos in the header while the calling page is on screen. */
export function useShowCustomerLogos(urls: readonly string[] | undefined): void {
  const key = (urls ?? NONE).join('\n');
  useEffect(() => {
    if (!key) return;
    set(key.split('\n'));
    return () => set(NONE);
  }, [key]);
}
