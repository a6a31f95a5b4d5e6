// Compiles the server to JavaScript for production (docs/decisions/0021-compiled-server.md): one ESM file per
// entry point in dist/, for Node 20, with a source map beside each. npm packages stay external (node_modules is
// there at run time, and native or WASM packages such as @node-rs/argon2 and PGlite cannot be bundled); the
// workspace package @raktsetu/shared ships TypeScript source, so it is bundled in. The SQL migrations are copied
// into dist/migrations, so the compiled server needs no file from src/.
//
// `node build.mjs --if-stale` (the operator commands' scripts) builds only when an output is missing or a source
// file is newer: a deployment that built once and dropped its dev dependencies (esbuild) still runs the commands.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = dirname(fileURLToPath(import.meta.url));
const outdir = join(serverRoot, 'dist');
const quiet = process.argv.includes('--quiet');
const ifStale = process.argv.includes('--if-stale');

/**
 * dist/<name>.js ← src/<path>: the server, the embedded database's worker thread (db/embedded-proxy.ts starts
 * dist/embedded-worker.js beside the entry that runs), and the operator commands of the README.
 */
const entryPoints = {
  main: 'src/main.ts',
  'embedded-worker': 'src/db/embedded-worker.ts',
  'staff-add': 'src/cli/staff-add.ts',
  'admin-add': 'src/cli/admin-add.ts',
  'coordinator-add': 'src/cli/coordinator-add.ts',
  'seed-demo': 'src/db/seeds/demo-cli.ts',
};

/** Every bare import is an npm package left to node_modules, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@raktsetu/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Newest modification time (ms) of the files under a folder. */
function newestIn(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function isStale() {
  const outputs = Object.keys(entryPoints).map((name) => join(outdir, `${name}.js`));
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = [join(serverRoot, 'src'), join(serverRoot, '../../packages/shared/src')];
  return Math.max(statSync(fileURLToPath(import.meta.url)).mtimeMs, ...sources.map(newestIn)) > built;
}

if (ifStale && !isStale()) process.exit(0);

// Loaded only when there is something to build: esbuild is a development dependency.
const { build } = await import('esbuild');
const started = Date.now();
// A clean folder: a renamed or removed entry leaves no stale file behind to be run by mistake.
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverRoot,
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Stack traces need only the mappings; the sources are in the repository next to dist/.
  sourcesContent: false,
  // Class and function names stay readable in logs and stack traces.
  minify: false,
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
  metafile: true,
});
cpSync(join(serverRoot, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });

if (!quiet) {
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  const entries = Object.keys(entryPoints).length;
  console.log(
    `Server compiled: ${entries} entry points in apps/server/dist (${(bytes / 1024).toFixed(0)} KB of JavaScript) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
