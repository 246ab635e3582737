import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows } from '../access/access';
import { ROUTE_ACCESS } from '../access/route-access';
import { createTestContext, type TestContext } from '../../test/helper';
import { seedWorld, throwawaySession, type Caller } from './fuzz-callers';
import { fuzzRequest, requestUrl, type FuzzRequest } from './fuzz-requests';
import { readOperations, ResponseChecker, type Operation } from './openapi-document';
import { exampleValue } from './schema-arbitrary';

/**
 * The contract-fuzz tier: the app against its own OpenAPI document (/api/docs/json). Every
 * operation gets valid and broken inputs generated from its schemas (fast-check), sent as a visitor
 * and as each demo role; every answer must be a documented status with a body inside its schema,
 * and never a 5xx. OPENAPI_FUZZ_RUNS (default 10) sets the runs per operation and allowed caller,
 * OPENAPI_FUZZ_SEED the seed (fixed, so CI is reproducible).
 */
const RUNS = Number(process.env.OPENAPI_FUZZ_RUNS ?? 10);
const SEED = Number(process.env.OPENAPI_FUZZ_SEED ?? 20261125);
const CSRF = 'openapi-fuzz-csrf-token';

// Set by describeFuzzShard before any test runs.
let ctx: TestContext;
let operations: Operation[] = [];
let callers: Caller[] = [];
const checker = new ResponseChecker();

/**
 * Operations that change who the callers are (remove, disable or rename accounts, remove the
 * restaurant): fuzzed after every other operation, so they cannot turn the rest of the run into
 * 401s. Their own answers are still checked.
 */
const LAST = new Set([
  'DELETE /user/remove',
  'POST /user/:id/disable',
  'POST /user/:id/reset-2fa',
  'PUT /user',
  'DELETE /credential/restaurant/remove/:id',
  'POST /restaurant/job/remove-restaurants',
  'PUT /restaurant/:id/visibility',
]);
/** Logging out ends the session it is sent with: each run gets a fresh session of the caller. */
const OWN_SESSION = new Set(['POST /system/auth/logout']);

/** A stable seed per operation and caller, so adding one operation does not reshuffle the rest. */
function seedOf(text: string): number {
  let hash = SEED;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function send(op: Operation, caller: Caller, request: FuzzRequest) {
  const headers: Record<string, string> = { ...request.headers };
  if (!request.withoutCsrf) headers['x-xsrf-token'] = CSRF;
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  let payload: string | undefined;
  if (request.body && 'json' in request.body) {
    payload = JSON.stringify(request.body.json ?? null);
    headers['content-type'] = 'application/json';
  } else if (request.body) {
    payload = request.body.raw;
    headers['content-type'] = request.body.contentType;
  }
  return ctx.app.inject({ method: op.method as 'GET', url: requestUrl(op, request), headers, cookies: { 'XSRF-TOKEN': CSRF }, payload });
}

/** Fuzzes one operation as every caller; returns the broken answers, one per caller at most. */
async function fuzzOperation(op: Operation): Promise<string[]> {
  const access = ROUTE_ACCESS[op.accessKey];
  const failures: string[] = [];
  for (const caller of callers) {
    // A caller the route refuses gets a run or two: the refusal comes before any input is read.
    const numRuns = allows(access ?? 'public', caller.role) ? RUNS : 2;
    const result = await fc.check(
      fc.asyncProperty(fuzzRequest(op), async (request) => {
        const who = OWN_SESSION.has(op.accessKey) ? await throwawaySession(ctx, caller) : caller;
        const answer = await send(op, who, request);
        let problem = checker.problem(op, { statusCode: answer.statusCode, headers: answer.headers, body: answer.body });
        // `badRequest` is for what no schema can say (a broken body, data the database refuses);
        // a request the document allows must not get it.
        if (!problem && request.mutation.startsWith('none') && answer.statusCode === 400 && /"errorCode":"badRequest"/.test(answer.body)) {
          problem = `a request the document allows was refused as badRequest: ${answer.body}`;
        }
        if (problem) throw new Error(`${op.method} ${requestUrl(op, request)} as ${caller.name} (${request.mutation}): ${problem}`);
      }),
      { seed: seedOf(`${op.accessKey} ${caller.name}`), numRuns, endOnFailure: true },
    );
    if (result.failed) failures.push(result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance));
  }
  return failures;
}

/** Reads first and removals last, so the seeded rows are there for as long as possible. */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const byKey = (a: Operation, b: Operation) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) || a.path.localeCompare(b.path);
/**
 * The tier in `shards` files, each with its own app and database, so the test runner can run them
 * side by side: this file's share is every `shards`-th operation, in the order below. The checks
 * of the document itself run in shard 1.
 */
export async function describeFuzzShard(shard: number, shards: number) {
  ctx = await createTestContext();
  operations = readOperations((await ctx.app.inject({ url: '/api/docs/json' })).json());
  beforeAll(async () => {
    callers = await seedWorld(ctx);
  });
  afterAll(() => ctx.close());
  const mine = (ops: Operation[]) => ops.sort(byKey).filter((_op, index) => index % shards === shard - 1);
  if (shard === 1) describeDocument();
  describeUnknownQueries(mine(operations.filter((op) => op.parameters.some((p) => p.in === 'query'))));
  describeFuzzing(mine(operations.filter((op) => !LAST.has(op.accessKey))), mine(operations.filter((op) => LAST.has(op.accessKey))));
}

function describeDocument() {
  describe('the OpenAPI document', () => {
    it('lists every API route with its access, and error responses in the one error shape', () => {
      expect(operations.length).toBeGreaterThan(100);
      for (const op of operations) {
        expect(ROUTE_ACCESS[op.accessKey], op.accessKey).toBeDefined();
        expect([...op.responses.keys()], op.accessKey).toContain('429');
      }
    });

    it('is held to by the checker: a 5xx, an undocumented status and a body outside its schema all fail', () => {
      const op = operations.find((o) => o.accessKey === 'GET /map/config')!;
      const json = { 'content-type': 'application/json; charset=utf-8' };
      expect(checker.problem(op, { statusCode: 500, headers: json, body: '{}' })).toMatch(/server error/);
      expect(checker.problem(op, { statusCode: 418, headers: json, body: '{}' })).toMatch(/undocumented status/);
      expect(checker.problem(op, { statusCode: 200, headers: json, body: '{"unexpected":true}' })).toMatch(/outside its schema/);
      expect(checker.problem(op, { statusCode: 429, headers: json, body: '{"status":429,"errorCode":"notFound","message":"x"}' })).toMatch(
        /outside its schema/,
      );
      expect(
        checker.problem(op, { statusCode: 429, headers: json, body: '{"status":429,"errorCode":"tooManyRequests","message":"Too many attempts"}' }),
      ).toBeNull();
    });

    it("lists each operation's errors from what the app knows: login, roles, CSRF, input and feature", () => {
      const find = (key: string) => operations.find((o) => o.accessKey === key)!;
      const codes = (key: string, status: string) => find(key).responses.get(status)?.['application/json']?.properties?.errorCode?.enum;
      expect(codes('POST /menu', '401')).toEqual(['tokenExpired', 'unauthenticated']);
      expect(codes('POST /menu', '403')).toEqual(['csrfMismatch', 'forbidden']);
      expect(codes('POST /menu', '400')).toEqual(expect.arrayContaining(['validationFailed', 'multipartInvalid']));
      expect(codes('GET /map/config', '401')).toBeUndefined();
      expect(codes('PUT /order/:id/cancel', '409')).toContain('orderNotPending');
      expect(find('POST /menu').body).toMatchObject({ contentType: 'multipart/form-data', required: false });
      expect(find('DELETE /menu/:id').responses.get('204')).toEqual({});
    });

    it('documents query numbers with their types and bounds', () => {
      const page = operations.find((op) => op.accessKey === 'GET /paged-restaurants')!.parameters.find((p) => p.name === 'page');
      expect(page?.schema).toMatchObject({ type: 'integer', minimum: 1 });
    });
  });
}

function describeUnknownQueries(withQuery: Operation[]) {
  describe('unknown query parameters', () => {
    it.each(withQuery.map((op) => [op.accessKey, op] as const))('%s refuses one with 400 and the field', async (_key, op) => {
      const access = ROUTE_ACCESS[op.accessKey] ?? 'public';
      const caller = callers.find((c) => allows(access, c.role))!;
      const path = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, '1']));
      // Fastify checks the body before the query: the body must pass for the query's answer to show.
      const body = op.body?.contentType === 'application/json' ? { json: exampleValue(op.body.schema) } : undefined;
      const res = await send(op, caller, { path, query: { fuzzUnknown: '1' }, headers: {}, body, mutation: 'unknown query parameter' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty('fuzzUnknown');
    });
  });
}

function describeFuzzing(firstPhase: Operation[], lastPhase: Operation[]) {
  describe.each([
    ['operations', firstPhase],
    ['operations that change the callers themselves', lastPhase],
  ])('fuzzing %s against the document', (_phase, phase) => {
    it.each(phase.map((op) => [op.accessKey, op] as const))(
      '%s',
      async (_key, op) => {
        expect(await fuzzOperation(op)).toEqual([]);
      },
      120_000,
    );
  });
}
