import { KRISK_TITLES } from './survey-products.ts';

/*
 * platform spec §2 "Survey complete": for the titles 'KRisk Option 1', '2' and '3' the page
 * offers an ICoach button going to /icoach/{fixed code per option}. The codes are fixed, one per
 * option, 50 alphanumeric characters like every access code (spec §5).
 */
export type KriskTitle = (typeof KRISK_TITLES)[number];

export const KRISK_ICOACH_CODES: Record<KriskTitle, string> = {
  'KRisk Option 1': 'KRiskOption1Icoach00000000000000000000000000000000',
  'KRisk Option 2': 'KRiskOption2Icoach00000000000000000000000000000000',
  'KRisk Option 3': 'KRiskOption3Icoach00000000000000000000000000000000',
};

export function isKriskTitle(title: string | null | undefined): title is KriskTitle {
  return (KRISK_TITLES as readonly (string | null | undefined)[]).includes(title);
}

/** The iCoach access code a KRisk survey's completion page links to, or null for other titles. */
export function kriskIcoachCode(title: string | null | undefined): string | null {
  return isKriskTitle(title) ? KRISK_ICOACH_CODES[title] : null;
}
