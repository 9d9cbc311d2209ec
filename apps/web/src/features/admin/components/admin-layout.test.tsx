import { STORAGE_KEYS } from '@portal/shared/client';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { AdminOverviewPage } from '../pages/admin-overview-page';
import { AdminLayout } from './admin-layout';

const OVERVIEW = {
  people: 1234,
  waitingPeople: 5,
  takingsStartedThisWeek: 17,
  takingsCompletedThisWeek: 9,
  paymentsAwaitingTransfer: 3,
  exportsRunning: 0,
};

function renderConsole(route = '/admin') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>home page</p>} />
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<AdminOverviewPage />} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('the console at /admin', () => {
  beforeEach(() => window.localStorage.setItem(STORAGE_KEYS.token, 'a.b.c'));
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor to the home page', async () => {
    window.localStorage.clear();
    renderConsole();
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('tells a signed-in person without the role that the page is for administrators', async () => {
    const { fetchStub } = stubFetch({
      'GET /api/admin/overview': () => json({ message: 'Forbidden' }, 403),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderConsole();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for administrators' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });

  it('shows an administrator the areas, the overview marked current, and the counts', async () => {
    const { fetchStub, calls } = stubFetch({
      'GET /api/admin/overview': () => json(OVERVIEW),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderConsole();
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'People' }).hasAttribute('aria-current')).toBe(
      false,
    );
    const counts = screen.getByRole('list', { name: 'Counts' });
    expect(within(counts).getByText('1,234')).toBeTruthy();
    expect(
      within(counts)
        .getByRole('link', { name: 'Payments waiting for a bank transfer' })
        .getAttribute('href'),
    ).toBe('/admin/payments');
    expect(within(counts).getByRole('link', { name: 'Exports running' }).getAttribute('href')).toBe(
      '/admin/exports',
    );
    // The guard and the page share one call.
    expect(calls.filter((c) => c.url.pathname === '/api/admin/overview')).toHaveLength(1);
  });
});
