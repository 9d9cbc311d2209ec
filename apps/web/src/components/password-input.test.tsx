import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../lib/i18n';
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

  describe('the visibility toggle', () => {
    afterEach(() => changeLocale('en_GB'));
    it('is named in the page’s language, not Mantine’s English', async () => {
      await changeLocale('de');
      renderWithProviders(<PasswordInput label="Passwort" />);
      const toggle = document.querySelector('.mantine-PasswordInput-visibilityToggle');
      expect(toggle?.getAttribute('aria-label')).toBe('Passwort anzeigen oder verbergen');
    });
  });
});
