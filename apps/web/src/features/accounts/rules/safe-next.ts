import { paths } from '../../../config/paths';

/**
 * Where a one-time link lands once its session has started: the server's `next` (issue 11: an
 * invitation's 360 dashboard; a reminder's rating page), but only a path of this portal: one that
 * starts with a single "/" and holds no backslash or control character (browsers read "/\host"
 * and "/<tab>/host" as "//host", another site). Anything else, and no `next`, goes home.
 */
export function safeNextPath(next: unknown): string {
  const home = paths.home.href();
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return home;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return home;
  const base = 'http://portal.invalid';
  try {
    return new URL(next, base).origin === base ? next : home;
  } catch {
    return home;
  }
}
