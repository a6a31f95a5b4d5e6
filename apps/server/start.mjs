// `npm run serve`: runs the compiled server (dist/main.js, made by build.mjs), or says how to make it. serve.sh starts
// it, with the memory settings of docs/decisions/0040-start-settings-for-memory.md on the embedded database; stack
// traces name the TypeScript file and line through the source maps beside dist/main.js (lib/stack-traces.ts).
import { existsSync } from 'node:fs';

const entry = new URL('./dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('The server has not been built yet. Run `npm start` (build and start) or `npm run build` first.');
  process.exit(1);
}
await import(entry.href);
