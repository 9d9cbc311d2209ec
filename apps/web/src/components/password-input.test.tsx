import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PasswordInput } from './password-input';

describe('password input', () => {
  it('marks the field aria-invalid while it shows an error, as TextInput does', () => {
    const { rerender } = renderWithProviders(<PasswordInput label="Password" error="Required" />);
    const field = screen.getByLabelText('Password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    rerender(<PasswordInput label="Password" />);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });
});
