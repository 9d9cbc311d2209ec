import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminExports } from '../../db/schema/admin.ts';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/surveys.factory.ts';
import type { JobContext } from '../jobs.ts';
import { exportsFolder } from './exports.service.ts';
import { EXPORT_KEEP_DAYS, expireExports } from './exports-expiry.ts';

/* Exports hold people's data: a week after it is made, an export's file and row are deleted. */
let t: TestApp;
let admin: SignedInUser;
let ctx: JobContext;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app);
  await updateUserRow(t.app, admin.id, { isAdmin: true });
  ctx = { db: t.app.db, config: t.app.config, mailer: t.app.mailer, log: t.app.log };
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function madeExport() {
  const created = await call(t.app, admin, 'POST', '/admin/exports', {
    kind: 'people',
    format: 'csv',
    params: {},
  });
  expect(created.status).toBe(202);
  const id = (created.body as unknown as { id: string }).id;
  await t.app.jobs.drain();
  const [row] = await t.app.db.select().from(adminExports).where(eq(adminExports.id, id));
  expect(row?.status).toBe('done');
  return { id, file: path.join(exportsFolder(t.app.config), row!.fileName!) };
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

describe('old exports', () => {
  it(`are kept ${EXPORT_KEEP_DAYS} days, then their file and row are deleted`, async () => {
    const { id, file } = await madeExport();
    expect(await exists(file)).toBe(true);

    await expireExports(ctx, new Date(Date.now() + (EXPORT_KEEP_DAYS - 1) * DAY));
    expect(await exists(file)).toBe(true);

    expect(await expireExports(ctx, new Date(Date.now() + (EXPORT_KEEP_DAYS + 1) * DAY))).toBe(1);
    expect(await exists(file)).toBe(false);
    expect(await t.app.db.select().from(adminExports).where(eq(adminExports.id, id))).toEqual([]);
    const gone = await call(t.app, admin, 'GET', `/admin/exports/${id}`);
    expect(gone.status).toBe(404);
  });

  it('one that never finished goes after the same week', async () => {
    const [stuck] = await t.app.db
      .insert(adminExports)
      .values({ kind: 'people', format: 'csv', status: 'running', requestedByUserId: admin.id })
      .returning();
    expect(await expireExports(ctx, new Date(Date.now() + (EXPORT_KEEP_DAYS + 1) * DAY))).toBe(1);
    expect(
      await t.app.db.select().from(adminExports).where(eq(adminExports.id, stuck!.id)),
    ).toEqual([]);
  });
});
