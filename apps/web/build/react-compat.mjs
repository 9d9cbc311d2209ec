/**
 * What `import … from 'react'` resolves to (react-on-preact.ts): preact/compat, plus React 19's
 * `<Activity>`, which Mantine's Collapse and Transition use when asked to keep hidden content
 * mounted. Its children stay mounted in one wrapper whichever the mode, so hiding keeps their
 * state: the wrapper is `display: contents` (no box of its own) when visible, `display: none` when
 * hidden (React hides the children themselves, with no wrapper). The app never asks for it today
 * (no `keepMounted` Collapse or Transition); this keeps such a use working. Plain JavaScript:
 * preact/compat's types (`export =`) cannot be re-exported from TypeScript, and the app's types
 * come from @types/react.
 */
import compat, { createElement } from 'preact/compat';

export * from 'preact/compat';
export default compat;

/** @param {{ mode?: 'visible' | 'hidden', children?: unknown }} props */
export function Activity({ mode = 'visible', children }) {
  return createElement(
    'div',
    { style: { display: mode === 'hidden' ? 'none' : 'contents' }, 'data-activity': mode },
    children,
  );
}
