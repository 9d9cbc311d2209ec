/*
 * Whether the app is taking over the prerendered home page (decision 040): set by main.tsx
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
