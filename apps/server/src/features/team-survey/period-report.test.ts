// A review period's PDF (team-survey spec §7 "Download report", issue 12) through the route, on a
// real database; its text is read back with poppler's pdftotext (installed by .ci/run).
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tsGoals, tsReviews } from '../../db/schema/team-survey.ts';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/surveys.factory.ts';
import { makeTsSurvey, preparedRatee, rateSkill } from '../../test/team-survey.factory.ts';
import { periodReportFileName } from './period-report.service.ts';
import { attachmentHeader } from './report.routes.ts';

let t: TestApp;
let manager: SignedInUser;
let ratee: SignedInUser;
let raters: SignedInUser[];
let rateeId: number;
let reviewId: number;
let startsOn: string;
const RATER_NAMES = ['Zed', 'Amy', 'Bob', 'Cyd'];

beforeAll(async () => {
  t = await buildTestApp();
  manager = await registerUser(t.app, { firstName: 'Maria', lastName: 'Manager' });
  ratee = await registerUser(t.app, { firstName: 'Rita', lastName: 'Ratee' });
  raters = [];
  for (const name of RATER_NAMES) {
    raters.push(await registerUser(t.app, { firstName: name, lastName: 'Rater' }));
  }
  const survey = await makeTsSurvey(t.app, manager);
  const prepared = await preparedRatee(t.app, manager, survey, {
    ratee,
    raterUsers: raters,
    publish: true,
  });
  rateeId = prepared.rateeId;
  const [soft, business] = prepared.skills;
  // The soft skill by three raters (average 83.3, shown), the business skill by two (withheld).
  const comments = ['Calm in a crisis', 'Listens first', 'Gives credit to others'];
  for (const [i, rater] of raters.slice(0, 3).entries()) {
    await call(t.app, rater, 'POST', `/ts/${rateeId}/${soft}/rating/add/`, {
      rating: { score: [70, 80, 100][i], comment: comments[i] },
    });
  }
  await rateSkill(t.app, raters[0]!, rateeId, business!, 30);
  await rateSkill(t.app, raters[1]!, rateeId, business!, 50);
  await call(t.app, manager, 'POST', `/ts/${rateeId}/rating/everyday/add/`, {
    rating: { score: 7, comment: 'Good week' },
  });
  await call(t.app, manager, 'POST', `/ts/${rateeId}/rating/overall/add/`, {
    rating: { score: 9, comment: 'A strong period' },
  });
  const [review] = await t.app.db.select().from(tsReviews).where(eq(tsReviews.rateeId, rateeId));
  reviewId = review!.id;
  startsOn = review!.startsOn;
  await t.app.db.insert(tsGoals).values({
    rateeId,
    reviewId,
    title: 'Lead the quarterly planning',
    goal: 'Run the planning meeting every quarter.',
    successScore: 75,
  });
});
afterAll(() => t.close());

const url = (ratee = rateeId, review = reviewId) => `/api/ts/${ratee}/reviews/${review}/download/`;

const download = (who: SignedInUser | null, path = url()) =>
  t.app.inject({ method: 'GET', url: path, headers: who ? who.auth : {} });

/** The PDF's text; the bidi marks pdftotext puts around RTL runs are dropped. */
function pdfText(pdf: Buffer): string {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString();
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

describe('the period report', () => {
  it('is a PDF for the ratee and their manager, saved as Report, the name and the period’s first day', async () => {
    for (const who of [ratee, manager]) {
      const res = await download(who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Report Rita Ratee ${startsOn}.pdf"; filename*=UTF-8''Report%20Rita%20Ratee%20${startsOn}.pdf`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('holds the ratee, the shown average, the withheld skill as such, comments and goals, and no rater', async () => {
    const text = pdfText((await download(ratee)).rawPayload);
    expect(text).toContain('Rita Ratee');
    expect(text).toContain('Maria Manager');
    expect(text).toContain('83.3');
    expect(text).toContain('Not enough ratings yet');
    for (const comment of ['Calm in a crisis', 'Listens first', 'Gives credit to others']) {
      expect(text).toContain(comment);
    }
    // The withheld skill's comment ('Steady') is withheld with its average.
    expect(text).not.toContain('Steady');
    expect(text).toContain('A strong period');
    expect(text).toContain('Lead the quarterly planning');
    expect(text).toContain('Local Talent Pool');
    for (const [i, rater] of raters.entries()) {
      expect(text).not.toContain(rater.email);
      expect(text).not.toContain(`${RATER_NAMES[i]} Rater`);
      expect(text).not.toContain(`${RATER_NAMES[i]}`);
    }
  });

  it('is not for raters, strangers or a manager of another survey; signed out is 401', async () => {
    const stranger = await registerUser(t.app);
    const otherManager = await registerUser(t.app);
    await makeTsSurvey(t.app, otherManager);
    for (const who of [raters[0]!, raters[3]!, stranger, otherManager]) {
      expect((await download(who)).statusCode).toBe(404);
    }
    expect((await download(null)).statusCode).toBe(401);
  });

  it('is not found for another ratee’s period or a period that does not exist', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const other = await preparedRatee(t.app, manager, survey, { publish: true });
    const [otherReview] = await t.app.db
      .select()
      .from(tsReviews)
      .where(eq(tsReviews.rateeId, other.rateeId));
    expect((await download(ratee, url(rateeId, otherReview!.id))).statusCode).toBe(404);
    expect((await download(manager, url(rateeId, otherReview!.id))).statusCode).toBe(404);
    expect((await download(ratee, url(rateeId, 2_000_000_000))).statusCode).toBe(404);
    // Their own period, asked under the other ratee's id, is not theirs either.
    expect((await download(ratee, url(other.rateeId, reviewId))).statusCode).toBe(404);
  });

  it('is kept until the period’s data change, one file per period', async () => {
    const first = (await download(ratee)).rawPayload;
    // The same file (a new rendering would carry a new creation date), for the manager too.
    expect((await download(manager)).rawPayload.equals(first)).toBe(true);
    await call(t.app, manager, 'POST', `/ts/${rateeId}/rating/everyday/add/`, {
      rating: { score: 3, comment: 'A hard week' },
    });
    const second = (await download(ratee)).rawPayload;
    expect(second.equals(first)).toBe(false);
    await t.app.db.update(tsGoals).set({ successScore: 90 }).where(eq(tsGoals.reviewId, reviewId));
    const third = (await download(ratee)).rawPayload;
    expect(third.equals(second)).toBe(false);
    expect(pdfText(third)).toContain('90%');
    const files = await t.app.storage.list('reports', `ts-period-${reviewId}-`);
    expect(files).toHaveLength(1);
  });
});

describe('the period report in Arabic', () => {
  it('is in the ratee’s language whoever downloads it, with the name in filename*', async () => {
    const arabic = await registerUser(t.app, {
      firstName: 'سارة',
      lastName: 'منصور',
      locale: 'ar',
    });
    const survey = await makeTsSurvey(t.app, manager);
    const prepared = await preparedRatee(t.app, manager, survey, { ratee: arabic, publish: true });
    const [review] = await t.app.db
      .select()
      .from(tsReviews)
      .where(eq(tsReviews.rateeId, prepared.rateeId));
    const res = await download(manager, url(prepared.rateeId, review!.id));
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('سارة منصور');
    expect(text).toContain('تقرير تقييم 360');
    expect(text).toContain('نظرة سريعة');
    expect(text).not.toContain('At a glance');
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Report سارة منصور ${review!.startsOn}.pdf`)}`,
    );
    expect(disposition).toMatch(/^attachment; filename="Report [_ ]+ \d{4}-\d{2}-\d{2}\.pdf"; /);
  });
});

describe('the download’s file name', () => {
  it('is Report, the name without characters a file system refuses, and the period’s first day', () => {
    expect(periodReportFileName('Ana  María / O:Neil', '2026-01-15')).toBe(
      'Report Ana María O Neil 2026-01-15.pdf',
    );
  });

  it('header keeps accents in filename* and drops them in the ASCII fallback; path characters become _', () => {
    expect(attachmentHeader('Report Zoë O’Brien/Ñ 2027-01-15.pdf')).toBe(
      `attachment; filename="Report Zoe O_Brien_N 2027-01-15.pdf"; filename*=UTF-8''Report%20Zo%C3%AB%20O%E2%80%99Brien_%C3%91%202027-01-15.pdf`,
    );
    expect(attachmentHeader('Report "A" (B) 2027.pdf')).toBe(
      `attachment; filename="Report _A_ (B) 2027.pdf"; filename*=UTF-8''Report%20_A_%20%28B%29%202027.pdf`,
    );
  });
});
