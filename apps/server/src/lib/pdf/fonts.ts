import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';

/**
 * The fonts shipped in ./fonts (see NOTICE.md there) and the order they are tried in.
 * Every text run gets the whole stack: a glyph missing from the first font is taken from the
 * next, so a Chinese name in an English report, or Latin digits in an Arabic one, still render.
 * Only the weights the layout uses are shipped: regular and bold, and regular alone for the
 * CJK fonts (10 MB a weight; a bold heading falls back to their regular glyphs).
 */
const DIR = fileURLToPath(new URL('./fonts/', import.meta.url));

const FAMILIES: Record<string, { file: string; weight: 400 | 700 }[]> = {
  NotoSans: [
    { file: 'NotoSans-Regular.ttf', weight: 400 },
    { file: 'NotoSans-Bold.ttf', weight: 700 },
  ],
  NotoSansArabic: [
    { file: 'NotoSansArabic-Regular.ttf', weight: 400 },
    { file: 'NotoSansArabic-Bold.ttf', weight: 700 },
  ],
  NotoSansDevanagari: [
    { file: 'NotoSansDevanagari-Regular.ttf', weight: 400 },
    { file: 'NotoSansDevanagari-Bold.ttf', weight: 700 },
  ],
  NotoSansSC: [{ file: 'NotoSansSC-Regular.ttf', weight: 400 }],
  NotoSansJP: [{ file: 'NotoSansJP-Regular.ttf', weight: 400 }],
  NotoSansKR: [{ file: 'NotoSansKR-Regular.ttf', weight: 400 }],
};

/** Han characters take their shapes from the reader's own CJK font first. */
const CJK_ORDER: Record<string, string[]> = {
  zh: ['NotoSansSC', 'NotoSansJP', 'NotoSansKR'],
  ja: ['NotoSansJP', 'NotoSansSC', 'NotoSansKR'],
  ko: ['NotoSansKR', 'NotoSansSC', 'NotoSansJP'],
};

/** The font stack for a language: Latin first (digits, punctuation), then its own script. */
export function fontStack(language: string): string[] {
  const lang = language.toLowerCase().split('-')[0] ?? '';
  const cjk = CJK_ORDER[lang] ?? CJK_ORDER.zh!;
  const scripts =
    lang === 'hi'
      ? ['NotoSansDevanagari', 'NotoSansArabic']
      : ['NotoSansArabic', 'NotoSansDevanagari'];
  return ['NotoSans', ...scripts, ...cjk];
}

let registered: Promise<void> | null = null;

/** Registers the fonts, the line-breaking rule and the glyph fix below, once per thread. */
export function registerFonts(): Promise<void> {
  registered ??= (async () => {
    for (const [family, faces] of Object.entries(FAMILIES)) {
      Font.register({
        family,
        fonts: faces.map((f) => ({ src: `${DIR}${f.file}`, fontWeight: f.weight })),
      });
    }
    Font.registerHyphenationCallback(breakOpportunities);
    await Font.load({ fontFamily: 'NotoSans' });
    unshareGlyphCodePoints(Font.getFont({ fontFamily: 'NotoSans' }).data);
  })();
  return registered;
}

interface FontkitGlyph {
  codePoints: number[];
  isMark: boolean;
  isLigature: boolean;
}
type GetGlyph = (id: number, codePoints?: number[]) => FontkitGlyph | null;

/**
 * fontkit keeps one glyph object per glyph id, holding the characters of its first use. In
 * Devanagari one glyph serves several characters (the ā of "ो" and the ā sign itself), so a
 * later word gets a glyph naming the wrong characters, and the layout engine, which maps glyphs
 * back to the text by those characters, then cuts lines in the middle of words. Every use gets
 * a view of the shared glyph with its own characters instead (measures and outlines are still
 * computed once, on the shared glyph).
 */
function unshareGlyphCodePoints(font: unknown): void {
  const proto = Object.getPrototypeOf(font) as { getGlyph: GetGlyph; __unshared?: boolean };
  if (!proto || proto.__unshared) return;
  const shared = proto.getGlyph;
  proto.getGlyph = function getGlyph(this: unknown, id, codePoints) {
    const glyph = shared.call(this, id, codePoints);
    if (!glyph || !codePoints || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    const view = Object.create(glyph) as FontkitGlyph;
    view.codePoints = codePoints;
    view.isLigature = codePoints.length > 1;
    view.isMark =
      codePoints.length > 0 && codePoints.every((c) => MARK.test(String.fromCodePoint(c)));
    return view;
  };
  proto.__unshared = true;
}

const MARK = /^\p{M}$/u;
const sameCodePoints = (a: number[], b: number[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** Han, kana and CJK punctuation: text written without spaces between words. */
const CJK =
  /[\u2E80-\u2FFF\u3000-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/u;
/** Characters that must not start a line (kinsoku), and those that must not end one. */
const NO_LINE_START = new Set([
  ...'、。，．：；？！）」』】〉》〕’”ーゝゞ々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・…,.:;?!)%',
]);
const NO_LINE_END = new Set([...'（「『【〈《〔‘“(']);

/**
 * The layout engine breaks lines at spaces and at the points this returns. It would hyphenate
 * every language with English patterns; instead a word stays whole, and text without spaces
 * (Chinese, Japanese) may break between any two characters. The empty strings between parts
 * become zero-width break points, so no hyphen is drawn at a CJK line end.
 */
export function breakOpportunities(word: string): string[] {
  if (!CJK.test(word)) return [word];
  const groups: string[] = [];
  let previousWasCjk = true;
  let joinNext = false;
  for (const ch of word) {
    const cjk = CJK.test(ch);
    const join =
      groups.length > 0 && (joinNext || NO_LINE_START.has(ch) || (!cjk && !previousWasCjk));
    if (join) groups[groups.length - 1] += ch;
    else groups.push(ch);
    previousWasCjk = cjk;
    joinNext = NO_LINE_END.has(ch);
  }
  return groups.flatMap((g, i) => (i === 0 ? [g] : ['', g]));
}
