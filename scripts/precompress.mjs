// Runs after `vite build` (apps/web/package.json): writes <file>.br and <file>.gz next to every compressible file
// of the web build, at the highest levels, once. The server sends them as they are (@fastify/static with
// preCompressed in apps/server/src/plugins/web-app.ts) instead of compressing each answer again.
//   node scripts/precompress.mjs [folder]   (default: apps/web/dist)
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats; images (png, webp, jpg), fonts (woff2) and the like are compressed already. Source maps (.map)
 * are left plain: only a browser's developer tools fetch them, and they are most of the bytes to compress.
 */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|ico)$/i;
/** Below this a compressed copy saves less than the headers it adds. */
const MIN_BYTES = 1024;

const folder = resolve(process.argv[2] ?? 'apps/web/dist');
const started = Date.now();
const sources = [];
for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
  const file = join(entry.parentPath, entry.name);
  // Dot folders (Vite's .vite/manifest.json) are build metadata, never served (@fastify/static skips them).
  if (
    !entry.isFile() ||
    relative(folder, file)
      .split(sep)
      .some((part) => part.startsWith('.'))
  )
    continue;
  // A copy left by an earlier run over the same folder: made again below from its source file.
  if (/\.(?:br|gz)$/.test(file)) unlinkSync(file);
  else if (COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES) sources.push(file);
}

/** Compresses one file both ways; the work runs on libuv's thread pool, so files are done side by side. */
async function precompress(file) {
  const plain = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is not worth sending; the server then sends the file itself.
  if (br.length < plain.length) await writeFile(`${file}.br`, br);
  if (gz.length < plain.length) await writeFile(`${file}.gz`, gz);
  return { before: plain.length, after: Math.min(br.length, plain.length) };
}

const sizes = await Promise.all(sources.map(precompress));
const before = sizes.reduce((sum, s) => sum + s.before, 0);
const after = sizes.reduce((sum, s) => sum + s.after, 0);
console.log(
  `Pre-compressed ${sources.length} files in ${relative(process.cwd(), folder) || '.'}: ` +
    `${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli, ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
