import {
  MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  logoutSchema,
  messageResponseSchema,
  refreshResponseSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
  signInLinkSchema,
  signInWithLinkSchema,
  tokenSchema,
} from '@raktsetu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { describeWait } from '../../lib/attempt-limiter.ts';
import type { Limits } from '../../lib/limits.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { AuthService, SignedIn } from './auth.service.ts';

const WINDOW = 15 * 60 * 1000;
const errors = errorResponses(400, 401, 409, 429);

/** The answer of every way to sign in (password or e-mailed link). */
const signedInAnswer = ({ tokens, user }: SignedIn) => ({
  status: 'success' as const,
  message: 'Login successful',
  data: { ...tokens, user },
});

type AuthDeps = { service: AuthService; limits: Limits };
type App = Parameters<FastifyPluginAsyncZod<AuthDeps>>[0];

const tags = ['authentication'];

/** Route config that limits one IP address to `max` calls per window. */
const perIp = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: WINDOW,
    errorResponseBuilder: (_req: unknown, ctx: { ttl: number }) => ({
      statusCode: 429,
      message: `Too many requests. Please try again ${describeWait(ctx.ttl)}.`,
    }),
  },
});

// Registered in this order so the OpenAPI document lists the operations as before.
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  signUpAndSignInRoutes(app, deps);
  signOutRoutes(app, deps);
  emailVerificationRoutes(app, deps);
  passwordRoutes(app, deps);
};

/** Registering, signing in (password or e-mailed link) and refreshing tokens. */
function signUpAndSignInRoutes(app: App, { service, limits }: AuthDeps) {
  app.post(
    '/auth/register',
    {
      config: perIp(limits.mailingRequestsPer15Min),
      schema: {
        tags,
        summary: 'Create a patient or donor account',
        body: registerSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.register(request.body);
      return reply.code(201).send({ status: 'success', message: MESSAGES.registrationSuccess });
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags, summary: 'Sign in', body: loginSchema, response: { 200: loginResponseSchema, ...errors } } },
    async (request) =>
      signedInAnswer(
        await service.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null }),
      ),
  );

  app.post(
    '/auth/sign-in-link',
    {
      config: perIp(limits.mailingRequestsPer15Min),
      schema: {
        tags,
        summary: 'E-mail a link that signs in without the password',
        body: signInLinkSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.requestSignInLink(request.body.email);
      return { status: 'success' as const, message: MESSAGES.signInLinkSent };
    },
  );

  app.post(
    '/auth/sign-in-link/redeem',
    {
      config: perIp(limits.tokenRequestsPer15Min),
      schema: {
        tags,
        summary: 'Sign in with the e-mailed link token; answers as POST /auth/login',
        body: signInWithLinkSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) =>
      signedInAnswer(
        await service.signInWithLink(request.body.token, request.body.remember_me, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      ),
  );

  app.post(
    '/auth/token/refresh',
    {
      config: perIp(limits.tokenRequestsPer15Min * 4),
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair',
        body: refreshSchema,
        response: { 200: refreshResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.refresh(request.body.refresh_token) }),
  );
}

/** Signing out this device or every device. */
function signOutRoutes(app: App, { service }: AuthDeps) {
  app.post(
    '/auth/logout',
    {
      onRequest: [app.identify],
      schema: {
        tags,
        summary: 'Sign out this device',
        body: logoutSchema.optional(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.logout(request.body?.refresh_token, request.user?.sessionId);
      return { status: 'success' as const, message: 'You have been signed out.' };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: [app.authenticate],
      schema: {
        tags,
        summary: 'Sign out of all devices',
        security: bearerSecurity,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.logoutEverywhere(currentUser(request).id);
      return { status: 'success' as const, message: MESSAGES.signedOutEverywhere };
    },
  );
}

/** Verifying the e-mail address, and re-sending the link. */
function emailVerificationRoutes(app: App, { service, limits }: AuthDeps) {
  app.post(
    '/auth/verify-email',
    {
      config: perIp(limits.tokenRequestsPer15Min),
      schema: {
        tags,
        summary: 'Verify an e-mail address with the link token',
        body: tokenSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, message: await service.verifyEmail(request.body.token) }),
  );

  app.post(
    '/auth/resend-verification',
    {
      onRequest: [app.authenticate],
      config: perIp(limits.mailingRequestsPer15Min),
      schema: {
        tags,
        summary: 'Send a new verification link',
        security: bearerSecurity,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: await service.resendVerification(currentUser(request).id),
    }),
  );
}

/** Forgotten, reset and changed passwords. */
function passwordRoutes(app: App, { service, limits }: AuthDeps) {
  app.post(
    '/auth/forgot-password',
    {
      config: perIp(limits.mailingRequestsPer15Min),
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.forgotPassword(request.body.email);
      return {
        status: 'success' as const,
        message: 'If an account exists for this email, a password reset link has been sent. It is valid for 1 hour.',
      };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: perIp(limits.tokenRequestsPer15Min),
      schema: {
        tags,
        summary: 'Choose a new password with the link token',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.password);
      return { status: 'success' as const, message: MESSAGES.passwordResetSuccess };
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: [app.authenticate],
      config: perIp(limits.tokenRequestsPer15Min),
      schema: {
        tags,
        summary: 'Change the password; signs out every device',
        security: bearerSecurity,
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.changePassword(currentUser(request).id, request.body.currentPassword, request.body.newPassword);
      return { status: 'success' as const, message: MESSAGES.passwordChanged };
    },
  );
}
