import { MantineProvider } from '@mantine/core';
import type { MessageTree } from '@portal/shared/messages';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import arabicCommon from '../../../../packages/shared/locales/ar/common.json';
import { Translator, TranslatorProvider } from '../lib/i18n';
import { ErrorFallback } from './error-boundary';

/** The page under a translator holding only the messages given (none: nothing loaded). */
function renderWith(resources: Record<string, { common: object }>, language: string) {
  const translator = new Translator(language);
  for (const [locale, { common }] of Object.entries(resources)) {
    translator.addResourceBundle(locale, 'common', common as MessageTree);
  }
  render(
    <TranslatorProvider value={translator}>
      <MantineProvider env="test">
        <ErrorFallback />
      </MantineProvider>
    </TranslatorProvider>,
  );
}

describe('the error page', () => {
  it('reads in the user’s language when its translations are loaded', async () => {
    renderWith({ ar: { common: arabicCommon } }, 'ar');
    expect(screen.getByRole('heading').textContent).toBe(arabicCommon.error_page.title);
    expect(screen.getByRole('button').textContent).toBe(arabicCommon.error_page.reload);
  });

  it('still reads as sentences, in English, when no translation could be loaded', async () => {
    renderWith({}, 'ar');
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong');
    expect(screen.getByRole('button').textContent).toBe('Reload the page');
    expect(screen.getByRole('alert').textContent).not.toMatch(/error_page/);
  });
});
