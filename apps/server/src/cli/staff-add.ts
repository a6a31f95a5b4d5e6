import { runFromShell } from './add-account.ts';

/** `npm run staff:add -- --bank <id> --email <address> [--name "Full Name"]` */
process.exitCode = await runFromShell('BloodBankStaff');
