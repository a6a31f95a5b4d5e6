import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { buildApp } from './app.ts';
import { isPreparingEmbedded, openDatabase, prepareAndExit } from './db/prepare-database.ts';
import { existingDemoAccounts, formatDemoAccounts, seedDemoData } from './db/seeds/demo.ts';
import { mapStackTraces } from './lib/stack-traces.ts';

// Stack traces name the TypeScript file and line (the compiled server's source maps, read when first needed).
mapStackTraces(import.meta.url);

// V8 grows its young generation to 32 MB under the start's allocations and keeps it for about a minute; at its first
// size (2 MB) the server stays ~30 MB smaller, for minor collections that are more frequent but each as short
// (docs/decisions/0021-compiled-server.md, "Memory"). Read by V8 whenever it would grow, so it applies from here on;
// starting a worker thread puts V8's flags back, so on the embedded database it ends when the database's worker
// starts (docs/decisions/0030-embedded-database-worker.md: setting it again there was measured and not taken).
setFlagsFromString('--semi-space-growth-factor=1');

/**
 * Starts RaktSetu: parse the configuration, open and migrate the database, load the reference data, serve.
 * Stops gracefully on SIGINT/SIGTERM: stop accepting, finish requests in flight, close the database.
 */
async function main() {
  const started = Date.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (isPreparingEmbedded()) return prepareAndExit(config);
  const { database, seeded } = await openDatabase(config);
  // Without its database worker the server can only fail every request: stop loudly, for a supervisor to restart.
  database.onFailure?.((error) => {
    console.error(error.message);
    process.exit(1);
  });
  // Demo accounts make a fresh install usable at once; production and test servers never get them.
  const demo =
    config.nodeEnv === 'development'
      ? ((await seedDemoData(database.db, { onlyIfEmpty: true })) ?? (await existingDemoAccounts(database.db)))
      : [];

  const app = await buildApp({ config, database });
  if (seeded.loaded) app.log.info({ banks: seeded.banks, towns: seeded.towns }, 'reference data loaded');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.error(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(
    [
      '',
      `  RaktSetu is running at ${config.appUrl}`,
      `  API reference: ${config.appUrl}/api/docs`,
      `  Database: ${where}`,
      ...(config.smtpUrl ? [] : [`  E-mails (development mailbox): ${config.appUrl}/dev/mailbox`]),
      ...(demo.length > 0 ? [formatDemoAccounts(demo, config.appUrl)] : []),
      `  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl+C to stop.`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug') console.error(error.stack);
  process.exit(1);
});
