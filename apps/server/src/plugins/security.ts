import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';

/** Security headers, closed CORS unless origins are configured, and compressed API answers. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The blood-bank map's OpenStreetMap tiles (docs/decisions/0013-maps-leaflet.md); no other outside host.
        imgSrc: ["'self'", 'data:', 'https://tile.openstreetmap.org'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: opts.config.isProduction ? [] : null,
      },
    },
    // The app is served over plain http on localhost in development; HSTS there would break other local sites.
    hsts: opts.config.isProduction,
    crossOriginEmbedderPolicy: false,
    // No page of ours is ever framed: the same answer as frame-ancestors 'none', for browsers that only read this.
    frameguard: { action: 'deny' },
  });
  await app.register(cors, {
    origin: opts.config.corsOrigins.length > 0 ? opts.config.corsOrigins : false,
    credentials: false,
    exposedHeaders: ['Idempotent-Replayed', 'X-Request-Id'],
  });
  // Only the API's answers are compressed per request. The web app's files were compressed once at build time
  // (scripts/precompress.mjs) and are sent as they are (plugins/web-app.ts); compressing them again would cost
  // CPU on every load. This hook runs before the compress plugin's own (hooks run in the order they are added).
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isApiUrl(route.url)) route.compress = false;
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
});

const isApiUrl = (url: string | undefined): boolean => url === '/api' || (url?.startsWith('/api/') ?? false);
