import type { Language } from '@raktsetu/shared';
import { FIRST_PAGE_DATA_ID, type FirstPageData } from './first-page-data.ts';

/** The app's built index.html and Vite manifest, which say what a page links. */
export interface BuiltFiles {
  indexHtml: string;
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>;
}

/** The first pages' script in the Vite manifest (an input of vite.config.ts's build). */
export const FIRST_PAGE_SCRIPT = 'src/first-page/first-page.ts';

/** The script's file and the chunks it imports statically, each once, in the order they are found. */
function scriptFiles(manifest: BuiltFiles['manifest']): { entry: string; preloads: string[] } {
  const entry = manifest[FIRST_PAGE_SCRIPT];
  if (!entry) throw new Error(`${FIRST_PAGE_SCRIPT} is not in the Vite manifest: is it an input of the build?`);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return { entry: entry.file, preloads: [...preloads] };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end its <script> block early: every "<" is written as an escape. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * One pre-rendered page: the built index.html with the page drawn into #root, its language and title, and the
 * first pages' small script (with its data) in place of the app's scripts. The app's styles stay as linked (with
 * them the Devanagari font's faces, docs/decisions/0023).
 */
export function pageDocument(
  built: BuiltFiles,
  page: { language: Language; title: string; body: string; data: FirstPageData },
): string {
  const { entry, preloads } = scriptFiles(built.manifest);
  const scripts = [
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    `<script type="module" crossorigin src="/${entry}"></script>`,
    `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${safeJson(page.data)}</script>`,
  ].join('\n    ');
  let html = built.indexHtml
    // The app's own entry and the chunks it preloads: this page needs none of them.
    .replace(/\s*<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (!html.includes('<div id="root"></div>')) throw new Error('The built index.html has no empty #root to draw into');
  html = html.replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
  return html.replace('</head>', () => `    ${scripts}\n  </head>`);
}
