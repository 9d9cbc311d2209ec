import type { RankingProduct, RankingStatement } from '@portal/shared/surveys';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { RankingMode, RankingValue } from '../../rules/ranking';
import { RankingBoard } from './ranking-board';

const statements: RankingStatement[] = [
  { id: 11, statement: 'I stay calm', sectionId: 1 },
  { id: 12, statement: 'I listen first', sectionId: 1 },
  { id: 13, statement: 'I plan ahead', sectionId: 1 },
];

function Harness({
  mode,
  product = 'values',
  onConfirm,
  list = statements,
}: {
  mode: RankingMode;
  product?: RankingProduct;
  onConfirm: (ids: number[]) => void;
  list?: RankingStatement[];
}) {
  const [value, setValue] = useState<RankingValue>({ order: list.map((s) => s.id), ranked: [] });
  return (
    <RankingBoard
      product={product}
      statements={list}
      mode={mode}
      value={value}
      onChange={setValue}
      onConfirm={onConfirm}
    />
  );
}

/**
 * jsdom lays nothing out; dnd-kit finds the neighbour an arrow key moves to from the items'
 * boxes. Each list item gets a 40 px tall box by its place in the list.
 */
function layOutListItems() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const li = this.closest('li');
    const index = li?.parentElement ? Array.from(li.parentElement.children).indexOf(li) : 0;
    const top = index * 48;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 400,
      bottom: top + 40,
      width: 400,
      height: 40,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

describe('ranking by keyboard (drag mode)', () => {
  let layout: ReturnType<typeof layOutListItems>;
  beforeEach(() => {
    layout = layOutListItems();
  });
  afterEach(() => layout.mockRestore());

  it('moves a statement down with the arrow keys and announces each position', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness mode="drag" onConfirm={onConfirm} />);
    const list = screen.getByRole('list', { name: /ranked from most to least like you/ });
    const first = within(list).getByRole('button', { name: /I stay calm/ });
    expect(first.getAttribute('aria-roledescription')).toBe('movable statement');

    act(() => first.focus());
    fireEvent.keyDown(first, { code: 'Space', key: ' ' });
    const live = await screen.findByText(/Picked up: I stay calm\. Position 1 of 3\./);
    expect(live.getAttribute('aria-live')).toBe('assertive');

    fireEvent.keyDown(first, { code: 'ArrowDown', key: 'ArrowDown' });
    await screen.findByText('I stay calm moved to position 2 of 3.');
    fireEvent.keyDown(first, { code: 'ArrowDown', key: 'ArrowDown' });
    await screen.findByText('I stay calm moved to position 3 of 3.');
    fireEvent.keyDown(first, { code: 'Space', key: ' ' });
    await screen.findByText('I stay calm dropped at position 3 of 3.');

    await waitFor(() => {
      const names = within(list)
        .getAllByRole('button')
        .map((b) => b.textContent);
      expect(names[2]).toContain('I stay calm');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith([12, 13, 11]);
  });

  it('escape puts the statement back and says so', async () => {
    renderWithProviders(<Harness mode="drag" onConfirm={vi.fn()} />);
    const second = screen.getByRole('button', { name: /I listen first/ });
    act(() => second.focus());
    fireEvent.keyDown(second, { code: 'Space', key: ' ' });
    await screen.findByText(/Picked up: I listen first\. Position 2 of 3\./);
    fireEvent.keyDown(second, { code: 'ArrowUp', key: 'ArrowUp' });
    await screen.findByText('I listen first moved to position 1 of 3.');
    fireEvent.keyDown(second, { code: 'Escape', key: 'Escape' });
    await screen.findByText('Moving cancelled. I listen first is back at position 2.');
  });

  it('gives the keyboard instructions in the interface language', () => {
    renderWithProviders(<Harness mode="drag" onConfirm={vi.fn()} />);
    const item = screen.getByRole('button', { name: /I plan ahead/ });
    const describedBy = item.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toMatch(
      /press space or enter.*arrow keys/i,
    );
  });

  it('confirming an order nobody changed asks first, and going back sends nothing', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness mode="drag" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('You have not moved any statement from where it started.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('You ranked statements with 1. Would you like to continue?'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, go back' }));
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    expect(onConfirm).toHaveBeenCalledWith([11, 12, 13]);
  });
});

describe('tap-to-rank', () => {
  it('enables Confirm only once every statement is ranked, and sends the tapped order', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness mode="tap" onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: /I plan ahead/ }));
    await userEvent.click(screen.getByRole('button', { name: /I stay calm/ }));
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('2 of 3 ranked')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Rank 1: I plan ahead/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('I stay calm ranked 2 of 3.');

    await userEvent.click(screen.getByRole('button', { name: /I listen first/ }));
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith([13, 11, 12]);
  });

  it('tapping a ranked statement takes it out and moves the later ones up', async () => {
    renderWithProviders(<Harness mode="tap" onConfirm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /I stay calm/ }));
    await userEvent.click(screen.getByRole('button', { name: /I listen first/ }));
    await userEvent.click(screen.getByRole('button', { name: /Rank 1: I stay calm/ }));
    expect(screen.getByRole('button', { name: /Rank 1: I listen first/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Not ranked yet: I stay calm/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('an eq section with fewer than 18 statements placed asks before sending', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness mode="tap" product="eq" onConfirm={onConfirm} />);
    for (const name of [/I stay calm/, /I listen first/, /I plan ahead/]) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You have ranked 3 of 18 statements.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, continue' }));
    expect(onConfirm).toHaveBeenCalledWith([11, 12, 13]);
  });

  it('an eq section of 18 ranked statements is sent without asking', async () => {
    const onConfirm = vi.fn();
    const eighteen = Array.from({ length: 18 }, (_, i) => ({
      id: i + 1,
      statement: `Statement ${i + 1}`,
      sectionId: 1,
    }));
    renderWithProviders(<Harness mode="tap" product="eq" onConfirm={onConfirm} list={eighteen} />);
    for (const s of [...eighteen].reverse()) {
      await userEvent.click(screen.getByRole('button', { name: new RegExp(`${s.statement}$`) }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).toHaveBeenCalledWith(eighteen.map((s) => s.id).reverse());
  });
});
