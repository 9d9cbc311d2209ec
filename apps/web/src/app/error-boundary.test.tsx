import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import arabicCommon from '../../../../packages/shared/locales/ar/common.json';
import { ErrorFallback } from './error-boundary';

async function renderWith(resources: Record<string, { common: object }>, lng: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources,
    defaultNS: 'common',
    nsSeparator: '.',
    react: { useSuspense: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ErrorFallback />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the error page', () => {
  it('reads in the user’s language when its translations are loaded', async () => {
    await renderWith({ ar: { common: arabicCommon } }, 'ar');
    expect(screen.getByRole('heading').textContent).toBe(arabicCommon.error_page.title);
    expect(screen.getByRole('button').textContent).toBe(arabicCommon.error_page.reload);
  });

  it('still reads as sentences, in English, when no translation could be loaded', async () => {
    await renderWith({}, 'ar');
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong');
    expect(screen.getByRole('button').textContent).toBe('Reload the page');
    expect(screen.getByRole('alert').textContent).not.toMatch(/error_page/);
  });
});
