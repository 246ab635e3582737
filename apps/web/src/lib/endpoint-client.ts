import { endpointPath, type Endpoint, type EndpointInput, type EndpointResult } from '@forkly/contracts';
import { api, type RequestOptions } from './api-client';
import { contractSchema } from './lazy-schema';

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'auth'>;
type Parts = { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown; headers?: Record<string, string> };

/**
 * Calls an endpoint of `@forkly/contracts` (STYLE.md 1 and 7): its method and path come from the
 * definition, the input is typed by its schemas, and the answer is checked with its own schema,
 * downloaded on demand (lib/lazy-schema.ts).
 */
export function callEndpoint<const E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointResult<E>> {
  const { params, query, body, headers } = input as Parts;
  const { schema } = endpoint.answer;
  return api(endpointPath(endpoint, params), {
    method: endpoint.method,
    query,
    ...(endpoint.multipart ? { formData: body as FormData } : { body }),
    headers,
    schema: schema ? contractSchema(schema) : undefined,
    ...options,
  }) as Promise<EndpointResult<E>>;
}
