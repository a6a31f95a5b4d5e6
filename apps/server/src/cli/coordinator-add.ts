import { runFromShell } from './add-account.ts';

/** `npm run coordinator:add -- --email <address> [--name "Full Name"]` */
process.exitCode = await runFromShell('Coordinator');
