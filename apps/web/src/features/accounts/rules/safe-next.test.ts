import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('where a one-time link lands (issue 11)', () => {
  it("goes to the server's path of this portal", () => {
    expect(safeNextPath('/360/5/dashboard')).toBe('/360/5/dashboard');
    expect(safeNextPath('/360/5/dashboard?x=1#top')).toBe('/360/5/dashboard?x=1#top');
    expect(safeNextPath('/')).toBe('/');
  });

  it('goes home instead of to another site, to something that is no path or to nothing', () => {
    for (const next of [
      '//evil.example/360',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '360/5/dashboard',
      '',
      undefined,
      null,
      42,
    ]) {
      expect({ next, to: safeNextPath(next) }).toEqual({ next, to: '/' });
    }
  });
});
