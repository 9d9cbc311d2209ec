import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session';
import { choicesKey, readChoices, useDashboardChoices } from './use-dashboard-choices';

const tokenFor = (id: number) => `x.${btoa(JSON.stringify({ sub: String(id) }))}.y`;

afterEach(() => window.localStorage.clear());

describe('the dashboard remembers its controls per person (issue 9)', () => {
  it('starts from the defaults, with show-completed left to the page', () => {
    expect(readChoices(7)).toEqual({ showCompleted: undefined, layout: 'grid', sort: 'desc' });
    expect(readChoices(null)).toEqual({ layout: 'grid', sort: 'desc' });
  });

  it('reads back what was stored for that person only, ignoring anything odd', () => {
    window.localStorage.setItem(
      choicesKey(7),
      JSON.stringify({ showCompleted: true, layout: 'list', sort: 'asc' }),
    );
    window.localStorage.setItem(choicesKey(8), '{not json');
    expect(readChoices(7)).toEqual({ showCompleted: true, layout: 'list', sort: 'asc' });
    expect(readChoices(8)).toEqual({ layout: 'grid', sort: 'desc' });
    window.localStorage.setItem(choicesKey(9), JSON.stringify({ layout: 'table', sort: 1 }));
    expect(readChoices(9)).toEqual({ showCompleted: undefined, layout: 'grid', sort: 'desc' });
  });

  it('a choice made is there again after a reload, under the signed-in person', () => {
    setToken(tokenFor(7));
    const first = renderHook(() => useDashboardChoices());
    act(() => first.result.current[1]({ showCompleted: true }));
    act(() => first.result.current[1]({ layout: 'list' }));
    first.unmount();
    const again = renderHook(() => useDashboardChoices());
    expect(again.result.current[0]).toEqual({ showCompleted: true, layout: 'list', sort: 'desc' });
    expect(JSON.parse(window.localStorage.getItem(choicesKey(7)) ?? '{}')).toMatchObject({
      showCompleted: true,
      layout: 'list',
    });
  });
});
