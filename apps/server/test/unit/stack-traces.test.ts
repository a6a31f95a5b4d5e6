import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { formatStack, type Locate } from '../../src/lib/stack-traces.ts';

/** The compiled server's stack traces without --enable-source-maps (docs/decisions/0040). */
const stackTraces = fileURLToPath(new URL('../../src/lib/stack-traces.ts', import.meta.url));

/** A program compiled as build.mjs compiles the server: its own source maps, an npm package left outside. */
async function compiledProgram(body: string) {
  const root = mkdtempSync(join(tmpdir(), 'raktsetu-stacks-'));
  mkdirSync(join(root, 'src'));
  const source = join(root, 'src', 'program.ts');
  writeFileSync(
    source,
    [
      `import { mapStackTraces } from ${JSON.stringify(stackTraces)};`,
      'mapStackTraces(import.meta.url);',
      'function explode(kind: string): never {',
      '  throw new Error(`broken ${kind}`);',
      '}',
      body,
    ].join('\n'),
  );
  await build({
    entryPoints: { program: source },
    outdir: join(root, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'silent',
  });
  const run = (flags: string[] = []) =>
    spawnSync(process.execPath, [...flags, join(root, 'dist', 'program.js')], { encoding: 'utf8' });
  return { source, run };
}

describe('stack traces of the compiled server', () => {
  it('name the TypeScript file and line of each of our frames', async () => {
    const { source, run } = await compiledProgram('explode("pipe");');
    const { stderr, status } = run();
    expect(status).not.toBe(0);
    expect(stderr).toContain('Error: broken pipe');
    expect(stderr).toContain(`at explode (${source}:4:9)`);
    expect(stderr).toContain(`${source}:6:1`);
    expect(stderr).not.toMatch(/ at .*program\.js/);
  });

  it('leave a stack to Node when it maps stacks itself (--enable-source-maps)', async () => {
    const { source, run } = await compiledProgram('explode("glass");');
    const { stderr } = run(['--enable-source-maps']);
    expect(stderr).toContain('Error: broken glass');
    expect(stderr).toContain(source);
  });

  it('keep frames with no source position as V8 writes them', () => {
    const frame = (file: string | null, line: number | null, column: number | null, text: string) =>
      ({
        getFileName: () => file,
        getLineNumber: () => line,
        getColumnNumber: () => column,
        toString: () => text,
      }) as unknown as NodeJS.CallSite;
    const locate: Locate = (file, line, column) =>
      file === '/srv/dist/main.js' ? `/srv/src/main.ts:${line + 1}:${column + 1}` : undefined;
    const stack = formatStack(
      new TypeError('bad'),
      [
        frame('/srv/dist/main.js', 10, 5, 'start (/srv/dist/main.js:10:5)'),
        frame('/srv/node_modules/x/index.js', 3, 1, '/srv/node_modules/x/index.js:3:1'),
        frame(null, null, null, 'new Promise (<anonymous>)'),
      ],
      locate,
    );
    expect(stack.split('\n')).toEqual([
      'TypeError: bad',
      '    at start (/srv/src/main.ts:11:6)',
      '    at /srv/node_modules/x/index.js:3:1',
      '    at new Promise (<anonymous>)',
    ]);
  });
});
