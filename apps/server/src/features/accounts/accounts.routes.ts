import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountsEndpoints as accounts } from '@forkly/contracts';
import { acceptUploads } from '../../lib/accept-uploads';
import { registerEndpoint } from '../../lib/endpoint-route';
import { multipartError } from '../../lib/multipart-error';
import { requestLocale } from '../../lib/mail-locale';
import { completeAccount } from './accounts.service';

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
  const { deps } = app;
  await acceptUploads(app);
  const config = { rateLimit: { max: 20, timeWindow: '1 minute' } };

  registerEndpoint(
    app,
    accounts.completeRestaurantAccount,
    (request) => completeAccount(deps, { path: 'restaurant', code: request.query.verificationCode, input: request.body, locale: requestLocale(request) }),
    { preValidation: multipartIntoBody, config: { ...config, multipart: { bodyFields: true } } },
  );
  for (const [path, endpoint] of [
    ['user', accounts.completeUserAccount],
    ['service', accounts.completeServiceAccount],
    ['courier', accounts.completeCourierAccount],
  ] as const) {
    registerEndpoint(
      app,
      endpoint,
      (request) => completeAccount(deps, { path, code: request.query.verificationCode, input: request.body, locale: requestLocale(request) }),
      { config },
    );
  }
}
