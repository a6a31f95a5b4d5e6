import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, LANGUAGES, languageOfCookies, type Language } from '@raktsetu/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localize } from '../i18n/localize.ts';
import { requestLanguage } from '../i18n/request-language.ts';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is never cached, so a deploy
 * reaches users on their next load. Every other non-/api path gets index.html and the client router decides.
 * The build writes .br and .gz copies beside each text file (scripts/precompress.mjs): a browser that accepts
 * one gets it as it is, nothing is compressed per request (plugins/security.ts compresses API answers only).
 * / and /login are sent pre-rendered (docs/decisions/0028-prerendered-first-pages.md): the build draws them in each
 * language into prerendered/<language>/, and the page a person gets is in the language of the `lang` cookie the web
 * app keeps, else their browser's (Accept-Language), else English. Source maps are built but never sent.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexFile = join(opts.root, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: '/',
      index: false,
      preCompressed: true,
      // The copies are reached through their file's address only, never as addresses of their own; source maps
      // (hidden, for our own stack traces) and the pre-rendered pages (sent for / and /login below) neither.
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map', 'prerendered/**'],
      // Routes for the files present at start (a build replaces them all; restart to serve a new one).
      wildcard: false,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header(
          'Cache-Control',
          path.includes(`${join(opts.root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const prerendered = prerenderedPages(opts.root);
  for (const [url, page] of [
    ['/', 'index'],
    ['/login', 'login'],
  ] as const) {
    if (prerendered.has(page)) app.get(url, (request, reply) => sendPrerendered(request, reply, page));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Source maps and the pre-rendered files are never pages: refused like a missing file.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/assets/') &&
      !path.startsWith('/prerendered/') &&
      !path.endsWith('.map');
    if (path === '/api' || path.startsWith('/api/') || !wantsPage) {
      return reply.code(404).send({
        status: 'error',
        code: ERROR_CODES.NOT_FOUND,
        // The address is not repeated: it is whatever the caller typed, and a message is shown to people.
        message: localize(
          `No ${path.startsWith('/api') ? 'API route' : 'file'} for ${request.method} at this address`,
          requestLanguage(request),
        ),
      });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm start` (or `npm run build`) from the project folder.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});

type PrerenderedPage = 'index' | 'login';

/** The pre-rendered pages the build left, each present in every language (else the app's index.html serves it). */
function prerenderedPages(root: string): Set<PrerenderedPage> {
  const pages = new Set<PrerenderedPage>();
  for (const page of ['index', 'login'] as const) {
    if (LANGUAGES.every((language) => existsSync(join(root, 'prerendered', language, `${page}.html`)))) pages.add(page);
  }
  return pages;
}

/** The language to draw a first page in: the web app's cookie, else the browser's languages, else English. */
function pageLanguage(request: FastifyRequest): Language {
  return languageOfCookies(request.headers.cookie) ?? requestLanguage(request);
}

function sendPrerendered(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage) {
  // The words depend on the cookie and Accept-Language, the bytes on Accept-Encoding: a cache must key on all three.
  reply.header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
  reply.header('Cache-Control', 'no-cache');
  return reply.sendFile(join('prerendered', pageLanguage(request), `${page}.html`));
}
