import { type ReactNode, useLayoutEffect, useState } from 'react';
import { endTakeover, isTakingOver } from '../lib/prerender-takeover';

/**
 * A part of a prerendered page that the app renders anew instead of taking over (decisions
 * 040, 041): the registration form, whose selects depend on lookups the build did not
 * have. Hydration keeps the page's attributes as they are, so a select the prerender showed
 * disabled while its options loaded could stay disabled. The part is emptied while the app
 * takes the page over and rendered again in a layout effect, before the next paint, so nobody
 * sees it go. Anywhere else (the build's prerender, a page the app renders itself) the
 * children render at once.
 */
export function RenderedInBrowser({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => !isTakingOver());
  useLayoutEffect(() => {
    if (shown) return;
    endTakeover();
    setShown(true);
  }, [shown]);
  return shown ? children : null;
}
