import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/*
 * api-notes "Look and feel": brand blue #0085cd, pale-blue cards #f7fcff with a 12px radius, teal
 * #00cdbf accents, navy #3d5a80 secondary text, all meeting WCAG 2.2 AA. White on #0085cd is only
 * 4.0:1, so the primary shade is 8 (#006aa3, 5.9:1 with white), and the error colour is red.9
 * (STACK-NOTES "Front end": Mantine's defaults fail axe's colour-contrast rule).
 */
const brand: MantineColorsTuple = [
  '#e5f4fc',
  '#cce8f7',
  '#99d1ef',
  '#62b8e6',
  '#36a3de',
  '#1a96d8',
  '#0085cd',
  '#0077b8',
  '#006aa3',
  '#00578a',
];

/** Teal for progress and success marks; shades 8-9 are dark enough for text on white. */
const teal: MantineColorsTuple = [
  '#e0fbf9',
  '#b3f4ef',
  '#80ece4',
  '#4de4d9',
  '#26dbcf',
  '#00cdbf',
  '#00b3a7',
  '#00998f',
  '#007a72',
  '#00665f',
];

const navy: MantineColorsTuple = [
  '#eef2f7',
  '#d9e1ec',
  '#b3c2d8',
  '#8ca3c3',
  '#6986ae',
  '#52719a',
  '#46658d',
  '#3d5a80',
  '#314a6a',
  '#263a54',
];

export const BRAND_FIELD = '#006aa3';
export const CARD_BACKGROUND = '#f7fcff';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand, teal, navy },
  // No downloaded fonts (nothing may load from the internet): the system's, with Noto Sans and
  // Inter where installed; Noto covers Arabic, Devanagari and the CJK scripts.
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Inter, 'Helvetica Neue', Arial, 'Noto Sans Arabic', 'Noto Sans Devanagari', 'Noto Sans CJK SC', sans-serif",
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  radius: { card: '12px' },
  focusRing: 'auto',
  cursorType: 'pointer',
  other: { brandField: BRAND_FIELD, cardBackground: CARD_BACKGROUND },
  components: {
    Paper: { defaultProps: { radius: 12 } },
    Card: { defaultProps: { radius: 12 } },
    // Mantine's Loader is a bare <span>: the aria-label every page gives it ('Loading…') is not
    // allowed there (axe aria-prohibited-attr, found by the e2e journeys). As a progress bar
    // without a value it is an announced, named "busy" indicator.
    Loader: { defaultProps: { role: 'progressbar' } },
  },
});

/** Dimmed text (gray.6, 3.3:1) and the red.6 error (3.3:1) fail AA on white: darken both. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-error': t.colors.red[9],
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-anchor': brand[8],
  },
  dark: {},
});
