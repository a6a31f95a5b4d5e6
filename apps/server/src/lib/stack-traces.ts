import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Stack traces of the compiled server name the TypeScript file and line, from the source maps build.mjs writes
 * beside each file in dist/, read only when a stack is first formatted.
 *
 * Node's `--enable-source-maps` does the same but reads and keeps the source map of every module as it loads,
 * including the hundreds that npm packages ship (drizzle-orm has one per file): ~20 MB of the server's memory,
 * for frames in code we do not debug. Here a map is parsed at the first stack that needs it (a logged 500, a failed
 * delivery) and kept: main.js's holds ~14 MB of heap from then on. docs/decisions/0040-start-settings-for-memory.md.
 */

type CallSite = NodeJS.CallSite;

/** Maps a frame's generated position to its source, or undefined when it has none. */
export type Locate = (file: string, line: number, column: number) => string | undefined;

/** Reads `<file>.map` for files inside `folder` only, once each; other files (npm packages) are left as they are. */
export function sourceMapLocator(folder: string): Locate {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (path: string): SourceMap | null => {
    let map = maps.get(path);
    if (map !== undefined) return map;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    } catch {
      // No map beside it, or one that does not parse: the file's frames stay as compiled.
      map = null;
    }
    maps.set(path, map);
    return map;
  };
  return (file, line, column) => {
    // A frame that cannot be mapped (an odd URL, a source that is not a file) keeps its compiled position.
    try {
      const path = file.startsWith('file:') ? fileURLToPath(file) : file;
      if (dirname(path) !== folder) return undefined;
      const entry = mapOf(path)?.findEntry(line - 1, column - 1);
      if (!entry || !('originalSource' in entry)) return undefined;
      const source = fileURLToPath(new URL(entry.originalSource, pathToFileURL(`${path}.map`)));
      return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    } catch {
      return undefined;
    }
  };
}

function header(error: unknown): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return 'Error';
  }
}

/** V8's own stack format, each frame's `file:line:column` replaced by its source position where one is known. */
export function formatStack(error: unknown, frames: CallSite[], locate: Locate): string {
  const lines = frames.map((frame) => {
    const text = frame.toString();
    const file = frame.getFileName();
    const line = frame.getLineNumber();
    const column = frame.getColumnNumber();
    if (!file || line === null || column === null) return `    at ${text}`;
    const generated = `${file}:${line}:${column}`;
    const original = locate(file, line, column);
    const at = original ? text.lastIndexOf(generated) : -1;
    // Spliced, not String.replace: a `$` in a path would be read as a replacement pattern.
    return `    at ${at < 0 ? text : text.slice(0, at) + original + text.slice(at + generated.length)}`;
  });
  return [header(error), ...lines].join('\n');
}

/**
 * Installs the mapping for the files beside `entryUrl` (dist/), unless Node already maps stacks (run from source
 * through tsx, or started with --enable-source-maps) or there is no map to read.
 */
export function mapStackTraces(entryUrl: string): void {
  const entry = fileURLToPath(entryUrl);
  if (process.sourceMapsEnabled || !existsSync(`${entry}.map`)) return;
  const locate = sourceMapLocator(dirname(entry));
  // A hook that throws makes every read of `error.stack` throw: fall back to V8's own lines.
  Error.prepareStackTrace = (error, frames) => {
    try {
      return formatStack(error, frames, locate);
    } catch {
      return [header(error), ...frames.map((frame) => `    at ${String(frame)}`)].join('\n');
    }
  };
}
