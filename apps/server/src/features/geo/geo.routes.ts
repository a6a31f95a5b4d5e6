import {
  errorEnvelopeSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeSchema,
  type ReverseGeocode,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import type { GeoRepository } from './geo.repository.ts';

const MAX_KM = 50;

/**
 * Reverse geocoding from the bundled GeoNames towns list, so no third-party service learns where users are.
 * The answer has the field names the product’s client expects; there is no postcode in the list.
 */
export const geoRoutes: FastifyPluginAsyncZod<{ repo: GeoRepository }> = async (app, { repo }) => {
  app.get(
    '/geo/reverse',
    {
      schema: {
        tags: ['geography'],
        summary: 'The nearest known town (within 50 km) of a point in India',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request): Promise<ReverseGeocode> => {
      const town = await repo.nearestTown(request.query.latitude, request.query.longitude, MAX_KM);
      if (!town) throw AppError.notFound('No known town within 50 km of this location.');
      return {
        locality: town.name,
        city: town.name,
        principalSubdivision: town.state,
        countryName: 'India',
        postcode: '',
      };
    },
  );
};
