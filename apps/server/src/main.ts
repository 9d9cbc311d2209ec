import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startupBanner, startupLinks } from './startup-banner.ts';

/** Starts the portal: migrates, seeds, listens, and closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (config.logFormat === 'pretty') {
    // A person at a terminal: the links and demo accounts, readable (issue 9).
    process.stdout.write(`${startupBanner(config, app.database.kind)}\n`);
  } else {
    // A log collector: one JSON line, without the demo passwords.
    app.log.info(
      { links: startupLinks(config.publicUrl), database: app.database.kind },
      `Talent Portal on ${config.publicUrl} (database: ${app.database.kind})`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
