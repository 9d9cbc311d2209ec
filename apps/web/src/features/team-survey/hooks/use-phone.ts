import { useMediaQuery } from '@mantine/hooks';

/** team-survey spec §9: "Mobile breakpoint: width under 767 px". Read at once, not after a paint. */
export const PHONE_QUERY = '(max-width: 766.98px)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
