// What a person reads in their report, checked on the text extracted from the PDF by poppler's
// pdftotext (installed by .ci/run): their name, every dimension's name and score, in English,
// in Arabic (shaped, right to left, extracted in logical order) and in Hindi.
import { execFileSync } from 'node:child_process';
import { LOCALE_BCP47, type Locale } from '@portal/shared/locales';
import { SOFT_TOUCH_LAYOUT } from '@portal/shared/surveys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dimensions, surveyResults, surveys, surveyUsers } from '../../db/schema/surveys.ts';
import { translator } from '../../lib/i18n.ts';
import { registerUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { answerAll, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';
import { formatDate } from './soft-touch.model.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The PDF's text; bidi control marks that pdftotext puts around RTL runs are dropped. */
function pdfText(pdf: Buffer, layout = false): string {
  const args = [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'];
  const text = execFileSync('pdftotext', args, { input: pdf }).toString();
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

/** A completed Soft Touch taking of a person who reads the portal in `locale`, and its PDF. */
async function reportIn(locale: Locale) {
  const person = await registerUser(t.app, { locale, firstName: 'Ada', lastName: 'Lovelace' });
  const survey = await makeSurvey(t.app, {
    product: 'eq',
    title: 'Soft Touch 2026',
    layout: SOFT_TOUCH_LAYOUT,
  });
  const surveyUserId = await startSurvey(t.app, person, 'eq', survey);
  await answerAll(t.app, person, 'eq', surveyUserId);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/reports/download/${surveyUserId}`,
    headers: person.auth,
  });
  expect(res.statusCode).toBe(200);
  const [result] = await t.app.db
    .select()
    .from(surveyResults)
    .where(eq(surveyResults.surveyUserId, surveyUserId));
  const [taking] = await t.app.db
    .select({ completed: surveyUsers.timeCompleted, questionnaireId: surveys.questionnaireId })
    .from(surveyUsers)
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .where(eq(surveyUsers.id, surveyUserId));
  const dims = await t.app.db
    .select()
    .from(dimensions)
    .where(eq(dimensions.questionnaireId, taking!.questionnaireId!));
  const number = new Intl.NumberFormat(LOCALE_BCP47[locale], { maximumFractionDigits: 1 });
  return {
    text: pdfText(res.rawPayload),
    lines: pdfText(res.rawPayload, true).split('\n'),
    names: dims.map((d) => d.names[locale]!),
    scores: dims.map((d) => number.format(result!.scores[d.key]!)),
    date: formatDate(translator(locale), taking!.completed!),
  };
}

describe('the Soft Touch report’s text', () => {
  it('in English holds the person, the survey, the date, and every dimension with its score', async () => {
    const r = await reportIn('en_GB');
    expect(r.text).toContain('Ada Lovelace');
    expect(r.text).toContain('Soft Touch 2026');
    expect(r.text).toContain(r.date);
    expect(r.text).toContain('Your results at a glance');
    expect(r.text).toContain('What to do next');
    expect(r.names).toHaveLength(6);
    // The chart puts each dimension's score on its row.
    r.names.forEach((name, i) => {
      const row = r.lines.find((line) => line.trim().startsWith(name));
      expect(row?.trim().endsWith(` ${r.scores[i]}`), `${name}: ${row}`).toBe(true);
    });
  });

  it('in Arabic holds the dimension names in logical order, the scores and the Latin name', async () => {
    const r = await reportIn('ar');
    expect(r.text).toContain('Ada Lovelace');
    expect(r.text).toContain(r.date);
    expect(r.text).toContain('نتائجك في لمحة');
    // pdftotext writes the two letters of a lam-alef ligature in drawing order; every other
    // letter comes out in reading order.
    const asExtracted = (s: string) => s.replaceAll('لا', 'ال');
    for (const name of r.names) expect(r.text).toContain(asExtracted(name));
    for (const score of r.scores) expect(r.text).toContain(score);
  });

  it('in Hindi holds the scores, the Latin name and the Devanagari words that extract whole', async () => {
    const r = await reportIn('hi');
    expect(r.text).toContain('Ada Lovelace');
    expect(r.text).toContain(r.date);
    for (const score of r.scores) expect(r.text).toContain(score);
    // Extracted Devanagari is in visual order: the short i (ि) comes out before its consonant,
    // so only names without it can be looked for as written.
    const whole = r.names.filter((n) => !n.includes('ि'));
    expect(whole.length).toBeGreaterThanOrEqual(3);
    for (const name of whole) expect(r.text).toContain(name);
  });
});
