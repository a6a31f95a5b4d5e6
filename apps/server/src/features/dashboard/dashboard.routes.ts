import { dashboardResponseSchema } from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { DashboardService } from './dashboard.service.ts';
import { localizeAll } from '../../i18n/localize.ts';
import { tipIn } from '../health-tips/health-tips.ts';

type DashboardDeps = { service: DashboardService };

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardDeps> = async (app, { service }) => {
  app.get(
    '/dashboard',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['dashboard'],
        security: bearerSecurity,
        summary: 'The signed-in home for a patient or a donor: figures, lists, coupons and a health tip',
        response: { 200: dashboardResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const found = await service.get(currentUser(request));
      // The tip in the reader's language when its article is translated (else English, marked so).
      const data = { ...found, health_tip: found.health_tip && tipIn(found.health_tip, request.language) };
      // A donor's eligibility reasons are words: in the reader's language.
      if (data.stats.role !== 'Donor') return { status: 'success' as const, data };
      const reasons = localizeAll(data.stats.eligibility_reasons, request.language);
      return { status: 'success' as const, data: { ...data, stats: { ...data.stats, eligibility_reasons: reasons } } };
    },
  );
};
