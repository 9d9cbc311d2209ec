import type { IpulseStatement } from '@portal/shared/surveys';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { IpulseScores } from '../../rules/ipulse-scores';
import { IpulseBoard } from './ipulse-board';

const statements: IpulseStatement[] = [
  { id: 21, position: 1, title: 'My team trusts me' },
  { id: 22, position: 2, title: 'I know what is expected of me' },
];

function Harness({ onConfirm, initial = {} }: { onConfirm: () => void; initial?: IpulseScores }) {
  const [scores, setScores] = useState<IpulseScores>(initial);
  return (
    <IpulseBoard
      statements={statements}
      scores={scores}
      onChange={setScores}
      onConfirm={onConfirm}
    />
  );
}

describe('iPulse section', () => {
  it('starts every slider at 1, named by its statement and read out as its label', () => {
    renderWithProviders(<Harness onConfirm={vi.fn()} />);
    const slider = screen.getByRole('slider', { name: 'My team trusts me' });
    expect(slider.getAttribute('aria-valuenow')).toBe('1');
    expect(slider.getAttribute('aria-valuetext')).toBe('Disagree');
    expect(screen.getAllByText('Strongly Agree').length).toBeGreaterThan(0);
  });

  it("asks 'You evaluated statements with 1' while any statement is still at 1", async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} initial={{ '21': 3 }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('You evaluated statements with 1. Would you like to proceed?'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, go back' }));
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    expect(onConfirm).toHaveBeenCalledWith([
      { statementId: 21, score: 3 },
      { statementId: 22, score: 1 },
    ]);
  });

  it('sends without asking when no statement is at 1; the arrow keys move a slider', async () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Harness onConfirm={onConfirm} initial={{ '21': 4 }} />);
    const slider = screen.getByRole('slider', { name: 'I know what is expected of me' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider.getAttribute('aria-valuetext')).toBe('Agree');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).toHaveBeenCalledWith([
      { statementId: 21, score: 4 },
      { statementId: 22, score: 3 },
    ]);
  });
});
