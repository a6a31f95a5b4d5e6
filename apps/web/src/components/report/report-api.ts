import { reportResponseSchema, type reportSchema } from '@raktsetu/shared';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client.ts';

/** POST /reports: files (or updates) the reporter's one report about a subject; returns the server's thank-you. */
export async function sendReport(input: z.output<typeof reportSchema>): Promise<string> {
  const body = await apiClient.post('/reports', input);
  return reportResponseSchema.parse(body).message;
}
