// The portal's server for the browser journeys, run by e2e-server.mjs with `node --import tsx`.
// It starts the app exactly as apps/server/src/main.ts does (loadConfig, buildApp, listen) and
// adds three test-only controls, over the IPC channel to e2e-server.mjs and never over HTTP of the
// app, each calling the real service an administrator's command calls:
// - 'impersonation-link': createImpersonationLink (`npm run admin -- impersonate <email>`);
// - 'payment-confirm': confirmBankTransfer (`npm run admin -- payment:confirm <reference>`), with
//   the app's own database, mailer and public URL, as the CLI builds them from the same config;
// - 'icoach-link': findUserByEmail and createSignInLink with the purpose 'icoach', as
//   `npm run admin -- icoach:link <code> <email>` does (apps/server/scripts/admin.ts).
// They have to run in this process because PGlite allows one process per data folder (README
// "Administration"): the CLI cannot open the database while the server holds it.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createImpersonationLink } from '../../apps/server/src/features/accounts/impersonation.service.ts';
import { createSignInLink } from '../../apps/server/src/features/accounts/sign-in-links.service.ts';
import { findUserByEmail } from '../../apps/server/src/features/accounts/users.queries.ts';
import { confirmBankTransfer } from '../../apps/server/src/features/payments/bank-transfer.service.ts';

const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

/** Answers an IPC request: the result's fields, or the error's message. */
function answer(id, work) {
  work.then(
    (result) => process.send?.({ id, ...result }),
    (error) => process.send?.({ id, error: String(error?.message ?? error) }),
  );
}

/** What `npm run admin -- icoach:link <code> <email>` prints, without the public URL. */
async function icoachLink(accessCode, email) {
  const user = await findUserByEmail(app.db, email);
  if (!user) throw new Error(`No account with the email ${email}`);
  const link = await createSignInLink(app.db, { userId: user.id, purpose: 'icoach' });
  return { path: `/icoach/${accessCode}/${link.token}` };
}

process.on('message', (message) => {
  if (message?.type === 'impersonation-link') {
    answer(
      message.id,
      createImpersonationLink(app.db, {
        targetEmail: message.email,
        adminEmail: message.adminEmail,
        createdBy: 'e2e',
      }).then((link) => ({ path: link.path })),
    );
  } else if (message?.type === 'payment-confirm') {
    answer(
      message.id,
      confirmBankTransfer(
        { db: app.db, mailer: app.mailer, publicUrl: config.publicUrl },
        String(message.reference ?? ''),
      ).then((outcome) => ({ outcome })),
    );
  } else if (message?.type === 'icoach-link') {
    answer(message.id, icoachLink(String(message.code ?? ''), String(message.email ?? '')));
  }
});

// The signal may come twice (to the process group, and from e2e-server.mjs): close once.
let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void close());
process.on('SIGTERM', () => void close());
