import {
  bankIdParam,
  myBankResponseSchema,
  stockHistoryQuerySchema,
  stockHistoryResponseSchema,
  stockImportSchema,
  stockUpdateResponseSchema,
  stockUpdateSchema,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { StockUpdatesService } from './stock-updates.service.ts';

const errors = errorResponses(400, 401, 403);
const security = bearerSecurity;
const tags = ['blood bank staff'];

type StockUpdatesDeps = { service: StockUpdatesService };

/** Bank staff keeping their bank's stock current; every route needs a signed-in member of that bank's staff. */
export const stockUpdatesRoutes: FastifyPluginAsyncZod<StockUpdatesDeps> = async (app, { service }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/blood-banks/mine',
    {
      schema: {
        tags,
        security,
        summary: 'Staff: the blood bank they keep, with its whole stock grid',
        response: { 200: myBankResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.myBank(currentUser(request)) }),
  );

  app.put(
    '/blood-banks/:id/stock',
    {
      schema: {
        tags,
        security,
        summary: 'Staff of this bank: set figures (an unchanged figure is confirmed, and its time renewed)',
        params: bankIdParam,
        body: stockUpdateSchema,
        response: { 200: stockUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.update(currentUser(request), request.params.id, request.body.items);
      return { status: 'success' as const, ...result };
    },
  );

  app.post(
    '/blood-banks/:id/stock/import',
    {
      schema: {
        tags,
        security,
        summary: 'Staff of this bank: set figures from a CSV (blood_group,component,units_available); all or nothing',
        params: bankIdParam,
        body: stockImportSchema,
        response: { 200: stockUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await service.importCsv(currentUser(request), request.params.id, request.body.csv);
      return { status: 'success' as const, ...result };
    },
  );

  app.get(
    '/blood-banks/:id/stock/history',
    {
      schema: {
        tags,
        security,
        summary: 'Staff of this bank: the audit trail of its stock, newest change first',
        params: bankIdParam,
        querystring: stockHistoryQuerySchema,
        response: { 200: stockHistoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const result = await service.history(currentUser(request), request.params.id, page, pageSize);
      return { status: 'success' as const, ...result };
    },
  );
};
