import { useDirection } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { changeLocale, i18n } from './i18n';
import { getLocale, readStoredLocale } from './locale';

function DirectionProbe() {
  const { dir } = useDirection();
  return <output>{dir}</output>;
}

describe('switching the language', () => {
  afterEach(async () => {
    await changeLocale('en_GB');
  });

  it('mirrors the page for Arabic: <html lang/dir>, Mantine direction and the stored choice', async () => {
    render(
      <AppProviders>
        <DirectionProbe />
      </AppProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('ltr');

    await act(() => changeLocale('ar', { byHand: true }));

    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('status').textContent).toBe('rtl');
    expect(getLocale()).toBe('ar');
    expect(i18n.language).toBe('ar');
    expect(window.localStorage.getItem('user_locale')).toBe('ar');
    // api-notes: a language picked by hand is remembered apart from a survey's default.
    expect(window.localStorage.getItem('default_locale')).toBe('ar');
  });

  it('goes back to left to right with a BCP 47 lang for the other locales', async () => {
    await changeLocale('ar');
    await changeLocale('zh_Hans');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(document.documentElement.dir).toBe('ltr');
    expect(window.localStorage.getItem('default_locale')).toBeNull();
  });

  it('falls back to en_GB for a stored value that is not a locale', () => {
    window.localStorage.setItem('user_locale', 'xx');
    expect(readStoredLocale()).toBe('en_GB');
  });

  it("translates the shared schemas' keys and falls back to English", async () => {
    await changeLocale('ar');
    // Keys the Arabic files do not have (yet) come from en_GB. A key only en_GB holds, made
    // here, so the test does not depend on how far the translations have got.
    i18n.addResourceBundle('en_GB', 'common', { fallback_probe: 'Only in English' });
    expect(i18n.t('common.fallback_probe')).toBe('Only in English');
    expect(i18n.t('dashboard.empty')).not.toBe('dashboard.empty');
    await changeLocale('en_GB');
    expect(i18n.t('validation.email_taken')).toBe('Email Address is already used');
  });
});
