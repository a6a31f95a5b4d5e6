import { runFromShell } from './add-account.ts';

/** `npm run admin:add -- --email <address> [--name "Full Name"]` */
process.exitCode = await runFromShell('Admin');
