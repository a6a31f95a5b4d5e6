import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@raktsetu/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localize } from '../i18n/localize.ts';
import { requestLanguage } from '../i18n/request-language.ts';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is never cached, so a deploy
 * reaches users on their next load. Every other non-/api path gets index.html and the client router decides.
 * The build writes .br and .gz copies beside each text file (scripts/precompress.mjs): a browser that accepts
 * one gets it as it is, nothing is compressed per request (plugins/security.ts compresses API answers only).
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
      // The copies are reached through their file's address only, never as addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/');
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
