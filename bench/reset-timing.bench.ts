/**
 * The password-reset request for an email with an account beside one without (issue 8: the
 * known path took twice as long, which told an attacker who has an account). Requests alternate
 * in one run, one at a time, with a short pause between them (the mail of one request is sent
 * after its reply; the pause keeps it from landing on the next request's clock); prints the
 * median and p90 of each and their ratio.
 */
import { registerThroughApi, startBenchApps } from './support/bench-app.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 20);
// One address without an account, asked for as often as the one with: the same counters move.
const NOBODY = `nobody.${Date.now()}@example.com`;

// Many mails to one address and many requests from one place are the point here.
process.env.RESET_MAILS_PER_ACCOUNT_PER_HOUR = '1000000';
process.env.RESET_REQUESTS_PER_ADDRESS_PER_HOUR = '1000000';

async function main() {
  const { app, appUrl, close } = await startBenchApps();
  const email = `reset.${Date.now()}@example.com`;
  await registerThroughApi(appUrl, email);

  const ask = async (username: string) => {
    const started = performance.now();
    const res = await fetch(`${appUrl}/api/public/request-reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ passwordRequestForm: { username } }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`reset request answered ${res.status}`);
    const took = performance.now() - started;
    await new Promise((r) => setTimeout(r, GAP_MS));
    return took;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 20; i += 1) await ask(i % 2 ? email : `warm${i}@example.com`);
  for (let i = 0; i < ROUNDS; i += 1) {
    // Each goes first in half the rounds, so neither gains from the order.
    if (i % 2) {
      known.push(await ask(email));
      unknown.push(await ask(NOBODY));
    } else {
      unknown.push(await ask(NOBODY));
      known.push(await ask(email));
    }
  }
  const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * p)]!;
  console.log(
    `\nDatabase: ${app.database.kind}; ${ROUNDS} requests each, alternating, ${GAP_MS} ms apart`,
  );
  console.log('| email | median ms | p90 ms |');
  console.log('|---|---|---|');
  console.log(`| with an account | ${q(known, 0.5).toFixed(2)} | ${q(known, 0.9).toFixed(2)} |`);
  console.log(`| without | ${q(unknown, 0.5).toFixed(2)} | ${q(unknown, 0.9).toFixed(2)} |`);
  console.log(`median ratio (with / without): ${(q(known, 0.5) / q(unknown, 0.5)).toFixed(2)}`);
  await close();
}

await main();
