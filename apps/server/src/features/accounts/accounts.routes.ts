import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completePersonAccountSchema, completeRestaurantAccountSchema, createdSchema, verificationQuerySchema } from '@forkly/contracts/schemas';
import { multipartError } from '../../lib/multipart-error';
import { completeAccount } from './accounts.service';

const personBody = z.strictObject(completePersonAccountSchema.shape);
const restaurantBody = z.strictObject(completeRestaurantAccountSchema.shape);

/**
 * SPEC.md section 7 sends the restaurant completion as multipart, with the address as a JSON
 * string. Its fields become the body here, so the same schema validates both spellings; a file
 * part is not expected and shows up as an unknown field.
 */
async function multipartIntoBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        fields[part.fieldname] = '[file]';
        continue;
      }
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (typeof fields.address === 'string') {
    try {
      fields.address = JSON.parse(fields.address);
    } catch {
      // Left as the string: the schema answers that the address is not valid.
    }
  }
  request.body = fields;
}

/** Account completion from an invitation link (DESIGN.md section 4): 201 {id}, no tokens. */
export async function accountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['accounts'], querystring: verificationQuerySchema, response: { 201: createdSchema } };
  const config = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  r.post(
    '/restaurant/complete-account',
    {
      schema: { ...common, body: restaurantBody, description: 'JSON, or multipart/form-data with `address` as a JSON string.' },
      preValidation: multipartIntoBody,
      config: { ...config, multipart: { bodyFields: true } },
    },
    async (request, reply) =>
      reply.code(201).send(await completeAccount(app.deps, { path: 'restaurant', code: request.query.verificationCode, input: request.body })),
  );

  for (const path of ['user', 'service'] as const) {
    r.post(`/${path}/complete-account`, { schema: { ...common, body: personBody }, config }, async (request, reply) =>
      reply.code(201).send(await completeAccount(app.deps, { path, code: request.query.verificationCode, input: request.body })),
    );
  }

  r.put('/courier/complete-account', { schema: { ...common, body: personBody }, config }, async (request, reply) =>
    reply.code(201).send(await completeAccount(app.deps, { path: 'courier', code: request.query.verificationCode, input: request.body })),
  );
}
