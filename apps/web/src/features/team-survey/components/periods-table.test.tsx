import type { TsReview } from '@portal/shared/team-survey-results';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PeriodsTable } from './periods-table';

const period = (over: Partial<TsReview>): TsReview => ({
  id: 1,
  score: null,
  timeCreated: '2026-01-01',
  timeExpiry: '2026-04-01',
  isOpen: false,
  leadershipScore: null,
  ...over,
});

const periods = [
  period({ id: 1, timeCreated: '2026-01-01', timeExpiry: '2026-04-01', score: 7.5 }),
  period({ id: 2, timeCreated: '2026-04-01', timeExpiry: '2026-07-01', score: 6 }),
  period({ id: 3, timeCreated: '2026-07-01', timeExpiry: '2026-10-01', isOpen: true }),
];

function setup() {
  const onView = vi.fn();
  const download = vi.fn(async () => {});
  renderWithProviders(
    <PeriodsTable
      periods={periods}
      selectedId={null}
      onView={onView}
      viewLabel="View my score"
      report={{ download, processing: false, error: null, dismissError: () => {} }}
      detailsId="details"
    />,
  );
  const table = screen.getByRole('table', { name: 'Review periods' });
  const firstCells = () =>
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
  return { table, onView, download, firstCells };
}

describe('the review periods table (team-survey spec §2)', () => {
  it('lists the newest period first with its score × 10 in percent, and the open one as in progress', () => {
    const { table, firstCells } = setup();
    expect(firstCells()).toEqual([
      '01/07/2026 – 01/10/2026In progress',
      '01/04/2026 – 01/07/2026',
      '01/01/2026 – 01/04/2026',
    ]);
    expect(within(table).getByText('75.0%')).toBeTruthy();
    expect(within(table).getByText('60.0%')).toBeTruthy();
    expect(within(table).getByText('No score yet')).toBeTruthy();
    const periodHeader = within(table).getByRole('columnheader', { name: /Review period/ });
    expect(periodHeader.getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by score with a header button, a period without a score last, and turns round', () => {
    const { table, firstCells } = setup();
    const scoreHeader = within(table).getByRole('columnheader', { name: /Average score/ });
    fireEvent.click(within(scoreHeader).getByRole('button'));
    expect(scoreHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(
      within(table)
        .getByRole('columnheader', { name: /Review period/ })
        .getAttribute('aria-sort'),
    ).toBeNull();
    expect(firstCells().map((c) => c?.slice(0, 10))).toEqual([
      '01/04/2026',
      '01/01/2026',
      '01/07/2026',
    ]);
    fireEvent.click(within(scoreHeader).getByRole('button'));
    expect(scoreHeader.getAttribute('aria-sort')).toBe('descending');
    expect(firstCells().map((c) => c?.slice(0, 10))).toEqual([
      '01/01/2026',
      '01/04/2026',
      '01/07/2026',
    ]);
  });

  it('opens a period’s scores and downloads its report from its row', () => {
    const { table, onView, download } = setup();
    const row = within(table).getAllByRole('row')[3];
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'View my score' }));
    expect(onView).toHaveBeenCalledWith(1);
    fireEvent.click(within(row).getByRole('button', { name: 'Download report' }));
    expect(download).toHaveBeenCalledWith(1);
  });
});
