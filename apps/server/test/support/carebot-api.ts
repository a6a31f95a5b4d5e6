import type { FastifyInstance } from 'fastify';
import { bearer } from './accounts.ts';

export interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads a whole text/event-stream answer into its events. */
export function parseEvents(payload: string): StreamedEvent[] {
  return payload
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

/** CareBot's calls as the web makes them. */
export function carebotApi(app: FastifyInstance) {
  return {
    ask: (token: string, message: unknown) =>
      app.inject({ method: 'POST', url: '/api/ai/carebot/query', headers: bearer(token), payload: { message } }),
    stream: (token: string, message: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/ai/carebot/query/stream',
        headers: bearer(token),
        payload: { message },
      }),
    history: (token: string, query = '') =>
      app.inject({ method: 'GET', url: `/api/ai/carebot/history${query}`, headers: bearer(token) }),
    erase: (token: string) => app.inject({ method: 'DELETE', url: '/api/ai/carebot/history', headers: bearer(token) }),
    interests: (token: string) =>
      app.inject({ method: 'GET', url: '/api/ai/patient/interests', headers: bearer(token) }),
    saveInterests: (token: string, interests: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/ai/patient/interests',
        headers: bearer(token),
        payload: { interests },
      }),
    recommendations: (token: string, query = '') =>
      app.inject({ method: 'GET', url: `/api/ai/recommendations${query}`, headers: bearer(token) }),
    emergency: (token: string, situation: unknown) =>
      app.inject({ method: 'POST', url: '/api/ai/emergency', headers: bearer(token), payload: { situation } }),
  };
}
