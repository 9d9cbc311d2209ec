import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/accounts.ts';
import { adminExports } from '../../db/schema/admin.ts';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { parseCsv } from '../../test/csv.ts';
import { uniqueLetters } from '../../test/people.factory.ts';
import { answerAll, call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';
import { csvLine, guardFormula } from './export-writers.ts';

/* The console's Exports (issue 13): each kind in both formats, through the real job. */

let t: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;
const surname = `Zx${uniqueLetters(6)}`;
let survey: { id: number; accessCode: string };
let takingId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Export', lastName: 'Keeper' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
  learner = await registerUser(t.app, { firstName: 'Lena', lastName: surname });
  survey = await makeSurvey(t.app, { product: 'eq', title: 'Export EQ' });
  takingId = await startSurvey(t.app, learner, 'eq', survey);
  await answerAll(t.app, learner, 'eq', takingId);
});
afterAll(() => t.close());

async function requestExport(body: object, who = admin) {
  const res = await call(t.app, who, 'POST', '/admin/exports', body);
  return res;
}

const statusOf = async (id: string) => {
  const res = await call(t.app, admin, 'GET', `/admin/exports/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as {
    status: string;
    progress: number;
    total: number | null;
    downloadUrl: string | null;
    error: string | null;
  };
};

/** Asks for an export, runs the job, downloads the file: answers the rows as text. */
async function exported(kind: string, format: 'csv' | 'xlsx', params: object = {}) {
  const created = await requestExport({ kind, format, params });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  const id = (created.body as unknown as { id: string }).id;
  await t.app.jobs.drain();
  const status = await statusOf(id);
  expect(status).toMatchObject({
    status: 'done',
    downloadUrl: `/api/admin/exports/${id}/download`,
  });
  const res = await t.app.inject({ method: 'GET', url: status.downloadUrl!, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="[a-z0-9-]+-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`),
  );
  if (format === 'csv') {
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    return parseCsv(text.slice(1));
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(
      values.map((v) => (v == null ? '' : v instanceof Date ? v.toISOString() : String(v))),
    );
  });
  return rows;
}

const column = (rows: string[][], name: string) => rows.map((r) => r[rows[0]!.indexOf(name)]);

describe('the CSV writer', () => {
  it('quotes as RFC 4180 and puts an apostrophe before a cell a spreadsheet would run', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 3, null, true])).toBe(
      '"a,b","say ""hi""","two\nlines",3,,true\r\n',
    );
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(guardFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(guardFormula('plain')).toBe('plain');
    expect(csvLine([-5])).toBe('-5\r\n');
  });
});

describe('POST /api/admin/exports', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`exports people as ${format}, narrowed by the list's search`, async () => {
      const rows = await exported('people', format, { q: surname });
      expect(rows[0]).toEqual([
        'id',
        'first_name',
        'last_name',
        'email',
        'administrator',
        'created_at',
        'deactivated_at',
        'awaiting_owner_since',
      ]);
      expect(rows.slice(1).map((r) => r[3])).toEqual([learner.email]);
    });

    it(`exports a survey's results as ${format}: a row per taking, every answer and score`, async () => {
      const rows = await exported('survey-results', format, { surveyId: survey.id });
      const [header, row] = rows as [string[], string[]];
      expect(rows).toHaveLength(2);
      expect(row.slice(0, 4)).toEqual([String(takingId), 'Lena', surname, learner.email]);
      const answerColumns = header.filter((h) => /^S\d+\.\d+ /.test(h));
      const scoreColumns = header.filter((h) => h.startsWith('score: '));
      expect(answerColumns.length).toBeGreaterThan(5);
      expect(scoreColumns.length).toBeGreaterThan(0);
      for (const name of [...answerColumns, ...scoreColumns]) {
        expect(row[header.indexOf(name)], name).toMatch(/^\d+(\.\d+)?$/);
      }
    });

    it(`exports a survey's participants as ${format}`, async () => {
      const rows = await exported('survey-participants', format, { surveyId: survey.id });
      expect(rows).toHaveLength(2);
      expect(column(rows, 'email')[1]).toBe(learner.email);
      expect(column(rows, 'completed_at')[1]).not.toBe('');
    });

    it(`exports payments and the audit log as ${format}`, async () => {
      const payments = await exported('payments', format, { status: 'paid' });
      expect(payments[0]).toContain('reference');
      expect(payments.slice(1).every((r) => r[2] === 'paid')).toBe(true);
      const audit = await exported('audit-log', format, { action: 'admin.exports.create' });
      expect(audit.length).toBeGreaterThan(1);
      expect(audit.slice(1).every((r) => r[2] === 'admin.exports.create')).toBe(true);
    });
  }

  it("exports a discovery process's results with its three parts' answers and scores, and its resiliency answers", async () => {
    const dp = await makeSurvey(t.app, {
      product: 'dp',
      title: 'Export DP',
      resiliencyEnabled: true,
    });
    const dpTaking = await startSurvey(t.app, learner, 'dp', dp);
    for (let part = 0; part < 3; part++) {
      const progress = await call(t.app, learner, 'GET', `/dp/survey/user/${dpTaking}/progress/`);
      const next = (
        progress.body as unknown as { nextSurveyPart: { product: string; surveyUserId: number } }
      ).nextSurveyPart;
      await answerAll(t.app, learner, next.product, next.surveyUserId);
    }
    const questions = (await call(t.app, learner, 'GET', '/survey/info/resiliencyQuestions'))
      .body as unknown as { resiliencyQuestions: { id: number; position: number }[] };
    const value = (position: number) => (position % 5) + 1;
    const saved = await call(
      t.app,
      learner,
      'POST',
      `/survey/resiliency/responses?surveyUserId=${dpTaking}`,
      {
        responses: questions.resiliencyQuestions.map((q) => ({
          questionId: q.id,
          value: value(q.position),
        })),
      },
    );
    expect(saved.status).toBe(200);
    const rows = await exported('survey-results', 'csv', { surveyId: dp.id });
    const [header, row] = rows as [string[], string[]];
    expect(rows).toHaveLength(2);
    expect(row[0]).toBe(String(dpTaking));
    const resiliency = header.filter((h) => /^resiliency R\d+ \S/.test(h));
    expect(resiliency).toHaveLength(questions.resiliencyQuestions.length);
    for (const q of questions.resiliencyQuestions) {
      const name = resiliency.find((h) => h.startsWith(`resiliency R${q.position} `));
      expect(row[header.indexOf(name as string)], name).toBe(String(value(q.position)));
    }
    for (const part of ['eq', 'values', 'behaviours']) {
      const answersOf = header.filter((h) => new RegExp(`^${part}-\\S* S\\d+\\.\\d+ `).test(h));
      const scoresOf = header.filter((h) => new RegExp(`^${part}-\\S* score: `).test(h));
      expect(answersOf.length, part).toBeGreaterThan(0);
      expect(scoresOf.length, part).toBeGreaterThan(0);
      for (const name of [...answersOf, ...scoresOf]) {
        expect(row[header.indexOf(name)], name).toMatch(/^\d+(\.\d+)?$/);
      }
    }
  });

  it('guards a name a spreadsheet would run as a formula in the CSV, and keeps it as text in XLSX', async () => {
    const sly = await registerUser(t.app, { firstName: 'Sly', lastName: `Q${uniqueLetters(6)}` });
    await updateUserRow(t.app, sly.id, { firstName: '=HYPERLINK("http://evil.test","x")' });
    const csv = await exported('people', 'csv', { q: sly.email });
    expect(column(csv, 'first_name')[1]).toBe('\'=HYPERLINK("http://evil.test","x")');
    const xlsx = await exported('people', 'xlsx', { q: sly.email });
    expect(column(xlsx, 'first_name')[1]).toBe('=HYPERLINK("http://evil.test","x")');
  });

  it('goes from queued to done with its progress, and audits the request', async () => {
    const created = await requestExport({ kind: 'people', format: 'csv', params: {} });
    const id = (created.body as unknown as { id: string }).id;
    expect(await statusOf(id)).toMatchObject({ status: 'queued', progress: 0, downloadUrl: null });
    // Not ready: the download is refused until the job is done.
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/admin/exports/${id}/download`,
      headers: admin.auth,
    });
    expect(early.statusCode).toBe(409);
    await t.app.jobs.drain();
    const done = await statusOf(id);
    expect(done.status).toBe('done');
    expect(done.progress).toBe(done.total);
    expect(done.progress).toBeGreaterThan(1);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.exports.create'), eq(auditLog.actorUserId, admin.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.detail).toMatchObject({ exportId: id, kind: 'people', format: 'csv' });
    const list = await call(t.app, admin, 'GET', '/admin/exports?page=1&pageSize=10');
    expect(list.status).toBe(200);
    expect((list.body as unknown as { items: { id: string }[] }).items[0]).toMatchObject({
      id,
      requestedBy: { id: admin.id, email: admin.email },
    });
  });

  it('marks an export failed, with a reason, when its job cannot write it', async () => {
    const created = await requestExport({
      kind: 'survey-results',
      format: 'xlsx',
      params: { surveyId: survey.id },
    });
    const id = (created.body as unknown as { id: string }).id;
    // The survey is gone by the time the job runs.
    await t.app.db
      .update(adminExports)
      .set({ params: { surveyId: 2_000_000_000 } })
      .where(eq(adminExports.id, id));
    await t.app.jobs.drain();
    const failed = await statusOf(id);
    expect(failed).toMatchObject({ status: 'failed', downloadUrl: null });
    expect(failed.error).toEqual(expect.any(String));
    expect(failed.error).not.toMatch(/errors\./);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/exports/${id}/download`,
      headers: admin.auth,
    });
    expect(download.statusCode).toBe(409);
  });

  it('refuses more running exports than the limit, then accepts once they finish', async () => {
    await t.app.jobs.drain();
    const body = { kind: 'people', format: 'csv', params: {} };
    for (let i = 0; i < 3; i++) expect((await requestExport(body)).status).toBe(202);
    const refused = await requestExport(body);
    expect(refused.status).toBe(429);
    expect((refused.body as unknown as { message: string }).message).toMatch(/3/);
    await t.app.jobs.drain();
    expect((await requestExport(body)).status).toBe(202);
    await t.app.jobs.drain();
  });

  it('refuses a bad kind, format or filter, and an unknown survey', async () => {
    for (const body of [
      { kind: 'secrets', format: 'csv', params: {} },
      { kind: 'people', format: 'pdf', params: {} },
      { kind: 'payments', format: 'csv', params: { status: 'lost' } },
      { kind: 'survey-results', format: 'csv', params: {} },
    ]) {
      expect((await requestExport(body)).status, JSON.stringify(body)).toBe(400);
    }
    const missing = await requestExport({
      kind: 'survey-results',
      format: 'csv',
      params: { surveyId: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
  });

  it('is for administrators only', async () => {
    const body = { kind: 'people', format: 'csv', params: {} };
    expect((await requestExport(body, learner)).status).toBe(403);
    expect((await call(t.app, null, 'POST', '/admin/exports', body)).status).toBe(401);
    expect((await call(t.app, learner, 'GET', '/admin/exports')).status).toBe(403);
  });

  it('answers 404 for an export that does not exist', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call(t.app, admin, 'GET', `/admin/exports/${id}`)).status).toBe(404);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/exports/${id}/download`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});
