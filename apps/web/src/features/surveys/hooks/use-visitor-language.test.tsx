import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../../lib/i18n';
import { getLocale } from '../../../lib/locale';
import { useVisitorLanguage } from './use-visitor-language';

describe("a survey's default language (platform spec §2)", () => {
  afterEach(async () => {
    await changeLocale('en_GB');
  });

  it('is applied to a signed-out visitor', async () => {
    renderHook(() => useVisitorLanguage('fr', false));
    await waitFor(() => expect(getLocale()).toBe('fr'));
    expect(i18n.language).toBe('fr');
    // Not a choice by hand: the next survey's default language may apply again.
    expect(window.localStorage.getItem('default_locale')).toBeNull();
  });

  it('leaves a language the visitor picked by hand alone', async () => {
    await changeLocale('de', { byHand: true });
    renderHook(() => useVisitorLanguage('fr', false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getLocale()).toBe('de');
  });

  it('is not applied to a signed-in person, nor for a value that is not a locale', async () => {
    renderHook(() => useVisitorLanguage('fr', true));
    renderHook(() => useVisitorLanguage('xx', false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getLocale()).toBe('en_GB');
  });
});
