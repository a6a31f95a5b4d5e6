import { createHash } from 'node:crypto';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER } from '@raktsetu/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { IdempotencyRepository } from './idempotency.repository.ts';

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
/** A claim older than this belongs to a request that died (crash, restart): a retry may take it over. */
const STALE_PENDING_MS = 2 * 60 * 1000;
/** How long a first answer is kept for replays. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: { scope: string; key: string };
  }
}

/**
 * A POST that carries an Idempotency-Key is done once: the first answer is stored and any repeat of the key
 * (by the same caller) gets that answer back, marked `Idempotent-Replayed: true`. The same key with a
 * different body is refused; a repeat that arrives while the first is still running gets 409.
 * Runs in preHandler so the caller is already authenticated and the body already validated.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { repo: IdempotencyRepository }) => {
  const { repo } = opts;

  // Callback hooks that pass most calls (no key, no claim) straight on: an async hook costs a promise and a turn
  // on every request of the API (docs/decisions/0033-per-request-cost.md).
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'POST' || request.headers[HEADER] === undefined) return done();
    claimOrReplay(request, reply).then(() => done(), done);
  });

  async function claimOrReplay(request: FastifyRequest, reply: FastifyReply) {
    const raw = request.headers[HEADER];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !KEY_PATTERN.test(key)) {
      throw AppError.badRequest(`${IDEMPOTENCY_KEY_HEADER} must be 8 to 200 letters, digits or - _ . : characters.`, [
        { field: IDEMPOTENCY_KEY_HEADER, message: 'Invalid format' },
      ]);
    }
    const scope = scopeOf(request);
    const hash = requestHash(request);

    for (let attempt = 0; attempt < 2; attempt++) {
      if (await repo.claim(scope, key, hash)) {
        request.idempotencyClaim = { scope, key };
        return;
      }
      const existing = await repo.find(scope, key);
      if (!existing) continue; // deleted between our two statements: claim again
      if (existing.request_hash !== hash) {
        throw new AppError(
          ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
          `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request.`,
        );
      }
      if (existing.state === 'done' && existing.response_status !== null) {
        reply.header('Idempotent-Replayed', 'true');
        return reply.code(existing.response_status).send(existing.response_body);
      }
      if (Date.now() - existing.created_at.getTime() > STALE_PENDING_MS) {
        await repo.releasePending(scope, key);
        continue;
      }
      throw new AppError(
        ERROR_CODES.IDEMPOTENCY_IN_PROGRESS,
        'The same request is still being processed. Please wait a moment and try again.',
      );
    }
    throw new AppError(
      ERROR_CODES.IDEMPOTENCY_IN_PROGRESS,
      'The same request is still being processed. Please try again.',
    );
  }

  app.addHook('onSend', (request, reply, payload, done) => {
    const claim = request.idempotencyClaim;
    if (!claim) return done(null, payload);
    request.idempotencyClaim = undefined;
    settle(claim, reply.statusCode, payload).then(() => done(null, payload), done);
  });

  async function settle(claim: { scope: string; key: string }, statusCode: number, payload: unknown) {
    if (statusCode >= 500) {
      // The work failed and was rolled back: let a retry run it again rather than replay a failure.
      await repo.release(claim.scope, claim.key);
      return;
    }
    let body: unknown = null;
    if (typeof payload === 'string') {
      try {
        body = JSON.parse(payload);
      } catch {
        body = payload;
      }
    }
    await repo.complete(claim.scope, claim.key, statusCode, body);
  }

  const sweep = setInterval(
    () => {
      repo
        .deleteOlderThan(RETENTION_MS / 1000)
        .catch((err: unknown) => app.log.warn({ err }, 'idempotency sweep failed'));
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});

function scopeOf(request: FastifyRequest): string {
  return request.user?.id ?? 'anonymous';
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(request.method)
    .update('\0')
    .update(request.url)
    .update('\0')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}
