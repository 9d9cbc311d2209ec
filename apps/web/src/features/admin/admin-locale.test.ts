// @vitest-environment node
import { describe, expect, it } from 'vitest';
import admin from '../../../../../packages/shared/locales/en_GB/admin.json';
import { NAMESPACES } from '../../lib/namespaces';
import { ADMIN_AREAS } from './components/admin-areas';

describe('the admin namespace', () => {
  it('has no top-level key named like a namespace, which t() would read as one (decision 007)', () => {
    const clashes = Object.keys(admin).filter((key) =>
      [...NAMESPACES, 'messages', 'mail', 'reports'].includes(key),
    );
    expect(clashes).toEqual([]);
  });

  it('names every area in the navigation', () => {
    expect(Object.keys(admin.nav).sort()).toEqual(ADMIN_AREAS.map((area) => area.id).sort());
  });
});
