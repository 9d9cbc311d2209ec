import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMatrixFixtures, type MatrixFixtures } from './test/authorisation-fixtures.ts';
import { ACTORS, type Actor, MATRIX, WEBHOOK_SECRET } from './test/authorisation-matrix.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

/** Every registered route, as `METHOD /path`; the HEAD twin of a GET is the GET's. */
const registered = new Set<string>();
let t: TestApp;
let f: MatrixFixtures;
let webDist: string;
let cellsRun = 0;

beforeAll(async () => {
  // A web app of our own, so the static routes are the same wherever the suite runs.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-matrix-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  await fs.writeFile(path.join(webDist, 'assets', 'app.js'), 'export {};\n');
  t = await buildTestApp(
    { WEB_DIST: webDist, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
      },
    },
  );
  f = await buildMatrixFixtures(t.app, webDist);
}, 120_000);

afterAll(async () => {
  // One line for the closing note: how much of the matrix ran.
  console.log(
    `authorisation matrix: ${MATRIX.length} routes x ${ACTORS.length} actors, ${cellsRun} cells run`,
  );
  await t?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const rowRoutes = MATRIX.map((row) => row.route);
const listed = () =>
  [...registered].filter((r) => {
    const [method, url] = r.split(' ');
    return method !== 'HEAD' || !registered.has(`GET ${url}`);
  });

describe('authorisation matrix', () => {
  it('has one row per registered route', () => {
    expect(new Set(rowRoutes).size, 'a route listed twice').toBe(rowRoutes.length);
    const missing = listed().filter((r) => !rowRoutes.includes(r));
    expect(missing, 'routes without a row in test/authorisation-matrix.ts').toEqual([]);
  });

  it('names no route that is gone', () => {
    const gone = rowRoutes.filter((r) => !registered.has(r));
    expect(gone, 'rows for routes that are no longer registered').toEqual([]);
  });

  let cell = 0;
  for (const row of MATRIX) {
    const [method] = row.route.split(' ') as [string];
    describe(row.route, () => {
      for (const actor of ACTORS) {
        const address = addressOf(cell++);
        it(`${actor} gets ${row.expect[actor]}`, async () => {
          const request = await row.request(f, actor);
          const token = actor === 'anonymous' ? null : await f.tokenFor(personOf(actor));
          const res = await t.app.inject({
            method: method as 'GET',
            url: request.url,
            // A cell of its own address: per-address limits stay out of the way.
            remoteAddress: address,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...request.headers,
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          // A cell's background work (a reset mail that replaces links) ends before the next cell.
          await t.app.background.settle();
          cellsRun += 1;
          expect(res.statusCode, `${row.route} as ${actor}: ${res.body.slice(0, 300)}`).toBe(
            row.expect[actor],
          );
        });
      }
    });
  }
});

function personOf(actor: Exclude<Actor, 'anonymous'>) {
  return f[actor];
}

function addressOf(n: number): string {
  return `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}
