import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AdminTableSearch } from './admin-table-search';

/*
 * The box's text is its own; the address (the value) catches up with what it applied a moment
 * later, and the effect that reads it may run after more has been typed.
 */
describe('the console search box', () => {
  it('keeps what is typed after a search it applied, however late the address catches up', async () => {
    const onSearch = vi.fn();
    const { rerender } = renderWithProviders(
      <AdminTableSearch value={undefined} onSearch={onSearch} label="Search" />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    await userEvent.type(box, 'ann ');
    await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('ann'));
    await userEvent.type(box, 'l');
    // The address arrives with the applied search only now, after the next letter.
    rerender(<AdminTableSearch value="ann" onSearch={onSearch} label="Search" />);
    await userEvent.type(box, 'ee');
    expect(box.value).toBe('ann lee');
  });

  it('shows a search the address got from elsewhere (Back, a link)', async () => {
    const onSearch = vi.fn();
    const { rerender } = renderWithProviders(
      <AdminTableSearch value="ann" onSearch={onSearch} label="Search" />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(box.value).toBe('ann');
    rerender(<AdminTableSearch value="bob" onSearch={onSearch} label="Search" />);
    await waitFor(() => expect(box.value).toBe('bob'));
    rerender(<AdminTableSearch value={undefined} onSearch={onSearch} label="Search" />);
    await waitFor(() => expect(box.value).toBe(''));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
