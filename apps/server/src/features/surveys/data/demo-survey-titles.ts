import type { LocalisedText } from '../../../db/schema/lookups.ts';

/*
 * The demo surveys' titles in the 12 languages (issue 9: a page whose statements are translated
 * shows a translated title too). "E.Q.", "iPulse" and "Soft Touch" are product names, the same
 * in every language; the discovery process and its parts use the dashboard's names for them.
 */

const DP: LocalisedText = {
  en_GB: 'Discovery Process',
  ar: 'عملية الاستكشاف',
  de: 'Erkundungsprozess',
  es: 'Proceso de descubrimiento',
  fr: 'Processus de découverte',
  hi: 'खोज प्रक्रिया',
  ja: 'ディスカバリープロセス',
  ko: '디스커버리 프로세스',
  ru: 'Процесс исследования',
  tl: 'Proseso ng Pagtuklas',
  tr: 'Keşif Süreci',
  zh_Hans: '探索流程',
};

const VALUES: LocalisedText = {
  en_GB: 'Values',
  ar: 'القيم',
  de: 'Werte',
  es: 'Valores',
  fr: 'Valeurs',
  hi: 'मूल्य',
  ja: '価値観',
  ko: '가치관',
  ru: 'Ценности',
  tl: 'Mga Pinahahalagahan',
  tr: 'Değerler',
  zh_Hans: '价值观',
};

const BEHAVIOURS: LocalisedText = {
  en_GB: 'Behaviours',
  ar: 'السلوكيات',
  de: 'Verhaltensweisen',
  es: 'Comportamientos',
  fr: 'Comportements',
  hi: 'व्यवहार',
  ja: '行動',
  ko: '행동',
  ru: 'Модели поведения',
  tl: 'Mga Pag-uugali',
  tr: 'Davranışlar',
  zh_Hans: '行为',
};

/**
 * "E.Q." inside an Arabic title, isolated left to right (U+2066 … U+2069): without it the
 * right-to-left line puts its last full stop first (".E.Q"), whatever the page does around it.
 */
const EQ_AR = '\u2066E.Q.\u2069';

/** "Discovery Process: <part>" in each language. */
const dpPart = (part: LocalisedText): LocalisedText =>
  Object.fromEntries(Object.entries(DP).map(([locale, dp]) => [locale, `${dp}: ${part[locale]}`]));

/** The same words in every language (a product name). */
const everywhere = (title: string): LocalisedText =>
  Object.fromEntries(Object.keys(DP).map((locale) => [locale, title]));

export const DEMO_SURVEY_TITLES = {
  eq: {
    en_GB: 'Emotional Intelligence Questionnaire',
    ar: 'استبيان الذكاء العاطفي',
    de: 'Fragebogen zur emotionalen Intelligenz',
    es: 'Cuestionario de inteligencia emocional',
    fr: 'Questionnaire d’intelligence émotionnelle',
    hi: 'भावनात्मक बुद्धिमत्ता प्रश्नावली',
    ja: '感情知能質問票',
    ko: '감성 지능 설문지',
    ru: 'Опросник эмоционального интеллекта',
    tl: 'Talatanungan sa Emosyonal na Katalinuhan',
    tr: 'Duygusal Zekâ Anketi',
    zh_Hans: '情绪智力问卷',
  },
  softTouch: everywhere('E.Q. Soft Touch'),
  nextYear: {
    en_GB: 'E.Q. Next Year',
    ar: `${EQ_AR} العام المقبل`,
    de: 'E.Q. Nächstes Jahr',
    es: 'E.Q. Próximo año',
    fr: 'E.Q. L’année prochaine',
    hi: 'E.Q. अगला वर्ष',
    ja: 'E.Q. 来年',
    ko: 'E.Q. 내년',
    ru: 'E.Q. Следующий год',
    tl: 'E.Q. Susunod na Taon',
    tr: 'E.Q. Gelecek Yıl',
    zh_Hans: 'E.Q. 明年',
  },
  cohort2020: {
    en_GB: 'E.Q. 2020 Cohort',
    ar: `${EQ_AR} دفعة 2020`,
    de: 'E.Q. Jahrgang 2020',
    es: 'E.Q. Promoción 2020',
    fr: 'E.Q. Promotion 2020',
    hi: 'E.Q. 2020 समूह',
    ja: 'E.Q. 2020年度グループ',
    ko: 'E.Q. 2020년 기수',
    ru: 'E.Q. Набор 2020 года',
    tl: 'E.Q. Pangkat 2020',
    tr: 'E.Q. 2020 Grubu',
    zh_Hans: 'E.Q. 2020 届',
  },
  professional: {
    en_GB: 'E.Q. Professional',
    ar: `${EQ_AR} الاحترافي`,
    de: 'E.Q. Professionell',
    es: 'E.Q. Profesional',
    fr: 'E.Q. Professionnel',
    hi: 'E.Q. प्रोफ़ेशनल',
    ja: 'E.Q. プロフェッショナル',
    ko: 'E.Q. 프로페셔널',
    ru: 'E.Q. Профессиональный',
    tl: 'E.Q. Propesyonal',
    tr: 'E.Q. Profesyonel',
    zh_Hans: 'E.Q. 专业版',
  },
  values: {
    en_GB: 'Values Questionnaire',
    ar: 'استبيان القيم',
    de: 'Werte-Fragebogen',
    es: 'Cuestionario de valores',
    fr: 'Questionnaire sur les valeurs',
    hi: 'मूल्य प्रश्नावली',
    ja: '価値観質問票',
    ko: '가치관 설문지',
    ru: 'Опросник ценностей',
    tl: 'Talatanungan sa mga Pinahahalagahan',
    tr: 'Değerler Anketi',
    zh_Hans: '价值观问卷',
  },
  behaviours: {
    en_GB: 'Behaviours Questionnaire',
    ar: 'استبيان السلوكيات',
    de: 'Fragebogen zu Verhaltensweisen',
    es: 'Cuestionario de comportamientos',
    fr: 'Questionnaire sur les comportements',
    hi: 'व्यवहार प्रश्नावली',
    ja: '行動質問票',
    ko: '행동 설문지',
    ru: 'Опросник моделей поведения',
    tl: 'Talatanungan sa mga Pag-uugali',
    tr: 'Davranışlar Anketi',
    zh_Hans: '行为问卷',
  },
  ipulse: {
    en_GB: 'Team Pulse',
    ar: 'نبض الفريق',
    de: 'Team-Puls',
    es: 'Pulso del equipo',
    fr: 'Pouls de l’équipe',
    hi: 'टीम पल्स',
    ja: 'チームパルス',
    ko: '팀 펄스',
    ru: 'Пульс команды',
    tl: 'Pulso ng Koponan',
    tr: 'Ekip Nabzı',
    zh_Hans: '团队脉搏',
  },
  dpEq: dpPart({ ...everywhere('E.Q.'), ar: EQ_AR }),
  dpValues: dpPart(VALUES),
  dpBehaviours: dpPart(BEHAVIOURS),
  dp: DP,
} satisfies Record<string, LocalisedText>;
