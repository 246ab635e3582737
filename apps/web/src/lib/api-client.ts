import type { z } from 'zod';
import { authEndpoints, endpointPath, healthEndpoints, type RefusedItem, type TokenPair } from '@forkly/contracts';
import { COOKIE_NAMES, readCookie } from './cookies';
import { ApiError, networkError, timeoutError } from './api-error';
import { isLazySchema, type LazySchema } from './lazy-schema';
import { clearLocalSession, readStoredTokens, replaceTokens, useSession } from './session';

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** SPEC.md section 9: 50 s by default, 20 s for login, account completion and cursor lists. */
export const DEFAULT_TIMEOUT_MS = 50_000;
export const SHORT_TIMEOUT_MS = 20_000;

type QueryValue = string | number | boolean | undefined | null;

/** What an answer is checked with: a zod schema, or one loaded on demand (see lazy-schema.ts). */
export type AnswerSchema = z.ZodType | LazySchema;
type Checked<S> = S extends LazySchema<infer Z> ? z.infer<Z> : S extends z.ZodType ? z.infer<S> : never;

export interface RequestOptions<S extends AnswerSchema | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  formData?: FormData;
  timeoutMs?: number;
  /** Send the bearer token (default true); the 2FA verification sends none (SPEC.md section 7). */
  auth?: boolean;
  headers?: Record<string, string>;
  schema?: S;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

/** One JSON call: CSRF header, bearer, timeout, error shape, one transparent refresh on expiry. */
export async function api<T = unknown, S extends AnswerSchema | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends AnswerSchema ? Checked<S> : T> {
  // A lazy schema downloads while the request is on its way.
  const wanted: AnswerSchema | undefined = options.schema;
  const schema: Promise<z.ZodType> | z.ZodType | undefined = isLazySchema(wanted) ? wanted.load() : wanted;
  if (schema instanceof Promise) schema.catch(() => undefined);
  let response = await send(path, options);
  if (response.status === 401 && options.auth !== false && useSession.getState().refreshToken) {
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { errorCode?: string };
    if (body.errorCode === 'tokenExpired' && (await refreshSession())) response = await send(path, options);
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as never;
  const data: unknown = await response.json();
  if (!schema) return data as never;
  const check = await Promise.resolve(schema).catch(() => {
    throw networkError();
  });
  return check.parse(data) as never;
}

/** The browser says it has no connection: a request would only wait for its timeout. */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Accept-Language with the language the app shows (html lang), when it is known. */
function appLanguageHeader(): Record<string, string> {
  return typeof document !== 'undefined' && document.documentElement.lang ? { 'Accept-Language': document.documentElement.lang } : {};
}

async function send(path: string, options: RequestOptions<AnswerSchema | undefined>): Promise<Response> {
  if (browserOffline()) throw networkError();
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = useSession.getState().accessToken;
  if (options.auth !== false && token) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET') {
    headers['X-XSRF-TOKEN'] = await csrfToken();
    // The app's language, not the browser's: the server writes this person's mail in it (issue 21).
    Object.assign(headers, appLanguageHeader());
  }
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(buildUrl(path, options.query), { method, headers, body, credentials: 'include', signal });
  } catch (error) {
    if (timeout.aborted) throw timeoutError();
    if (options.signal?.aborted) throw error;
    throw networkError();
  }
}

/** The XSRF-TOKEN cookie is set on any first response; fetch one if this tab has none yet. */
async function csrfToken(): Promise<string> {
  let token = readCookie(COOKIE_NAMES.csrf);
  if (!token) {
    await fetch(buildUrl(endpointPath(healthEndpoints.csrf)), { credentials: 'include' }).catch(() => undefined);
    token = readCookie(COOKIE_NAMES.csrf);
  }
  return token ?? '';
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as Partial<ApiError> | undefined;
  return new ApiError({
    status: response.status,
    errorCode: body?.errorCode ?? 'unknown',
    message: body?.message ?? 'An error occured',
    fields: body?.fields,
    items: refusedItems(body?.items),
  });
}

/** The refused dishes of an error body, kept only where they have the contract's shape. */
function refusedItems(items: unknown): RefusedItem[] | undefined {
  if (!Array.isArray(items)) return undefined;
  return items.flatMap((item: Partial<RefusedItem> | null) => {
    if (!item || (typeof item.menuId !== 'number' && typeof item.extraId !== 'number')) return [];
    const name = typeof item.name === 'string' ? item.name : null;
    return [typeof item.menuId === 'number' ? { menuId: item.menuId, name } : { extraId: item.extraId!, name }];
  });
}

/**
 * Rotates the refresh token, one tab at a time (navigator.locks): a tab that waited re-reads the
 * stored pair first, because the tab before it may already have rotated it.
 */
export async function refreshSession(): Promise<boolean> {
  const run = async () => {
    const stored = await readStoredTokens();
    const current = useSession.getState().refreshToken;
    if (stored && stored.refresh_token !== current) {
      await replaceTokens(stored);
      return true;
    }
    if (!current) return false;
    const response = await fetch(buildUrl(endpointPath(authEndpoints.refresh)), {
      method: 'POST',
      credentials: 'include',
      // The app's language, as every other call sends it: the server keeps it for this person's mail.
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': await csrfToken(), ...appLanguageHeader() },
      body: JSON.stringify({ refresh_token: current }),
    }).catch(() => undefined);
    if (!response?.ok) {
      if (response && response.status === 401) clearLocalSession();
      return false;
    }
    await replaceTokens((await response.json()) as TokenPair);
    return true;
  };
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request('forkly-token-refresh', run);
  return run();
}
