import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPageRenderer, type PageRenderer } from './page-renderer.ts';

/*
 * Decisions 041, 042: each page renders in a fresh thread, one spare kept loaded, one render
 * at a time; a render never waits for a thread, and one that fails or hangs answers null.
 */
const BUNDLE = `
let renders = 0;
export async function renderSurveyWelcome(locale, data) {
  renders += 1;
  if (data.fail) throw new Error('the page broke');
  if (data.hang) await new Promise(() => setInterval(() => {}, 1000));
  return { html: '<h1>' + data.title + '</h1>', title: data.title };
}
export async function documentOf(template, locale, page, options) {
  return template.replace('ROOT', page.html + ' ' + locale + ' ' + options.page + ' render ' + renders);
}
`;

const job = (data: Record<string, unknown>) => ({
  locale: 'ar' as const,
  data,
  template: '<div>ROOT</div>',
  options: { page: 'survey-welcome' as const },
});

async function whenReady(renderer: PageRenderer, data: Record<string, unknown>) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const html = await renderer.render(job(data));
    if (html !== null) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the renderer never had a thread ready');
}

describe('the page renderer', () => {
  let dir: string;
  let bundle: string;
  let renderer: PageRenderer | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-ssr-'));
    bundle = path.join(dir, 'render-page.js');
    await fs.writeFile(bundle, BUNDLE);
  });
  afterEach(async () => {
    await renderer?.close();
    errors.length = 0;
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  /** A render that got a thread (a null without an error only means none was free yet). */
  async function renderedOnAThread(pages: PageRenderer, data: Record<string, unknown>) {
    for (let attempt = 0; attempt < 100; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const before = errors.length;
      const html = await pages.render(job(data));
      if (html !== null || errors.length > before) return html;
    }
    throw new Error('the renderer never had a thread free');
  }

  const start = (timeoutMs = 5_000) => {
    renderer = createPageRenderer(bundle, {
      dist: dir,
      timeoutMs,
      onError: (m) => errors.push(m),
    });
    return renderer;
  };

  it('renders each page in fresh modules, into the template', async () => {
    const pages = start();
    expect(await whenReady(pages, { title: 'One' })).toBe(
      '<div><h1>One</h1> ar survey-welcome render 1</div>',
    );
    // A second page: a new thread, whose modules have rendered nothing yet.
    expect(await whenReady(pages, { title: 'Two' })).toBe(
      '<div><h1>Two</h1> ar survey-welcome render 1</div>',
    );
  });

  it('answers null at once while the only thread is busy, instead of queueing', async () => {
    const pages = start();
    await whenReady(pages, { title: 'warm' });
    await whenReady(pages, { title: 'warm again' }).then(() => undefined);
    // The spare is loading again: a render right now is not kept waiting.
    const [first, second] = await Promise.all([
      whenReady(pages, { title: 'A' }),
      pages.render(job({ title: 'B' })),
    ]);
    expect(first).toContain('<h1>A</h1>');
    expect(second).toBeNull();
  });

  it('renders one page at a time: a loaded spare waits while a render runs', async () => {
    const pages = start(1_500);
    await whenReady(pages, { title: 'warm' });
    const hanging = renderedOnAThread(pages, { hang: true });
    // Long enough for the next spare to load (a bare thread loads in well under this).
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await pages.render(job({ title: 'meanwhile' }))).toBeNull();
    expect(await hanging).toBeNull();
    expect(await whenReady(pages, { title: 'after' })).toContain('<h1>after</h1>');
  });

  it('answers null for a page that fails, and says why', async () => {
    const pages = start();
    await whenReady(pages, { title: 'warm' });
    expect(await renderedOnAThread(pages, { fail: true })).toBeNull();
    expect(errors.join('\n')).toMatch(/the page broke/);
  });

  it('gives up on a page that takes too long, and its thread ends', async () => {
    const pages = start(300);
    await whenReady(pages, { title: 'warm' });
    expect(await renderedOnAThread(pages, { hang: true })).toBeNull();
    expect(errors.join('\n')).toMatch(/took over 300 ms/);
    // The next page renders as usual.
    expect(await whenReady(pages, { title: 'after' })).toContain('<h1>after</h1>');
  });
});
