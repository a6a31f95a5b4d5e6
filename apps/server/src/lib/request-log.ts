import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered: what was asked (the logger's `req` serializer keeps the
 * method, a scrubbed path and the id), the status and the time taken. Fastify writes two by default (one on
 * arrival, one on completion), twice the cost on every request for no more facts
 * (docs/decisions/0033-per-request-cost.md).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
