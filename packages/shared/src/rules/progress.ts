/**
 * platform spec §4: "Progress percent is the ceiling of processed over total times 100, 0 if
 * either is missing."
 */
export function progressPercent(
  processed: number | null | undefined,
  total: number | null | undefined,
): number {
  if (!processed || !total) return 0;
  return Math.min(100, Math.ceil((processed / total) * 100));
}

/** platform spec §4: progress count is the section number minus 1 (iPulse: position plus 1). */
export function processedSections(product: string, sectionNumberOrPosition: number): number {
  return product === 'ipulse' ? sectionNumberOrPosition + 1 : sectionNumberOrPosition - 1;
}
