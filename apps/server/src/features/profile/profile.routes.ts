import {
  MESSAGES,
  donorLocationSchema,
  donorSettingsSchema,
  patientInfoSchema,
  profileCompletionResponseSchema,
  profileResponseSchema,
  profileUpdateSchema,
  userProfileUpdateSchema,
  uuidParam,
} from '@raktsetu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localizeAll } from '../../i18n/localize.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser, requireSelf } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const security = bearerSecurity;
const tags = ['profile'];

type ProfileDeps = { service: ProfileService };
type App = Parameters<FastifyPluginAsyncZod<ProfileDeps>>[0];

/** The envelope; a donor's eligibility reasons in the reader's language (the codes beside them stay). */
const ok = (request: FastifyRequest, profile: Awaited<ReturnType<ProfileService['getProfile']>>, message?: string) => ({
  status: 'success' as const,
  data: profile.eligibility
    ? {
        ...profile,
        eligibility: { ...profile.eligibility, reasons: localizeAll(profile.eligibility.reasons, request.language) },
      }
    : profile,
  ...(message ? { message } : {}),
});

// Registered in this order so the OpenAPI document lists the operations as before.
export const profileRoutes: FastifyPluginAsyncZod<ProfileDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  profileDetailsRoutes(app, deps);
  roleDetailsRoutes(app, deps);
  completionRoutes(app, deps);
};

/** Reading and updating the signed-in user's own profile fields. */
function profileDetailsRoutes(app: App, { service }: ProfileDeps) {
  app.get(
    '/auth/profile',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s profile',
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => ok(request, await service.getProfile(currentUser(request).id)),
  );

  app.put(
    '/auth/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Update any of the signed-in user’s profile fields',
        body: profileUpdateSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { profile, emailChangePending } = await service.updateProfile(currentUser(request).id, request.body);
      return ok(request, profile, emailChangePending ? MESSAGES.emailChangePending : MESSAGES.profileUpdated);
    },
  );

  app.put(
    '/users/:id/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Update name, phone, city and state',
        params: uuidParam,
        body: userProfileUpdateSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(request, await service.updateUserProfile(user.id, request.body), MESSAGES.profileUpdated);
    },
  );
}

/** What only a donor or only a patient fills in. */
function roleDetailsRoutes(app: App, { service }: ProfileDeps) {
  app.put(
    '/donors/:id/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Donor: SOS availability, interests, last donation date',
        params: uuidParam,
        body: donorSettingsSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(request, await service.updateDonorSettings(user.id, request.body), MESSAGES.profileUpdated);
    },
  );

  app.put(
    '/patients/:id/info',
    {
      schema: {
        tags,
        security,
        summary: 'Patient: date of birth, medical conditions, emergency contact',
        params: uuidParam,
        body: patientInfoSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(request, await service.updatePatientInfo(user.id, request.body), MESSAGES.profileUpdated);
    },
  );

  app.put(
    '/donors/:id/location',
    {
      schema: {
        tags,
        security,
        summary: 'Donor: save the location used for matching',
        params: uuidParam,
        body: donorLocationSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(request, await service.updateDonorLocation(user.id, request.body), MESSAGES.locationSaved);
    },
  );
}

function completionRoutes(app: App, { service }: ProfileDeps) {
  app.get(
    '/users/:id/profile-completion',
    {
      schema: {
        tags,
        security,
        summary: 'How complete the profile is, and what is missing',
        params: uuidParam,
        response: { 200: profileCompletionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return { status: 'success' as const, data: await service.completion(user.id) };
    },
  );
}
