import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { formatStack, sourceMapLocator, type Locate } from '../../src/lib/stack-traces.ts';

/** The compiled server's stack traces without --enable-source-maps (docs/decisions/0040). */
const stackTraces = fileURLToPath(new URL('../../src/lib/stack-traces.ts', import.meta.url));

/** A program compiled as build.mjs compiles the server: its own source maps, an npm package left outside. */
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function compiledProgram(body: string, folder = 'raktsetu-stacks-') {
  const root = mkdtempSync(join(tmpdir(), folder));
  made.push(root);
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
    const { source, run } = await compiledProgram(
      'console.log(String(Error.prepareStackTrace).includes("formatStack")); explode("glass");',
    );
    const { stdout, stderr } = run(['--enable-source-maps']);
    expect(stdout.trim()).toBe('false');
    expect(stderr).toContain('Error: broken glass');
    expect(stderr).toContain(source);
  });

  it('name the source in a folder whose path holds a $', async () => {
    const { source, run } = await compiledProgram('explode("bank");', 'raktsetu-$&-stacks-');
    expect(run().stderr).toContain(`at explode (${source}:4:9)`);
  });

  it('leave a frame as compiled when its map is broken or names a source that is not a file', () => {
    const dist = mkdtempSync(join(tmpdir(), 'raktsetu-maps-'));
    made.push(dist);
    writeFileSync(join(dist, 'broken.js.map'), '{ not json');
    const odd = { version: 3, sources: ['webpack://app/src/x.ts'], names: [], mappings: 'AAAA' };
    writeFileSync(join(dist, 'odd.js.map'), JSON.stringify({ ...odd, sourceRoot: 'webpack://' }));
    const locate = sourceMapLocator(dist);
    expect(locate(join(dist, 'broken.js'), 1, 1)).toBeUndefined();
    expect(locate(join(dist, 'odd.js'), 1, 1)).toBeUndefined();
    expect(locate('file://elsewhere/srv/dist/main.js', 1, 1)).toBeUndefined();
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
