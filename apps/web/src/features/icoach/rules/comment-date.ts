import type { Locale } from '@portal/shared/locales';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/hi';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import 'dayjs/locale/ru';
import 'dayjs/locale/tl-ph';
import 'dayjs/locale/tr';
import 'dayjs/locale/zh-cn';

dayjs.extend(advancedFormat);

/*
 * platform spec §2, §9: a comment's date reads 'MMMM Do, YYYY at h:mm a' ("January 5th, 2025 at
 * 3:04 pm"). The other languages say the same things (month name, day, year, time) in the order
 * and clock their readers expect: an English pattern with translated month names would read
 * "5., Januar 2025 at ..." in German. The patterns are ours, not translators' text, so they live
 * here with dayjs's locale data (month names, ordinals, am/pm, Arabic-Indic digits).
 */
const FORMATS: Record<Locale, { dayjs: string; pattern: string }> = {
  en_GB: { dayjs: 'en-gb', pattern: 'MMMM Do, YYYY [at] h:mm a' },
  ar: { dayjs: 'ar', pattern: 'D MMMM YYYY [في] h:mm a' },
  zh_Hans: { dayjs: 'zh-cn', pattern: 'YYYY年M月D日 Ah:mm' },
  fr: { dayjs: 'fr', pattern: 'D MMMM YYYY [à] HH:mm' },
  de: { dayjs: 'de', pattern: 'D. MMMM YYYY [um] HH:mm [Uhr]' },
  hi: { dayjs: 'hi', pattern: 'D MMMM YYYY, A h:mm [बजे]' },
  es: { dayjs: 'es', pattern: 'D [de] MMMM [de] YYYY, H:mm' },
  ru: { dayjs: 'ru', pattern: 'D MMMM YYYY [г. в] H:mm' },
  tl: { dayjs: 'tl-ph', pattern: 'MMMM D, YYYY [nang] h:mm A' },
  tr: { dayjs: 'tr', pattern: 'D MMMM YYYY, HH:mm' },
  ja: { dayjs: 'ja', pattern: 'YYYY年M月D日 H:mm' },
  ko: { dayjs: 'ko', pattern: 'YYYY년 M월 D일 A h:mm' },
};

/** A comment's date in the reader's language and time zone; '' when it cannot be read. */
export function formatCommentDate(iso: string, locale: Locale): string {
  const date = dayjs(iso);
  if (!date.isValid()) return '';
  const format = FORMATS[locale];
  return date.locale(format.dayjs).format(format.pattern);
}
