import { NativeSelect } from '@mantine/core';
import { LOCALE_BCP47, LOCALE_NAMES, LOCALES, type Locale } from '@portal/shared/locales';
import { IconWorld } from '@tabler/icons-react';
import { changeLocale, useTranslation } from '../lib/i18n';
import { useLocale } from '../lib/locale';

interface LanguageSwitcherProps {
  id?: string;
  /** The id of a visible heading that names the select (account page); else an aria-label. */
  labelledBy?: string;
  /** Full width in a card; the header's is compact. */
  wide?: boolean;
}

/**
 * platform spec §1-2: the 12 interface languages, each named in its own language (and marked with
 * its lang, so a screen reader pronounces it right). Picking one reloads the translations and
 * mirrors the layout for Arabic.
 */
export function LanguageSwitcher({
  id = 'language-switcher',
  labelledBy,
  wide = false,
}: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <NativeSelect
      id={id}
      aria-label={labelledBy ? undefined : t('language.label')}
      aria-labelledby={labelledBy}
      value={locale}
      onChange={(event) => void changeLocale(event.currentTarget.value as Locale, { byHand: true })}
      leftSection={<IconWorld size={16} aria-hidden="true" />}
      w={wide ? undefined : { base: 150, sm: 180 }}
      size="sm"
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={LOCALE_BCP47[code]}>
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </NativeSelect>
  );
}
