import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows its whole label, however narrow its table cell: its least width is the label', () => {
    renderWithProviders(
      <table style={{ width: 10 }}>
        <tbody>
          <tr>
            <td>
              <StatusBadge color="yellow">Pending</StatusBadge>
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const badge = screen.getByText('Pending').closest('.mantine-Badge-root') as HTMLElement;
    expect(getComputedStyle(badge).minWidth).toBe('max-content');
  });

  it('is light by default and outlined when asked', () => {
    renderWithProviders(
      <>
        <StatusBadge color="green">Published</StatusBadge>
        <StatusBadge color="gray" outline>
          Partner
        </StatusBadge>
      </>,
    );
    const root = (text: string) => screen.getByText(text).closest('.mantine-Badge-root');
    expect(root('Published')?.getAttribute('data-variant')).toBe('light');
    expect(root('Partner')?.getAttribute('data-variant')).toBe('outline');
  });
});
