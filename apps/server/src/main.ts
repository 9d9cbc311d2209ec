import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

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
  app.log.info(`Talent Portal on ${config.publicUrl} (database: ${app.database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
