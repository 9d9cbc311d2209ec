/*
 * Whether the app is taking over a prerendered page (decisions 040, 041): set by main.tsx
 * before it hydrates, cleared by the first <RenderedInBrowser> once it has rendered its part.
 */
let takingOver = false;

export function startTakeover(): void {
  takingOver = true;
}

export function endTakeover(): void {
  takingOver = false;
}

export function isTakingOver(): boolean {
  return takingOver;
}
