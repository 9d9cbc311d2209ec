import { setMaxListeners } from 'node:events';
import type { Pool } from 'undici';
import { LatencyLog } from './latency.ts';

/*
 * People taking a ranking survey against a running server, as the browser does it (issue 14,
 * capacity): read a section's statements, think, submit the section in the order they ranked it,
 * read the progress, and go on to the next section; after the last, start a new taking. Each
 * call is timed from the moment the person makes it, so time spent queued in the client's
 * connection pool counts, as it would for a person.
 */

export type CallKind = 'statements' | 'submit' | 'progress' | 'new taking';
export const CALL_KINDS: CallKind[] = ['statements', 'submit', 'progress', 'new taking'];

export interface Taker {
  token: string;
  surveyUserId: number;
}

/** One submit the server acknowledged (2xx): what must now be in the database. */
export interface Acknowledged {
  surveyUserId: number;
  sectionId: number;
  /** The statement ids in the order sent: rank 1 first. */
  statementIds: number[];
}

export interface TakingRun {
  logs: Record<CallKind, LatencyLog>;
  acknowledged: Acknowledged[];
  /** Every call's latency by the window it started in (windowSeconds each), for the timeline. */
  timeline: LatencyLog[];
}

interface Options {
  pool: Pool;
  survey: { id: number; accessCode: string; firstSectionId: number };
  takers: Taker[];
  seconds: number;
  thinkSeconds: number;
  /** The timeline's window, in seconds. */
  windowSeconds: number;
}

const sleep = (ms: number, stop: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (stop.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    }
    stop.addEventListener('abort', done, { once: true });
  });

/** Fisher-Yates: every order equally likely. */
function shuffled(ids: number[]): number[] {
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Runs every taker for `seconds`, then waits for the calls in flight, and answers what it saw. */
export async function runTakers(options: Options): Promise<TakingRun> {
  const { pool, survey, seconds, thinkSeconds, windowSeconds } = options;
  const logs = Object.fromEntries(CALL_KINDS.map((k) => [k, new LatencyLog()])) as Record<
    CallKind,
    LatencyLog
  >;
  const acknowledged: Acknowledged[] = [];
  const timeline = Array.from(
    { length: Math.ceil(seconds / windowSeconds) },
    () => new LatencyLog(),
  );
  const stop = new AbortController();
  // Every waiting person listens for the end: thousands of listeners on one signal, on purpose.
  setMaxListeners(0, stop.signal);
  const started = performance.now();
  // Think time spread evenly over 2/3 to 4/3 of the mean (20-40 s for 30 s).
  const think = () => thinkSeconds * 1000 * (2 / 3 + (Math.random() * 2) / 3);

  async function call(
    kind: CallKind,
    token: string,
    method: 'GET' | 'PATCH' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<unknown> {
    const t0 = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await pool.request({
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = res.statusCode;
      text = await res.body.text();
    } catch (error) {
      text = (error as Error).message;
    }
    const ms = performance.now() - t0;
    const window = timeline[Math.floor((t0 - started) / 1000 / windowSeconds)];
    if (status >= 200 && status < 300) {
      logs[kind].ok(ms);
      window?.ok(ms);
      return JSON.parse(text);
    }
    logs[kind].failed(ms, status, text);
    window?.failed(ms, status, text);
    return undefined;
  }

  async function person(taker: Taker) {
    const { token } = taker;
    let surveyUserId = taker.surveyUserId;
    let sectionId: number | null = survey.firstSectionId;
    // Arrivals spread over the first think period, so the load starts smooth.
    await sleep(Math.random() * thinkSeconds * 1000, stop.signal);
    while (!stop.signal.aborted) {
      if (sectionId === null) {
        const created = (await call('new taking', token, 'POST', '/api/eq/survey/user/create/', {
          surveyId: survey.id,
          accessCode: survey.accessCode,
        })) as { surveyUserId: number } | undefined;
        if (!created) {
          await sleep(think(), stop.signal);
          continue;
        }
        surveyUserId = created.surveyUserId;
        sectionId = survey.firstSectionId;
        if (stop.signal.aborted) break;
      }
      const statements = (await call(
        'statements',
        token,
        'GET',
        `/api/eq/section/id/${sectionId}/statements/`,
      )) as { id: number }[] | undefined;
      await sleep(think(), stop.signal);
      if (!statements || stop.signal.aborted) continue;
      // The person's ranking: the statements in an order of their own.
      const ranked = shuffled(statements.map((s) => s.id));
      const submitted = await call(
        'submit',
        token,
        'PATCH',
        `/api/eq/survey/user/${surveyUserId}/submit/`,
        { statements: ranked.map((statementId) => ({ statementId })) },
      );
      if (submitted) acknowledged.push({ surveyUserId, sectionId, statementIds: ranked });
      if (stop.signal.aborted) break;
      const progress = (await call(
        'progress',
        token,
        'GET',
        `/api/eq/survey/user/${surveyUserId}/progress/`,
      )) as { nextSection: number | null } | undefined;
      // A failed progress read: the person reloads the page after a while.
      if (progress) sectionId = progress.nextSection;
      else await sleep(think(), stop.signal);
    }
  }

  const deadline = setTimeout(() => stop.abort(), seconds * 1000);
  await Promise.all(options.takers.map(person));
  clearTimeout(deadline);
  return { logs, acknowledged, timeline };
}
