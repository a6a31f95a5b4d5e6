// `npm run serve`: runs the compiled server (dist/main.js, made by build.mjs), or says how to make it. Started with
// `node --enable-source-maps`, so stack traces from the compiled code name the TypeScript file and line.
import { existsSync } from 'node:fs';

const entry = new URL('./dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('The server has not been built yet. Run `npm start` (build and start) or `npm run build` first.');
  process.exit(1);
}
await import(entry.href);
