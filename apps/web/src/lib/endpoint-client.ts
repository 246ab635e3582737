import { endpointPath, type Endpoint, type EndpointInput, type EndpointResult, type SchemaName, type SchemaOutput } from '@forkly/contracts';
import { api, type RequestOptions } from './api-client';
import { contractSchema } from './lazy-schema';

type CallOptions<N extends SchemaName | undefined> = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'auth'> & {
  /** Checks the answer with one form of the contract's answer (a union's), and types it so. */
  answer?: N;
  /**
   * Typed by the contract but not checked with its schema: the customer's first screens keep zod
   * and the schemas off their first load (DESIGN.md section 8's budget); the server serialises
   * through the same schema anyway.
   */
  unchecked?: boolean;
};
type Parts = { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown; headers?: Record<string, string> };

/**
 * Calls an endpoint of `@forkly/contracts` (STYLE.md 1 and 7): its method and path come from the
 * definition, the input is typed by its schemas, and the answer is checked with its own schema,
 * downloaded on demand (lib/lazy-schema.ts).
 */
export function callEndpoint<const E extends Endpoint, const N extends SchemaName | undefined = undefined>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions<N> = {},
): Promise<N extends SchemaName ? SchemaOutput<N> : EndpointResult<E>> {
  const { params, query, body, headers } = input as Parts;
  const { unchecked, answer, ...requestOptions } = options;
  const schema = unchecked ? null : (answer ?? endpoint.answer.schema);
  return api(endpointPath(endpoint, params), {
    method: endpoint.method,
    query,
    ...(endpoint.multipart ? { formData: body as FormData } : { body }),
    headers,
    schema: schema ? contractSchema(schema) : undefined,
    ...requestOptions,
  }) as Promise<N extends SchemaName ? SchemaOutput<N> : EndpointResult<E>>;
}
