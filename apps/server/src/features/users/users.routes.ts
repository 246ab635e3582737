import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdSchema, emailQuerySchema, okSchema, signUpRequestSchema, updateUserRequestSchema, updateUserResponseSchema, verificationQuerySchema, verificationResendRequestSchema } from '@forkly/contracts/schemas';
import { caller } from '../../plugins/auth';
import { resendVerification } from './email-verification.service';
import { updateOwnProfile } from './profiles.service';
import { emailExists, signUp, verifyEmail } from './sign-up.service';

const noBody = z.strictObject({}).nullish();

/** Sign-up, the e-mail check and verification, and editing one's own profile (SPEC.md section 7). */
export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/sign-up',
    {
      schema: { tags: ['users'], body: signUpRequestSchema, response: { 201: createdSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.code(201).send(await signUp(app.deps, request.body)),
  );

  r.post(
    '/user/exist',
    {
      schema: { tags: ['users'], querystring: emailQuerySchema, body: noBody, response: { 200: z.boolean() } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => emailExists(app.deps, request.query.email),
  );

  r.get(
    '/user/verify',
    { schema: { tags: ['users'], querystring: verificationQuerySchema, response: { 200: okSchema } } },
    async (request) => {
      await verifyEmail(app.deps, request.query.verificationCode);
      return { ok: true as const };
    },
  );

  r.post(
    '/user/verify/resend',
    {
      schema: { tags: ['users'], body: verificationResendRequestSchema, response: { 202: okSchema } },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // The same answer whether or not the account exists, so it cannot be used to probe accounts.
      await resendVerification(app.deps, request.body.loginId);
      return reply.code(202).send({ ok: true as const });
    },
  );

  r.put(
    '/user',
    { schema: { tags: ['users'], security: [{ bearer: [] }], body: updateUserRequestSchema, response: { 200: updateUserResponseSchema } } },
    async (request) => {
      const who = caller(request);
      const updated = await updateOwnProfile(app.deps, who, request.body);
      // This instance forgets at once; the trigger's NOTIFY reaches the others a moment later.
      app.deps.activeUsers.forget(who.userId);
      return updated;
    },
  );
}
