import { DEFAULT_LAYOUT, SOFT_TOUCH_LAYOUT } from '@portal/shared/survey-products';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import type { DashboardItem } from '../rules/dashboard-items';
import { DashboardCard } from './dashboard-card';

const item = (over: Partial<DashboardItem>): DashboardItem => ({
  key: 'eq-1',
  kind: 'eq',
  id: 1,
  title: 'E.Q. Soft Touch',
  accessCode: 'A'.repeat(50),
  layout: DEFAULT_LAYOUT,
  timeCreated: '2026-11-20T10:00:00.000Z',
  timeCompleted: null,
  lastReviewed: '2026-11-20T10:00:00.000Z',
  done: 1,
  total: 3,
  awaitingPayment: false,
  ...over,
});

// Issue 9: database text is isolated, layout names are translated, badges keep the names' case.
describe('dashboard card', () => {
  afterEach(() => changeLocale('en_GB'));

  it('isolates the title and the type badge, so "E.Q." keeps its full stops in Arabic', async () => {
    await changeLocale('ar');
    renderWithProviders(<DashboardCard item={item({})} layout="grid" onDownload={() => {}} />);
    const title = screen.getByRole('link', { name: 'E.Q. Soft Touch' });
    expect(title.querySelector('bdi[dir="auto"]')?.textContent).toBe('E.Q. Soft Touch');
    const badge = screen.getByText('E.Q.');
    expect(badge.tagName).toBe('BDI');
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toContain(
      'text-transform: none',
    );
  });

  it('names a known report layout in the page’s language and an unknown one as stored', async () => {
    await changeLocale('ar');
    const { rerender } = renderWithProviders(
      <DashboardCard item={item({})} layout="grid" onDownload={() => {}} />,
    );
    expect(screen.getByText('التخطيط الافتراضي').tagName).toBe('BDI');
    expect(screen.queryByText(/Default Layout/)).toBeNull();
    rerender(
      <DashboardCard
        item={item({ layout: SOFT_TOUCH_LAYOUT })}
        layout="grid"
        onDownload={() => {}}
      />,
    );
    expect(screen.getByText('تقرير E.Q. Soft Touch')).toBeTruthy();
    rerender(
      <DashboardCard item={item({ layout: 'Board pack' })} layout="grid" onDownload={() => {}} />,
    );
    expect(screen.getByText('Board pack').tagName).toBe('BDI');
  });
});
