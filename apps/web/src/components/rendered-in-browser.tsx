import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { endTakeover, isTakingOver, noteTyped, restoreTyped } from '../lib/prerender-takeover';

/**
 * A part of a prerendered page that the app renders anew instead of taking over (decisions
 * 040, 041, 042): the registration form, whose selects depend on lookups the build did not
 * have. Hydration keeps the page's attributes as they are, so a select the prerender showed
 * disabled while its options loaded could stay disabled. The part is emptied while the app
 * takes the page over and rendered again in a layout effect, before the next paint, so nobody
 * sees it go; what was typed into it meanwhile is put back. Anywhere else (a render outside
 * the browser, a page the app renders itself) the children render at once.
 */
export function RenderedInBrowser({
  children,
  untilInBrowser,
}: {
  children: ReactNode;
  /**
   * What a render outside the browser shows in the part's place, until the app renders the part
   * itself: for a part that depends on what only the browser knows (a ranking section's board:
   * the person's draft on this device, the screen's width; decision 042). Without it, the
   * part itself is rendered.
   */
  untilInBrowser?: ReactNode;
}) {
  const [shown, setShown] = useState(() => {
    if (typeof window === 'undefined') return untilInBrowser === undefined;
    if (!isTakingOver()) return true;
    // The last moment the page's own fields are there: the commit of this render removes them.
    const root = document.getElementById('root');
    if (root) noteTyped(root);
    return false;
  });
  const renderedAnew = useRef(false);
  useLayoutEffect(() => {
    if (shown) return;
    endTakeover();
    renderedAnew.current = true;
    setShown(true);
  }, [shown]);
  // Also before the paint: the fields never show empty.
  useLayoutEffect(() => {
    if (!shown || !renderedAnew.current) return;
    renderedAnew.current = false;
    restoreTyped();
  }, [shown]);
  // Taking over, the first render matches the page's markup: the stand-in, or nothing.
  return shown ? children : (untilInBrowser ?? null);
}
