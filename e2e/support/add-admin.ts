// Run by scripts/e2e-server.mjs on the e2e server's fresh data folder, before the server starts (the embedded
// database admits one process): makes the journeys' admin with the product's own command (admin:add).
import { runAddAccount } from '../../apps/server/src/cli/add-account.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { E2E_ADMIN } from './admin.ts';

const config = loadConfig();
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const code = await runAddAccount('Admin', ['--email', E2E_ADMIN.email, '--name', E2E_ADMIN.name], {
    config,
    database,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exitCode = code;
} finally {
  await database.close();
}
