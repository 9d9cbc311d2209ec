// Starts the portal for the browser journeys: a fresh embedded database in a temporary folder,
// demo data, and mail sent to a local SMTP sink whose messages tests read over HTTP
// (GET http://127.0.0.1:<port+1>/messages?to=<address>). The same test-only port also makes an
// administrator's impersonation link (POST /impersonation-link?email=<address>), confirms a
// bank transfer (POST /payment-confirm?reference=<reference>) and makes an iCoach sign-in link
// (POST /icoach-link?code=<access code>&email=<address>): the server process (e2e-app.mjs) calls
// the real createImpersonationLink, confirmBankTransfer and createSignInLink on its own database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3210);
const mailHttpPort = port + 1;
const smtpPort = port + 2;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));

const messages = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: mail.to?.value?.map((v) => v.address?.toLowerCase()) ?? [],
          subject: mail.subject,
          text: mail.text,
          html: mail.html || '',
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

/** Pending requests to the server process (the links, payment confirmation), by id. */
const pending = new Map();
let nextId = 1;

/** Sends one request to the server process; its answer is the HTTP response. */
function askServer(res, message) {
  const id = nextId++;
  pending.set(id, (answer) => {
    res.statusCode = answer.error ? 400 : 200;
    res.end(JSON.stringify(answer));
  });
  server.send({ ...message, id });
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (req.method === 'POST' && url.pathname === '/impersonation-link') {
      askServer(res, {
        type: 'impersonation-link',
        email: url.searchParams.get('email') ?? '',
        adminEmail: url.searchParams.get('admin') ?? undefined,
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/payment-confirm') {
      askServer(res, {
        type: 'payment-confirm',
        reference: url.searchParams.get('reference') ?? '',
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/icoach-link') {
      askServer(res, {
        type: 'icoach-link',
        code: url.searchParams.get('code') ?? '',
        email: url.searchParams.get('email') ?? '',
      });
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    res.end(JSON.stringify(messages.filter((m) => !to || m.to.includes(to))));
  })
  .listen(mailHttpPort, '127.0.0.1');

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'e2e/support/e2e-app.mjs')],
  {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Journeys sign in many times from one address.
      LOGIN_MAX_PER_ADDRESS: '1000',
      // Mail goes through the job queue (issue 11): journeys wait for it, so look often.
      JOB_POLL_SECONDS: '0.5',
    },
  },
);
server.on('message', (answer) => {
  const reply = pending.get(answer.id);
  pending.delete(answer.id);
  reply?.(answer);
});
// Playwright ends the run with SIGTERM to the whole process group (playwright.config.ts,
// gracefulShutdown): let the server close its database, then remove the temporary folder.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  smtp.close();
  server.kill('SIGTERM');
  setTimeout(() => server.kill('SIGKILL'), 3_000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
