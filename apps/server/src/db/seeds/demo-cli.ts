import { loadConfig } from '../../config/env.ts';
import { createDatabase } from '../client.ts';
import { formatDemoAccounts, seedDemoData } from './demo.ts';
import { seedReferenceData } from './reference-data.ts';

/** `npm run seed:demo`: adds the demo accounts to the configured database (missing ones only). */
const config = loadConfig();
if (config.isProduction) {
  console.error('Refusing to create demo accounts in production.');
  process.exit(1);
}
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const accounts = await seedDemoData(database.db, { onlyIfEmpty: false });
  console.log(formatDemoAccounts(accounts ?? [], config.appUrl));
} finally {
  await database.close();
}
