import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OutboxText } from './outbox-text';

describe('a kept mail in the outbox', () => {
  it('shows its text with each web link as a link, and any markup as text', () => {
    renderWithProviders(
      <OutboxText
        text={'Hello <b>Ann</b>,\n\nFollow https://portal.example/reset?token=abc\nThanks'}
      />,
    );
    const link = screen.getByRole('link', { name: 'https://portal.example/reset?token=abc' });
    expect(link.getAttribute('href')).toBe('https://portal.example/reset?token=abc');
    expect(screen.getByText(/Hello <b>Ann<\/b>/)).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
  });
});
