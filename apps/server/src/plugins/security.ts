import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, ENCODINGS } from '../lib/api-compression.ts';

/** Helmet's settings: what each security header says (docs/decisions/0033-per-request-cost.md). */
export function helmetOptions(config: Pick<Config, 'isProduction'>): FastifyHelmetOptions {
  return {
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
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // The app is served over plain http on localhost in development; HSTS there would break other local sites.
    hsts: config.isProduction,
    crossOriginEmbedderPolicy: false,
    // No page of ours is ever framed: the same answer as frame-ancestors 'none', for browsers that only read this.
    frameguard: { action: 'deny' },
  };
}

/**
 * The headers helmet sets for these settings, asked of helmet itself once at start. They depend on the settings
 * only (no nonces, no per-route settings here), while the helmet plugin rebuilt its middleware and re-parsed the
 * CSP on every request: ~15% of a GET /api/health (docs/decisions/0033-per-request-cost.md).
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<ReadonlyArray<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => {
    reply.send('');
  });
  try {
    const headers = (await probe.inject({ method: 'GET', url: '/' })).raw.res.getHeaders();
    return Object.entries(headers)
      .filter(([name]) => !NOT_HELMETS.has(name))
      .map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

/** Headers of the probe's answer that Fastify, not helmet, wrote. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** Security headers, closed CORS unless origins are configured, and compressed API answers. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const headers = await securityHeaders(helmetOptions(opts.config));
  // Set on the raw response where helmet set them, so a route's own reply.header (the API docs' CSP) still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  // CORS stays closed unless origins are configured. Closed, the plugin adds no header and its preflight route
  // answers as not found, which is what no plugin answers too: it is left out rather than run on every request.
  if (opts.config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: opts.config.corsOrigins,
      credentials: false,
      exposedHeaders: ['Idempotent-Replayed', 'X-Request-Id'],
    });
  }
  // Only the API's answers are compressed per request. The web app's files were compressed once at build time
  // (scripts/precompress.mjs) and are sent as they are (plugins/web-app.ts); compressing them again would cost
  // CPU on every load. This hook runs before the compress plugin's own (hooks run in the order they are added).
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isApiUrl(route.url)) route.compress = false;
  });
  // The settings a kept answer is compressed with too (lib/api-compression.ts).
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
  });
});

const isApiUrl = (url: string | undefined): boolean => url === '/api' || (url?.startsWith('/api/') ?? false);
