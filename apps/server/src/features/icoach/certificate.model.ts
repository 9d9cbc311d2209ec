import { DEFAULT_LOCALE, isLocale, isRtl, LOCALE_BCP47 } from '@portal/shared/locales';
import { translator } from '../../lib/i18n.ts';
import type { ReportDocument } from '../../lib/pdf/report-model.ts';

/**
 * A course certificate (issue 10, "beyond the peers"): one page, the report engine's cover alone,
 * in the person's own language and direction: who, which course, when, and the skills by
 * category.
 */
export interface CertificateFacts {
  /** users.locale; anything unknown reads as en_GB. */
  locale: string;
  personName: string;
  courseTitle: string;
  completedAt: Date;
  /** Skill names in course order, with their category (1-3). */
  skills: { category: number; name: string }[];
}

export function buildCertificate(facts: CertificateFacts): ReportDocument {
  const locale = isLocale(facts.locale) ? facts.locale : DEFAULT_LOCALE;
  const t = translator(locale);
  const language = LOCALE_BCP47[locale];
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    facts.completedAt,
  );
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  const c = (key: string, vars?: Record<string, string | number>) =>
    t(`icoach.certificate.${key}`, vars);
  const byCategory = [1, 2, 3].flatMap((category) => {
    const names = facts.skills.filter((s) => s.category === category).map((s) => s.name);
    return names.length ? [{ label: c(`category_${category}`), value: list.format(names) }] : [];
  });
  return {
    language,
    direction: isRtl(locale) ? 'rtl' : 'ltr',
    info: {
      title: `${c('eyebrow')}: ${facts.courseTitle}`,
      author: 'Talent Portal',
      subject: facts.personName,
    },
    cover: {
      eyebrow: c('eyebrow'),
      title: facts.personName,
      subtitle: c('completed_course', { course: facts.courseTitle }),
      facts: [{ label: c('completed_on'), value: date }, ...byCategory],
      note: c('note', { count: facts.skills.length }),
    },
    body: [],
  };
}
