import { z } from 'zod';
import { KRISK_ICOACH_CODES, type KriskTitle } from './krisk.ts';

/**
 * platform spec §9: the partner risk portal's three packages, each the full discovery process
 * plus days of iCoach. The survey title of each is its KRisk option (spec §2 "Survey complete").
 */
export interface KriskPackage {
  key: 'fundamentals' | 'fundamentals-plus' | 'fundamentals-elite';
  title: KriskTitle;
  pricePence: number;
  icoachDays: number;
  /** The package's discovery-process survey (platform spec §2: a fixed code per package). */
  accessCode: string;
  icoachAccessCode: string;
}

const code = (name: string) => name.padEnd(50, '0');

export const KRISK_PACKAGES: readonly KriskPackage[] = [
  {
    key: 'fundamentals',
    title: 'KRisk Option 1',
    pricePence: 4900,
    icoachDays: 30,
    accessCode: code('KRiskFundamentals'),
    icoachAccessCode: KRISK_ICOACH_CODES['KRisk Option 1'],
  },
  {
    key: 'fundamentals-plus',
    title: 'KRisk Option 2',
    pricePence: 14900,
    icoachDays: 45,
    accessCode: code('KRiskFundamentalsPlus'),
    icoachAccessCode: KRISK_ICOACH_CODES['KRisk Option 2'],
  },
  {
    key: 'fundamentals-elite',
    title: 'KRisk Option 3',
    pricePence: 24900,
    icoachDays: 60,
    accessCode: code('KRiskFundamentalsElite'),
    icoachAccessCode: KRISK_ICOACH_CODES['KRisk Option 3'],
  },
];

export const KriskPackagesResponseSchema = z.array(
  z.object({
    key: z.string(),
    title: z.string(),
    pricePence: z.number(),
    icoachDays: z.number(),
    accessCode: z.string(),
  }),
);
export type KriskPackagesResponse = z.infer<typeof KriskPackagesResponseSchema>;
