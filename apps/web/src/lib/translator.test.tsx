import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type LocaleMessages, Translator, TranslatorProvider, useTranslation } from './i18n';

function fixedTranslator() {
  const files: Record<string, Record<string, object>> = {
    en_GB: {
      common: { hello: 'Hello {{name}}', only_english: 'Only in English', blank: 'Blank' },
      dashboard: { empty: 'Nothing yet', title: 'Dashboard' },
    },
    ar: { common: { hello: 'مرحبا {{name}}', blank: '' }, dashboard: { empty: 'لا شيء بعد' } },
  };
  const fetchMessages = vi.fn(async (locale: string) => (files[locale] ?? {}) as LocaleMessages);
  return { translator: new Translator('en_GB', fetchMessages), fetchMessages };
}

describe('the translator', () => {
  it('reads a key as <namespace>.<path>, else in the caller’s namespace, common by default', async () => {
    const { translator } = fixedTranslator();
    await translator.changeLanguage('en_GB');
    expect(translator.t('dashboard.empty')).toBe('Nothing yet');
    expect(translator.t('hello', { name: 'Amal' })).toBe('Hello Amal');
    expect(translator.t('title', undefined, 'dashboard')).toBe('Dashboard');
  });

  it('falls back key by key to en_GB, then to the default value, then to the key', async () => {
    const { translator } = fixedTranslator();
    await translator.changeLanguage('ar');
    expect(translator.t('common.hello', { name: 'أمل' })).toBe('مرحبا أمل');
    expect(translator.t('common.only_english')).toBe('Only in English');
    // An empty translation is one not written yet.
    expect(translator.t('common.blank')).toBe('Blank');
    expect(translator.t('common.nowhere', { defaultValue: 'Said anyway' })).toBe('Said anyway');
    expect(translator.t('dashboard.nowhere')).toBe('dashboard.nowhere');
  });

  it('loads each language once, with en_GB beside it', async () => {
    const { translator, fetchMessages } = fixedTranslator();
    await translator.changeLanguage('ar');
    await translator.changeLanguage('en_GB');
    await translator.changeLanguage('ar');
    expect(fetchMessages.mock.calls.map(([locale]) => locale).sort()).toEqual(['ar', 'en_GB']);
  });

  it('still switches when a file cannot be loaded, showing English, and tries it again later', async () => {
    const fetchMessages = vi.fn(async (locale: string) => {
      if (locale === 'de') throw new Error('offline');
      return { common: { hello: 'Hello' } };
    });
    const translator = new Translator('en_GB', fetchMessages);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await translator.changeLanguage('de');
    expect(translator.language).toBe('de');
    expect(translator.t('common.hello')).toBe('Hello');
    await translator.changeLanguage('de');
    expect(fetchMessages.mock.calls.filter(([locale]) => locale === 'de').length).toBe(2);
    logged.mockRestore();
  });
});

function Greeting() {
  const { t } = useTranslation('dashboard');
  return <p>{`${t('common.hello', { name: 'Sam' })} · ${t('empty')}`}</p>;
}

describe('useTranslation', () => {
  it('shows the texts again in the new language once its messages are in', async () => {
    const { translator } = fixedTranslator();
    await translator.changeLanguage('en_GB');
    render(
      <TranslatorProvider value={translator}>
        <Greeting />
      </TranslatorProvider>,
    );
    expect(screen.getByText('Hello Sam · Nothing yet')).toBeTruthy();
    await act(() => translator.changeLanguage('ar'));
    expect(screen.getByText('مرحبا Sam · لا شيء بعد')).toBeTruthy();
  });
});
