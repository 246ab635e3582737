import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@forkly/contracts';
import { createTestContext, type TestContext } from '../../test/helper';
import authPlugin from '../plugins/auth';
import { allows } from './access';
import { ROUTE_ACCESS } from './route-access';

let ctx: TestContext;
const sessions = new Map<Role, { token: string; userId: number }>();

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) sessions.set(role, await ctx.loginAs(role));
});
afterAll(() => ctx.close());

// Logout ends the session the walk uses, so it goes last.
const entries = Object.entries(ROUTE_ACCESS).sort(([a], [b]) => Number(a.includes('logout')) - Number(b.includes('logout')));

function fill(path: string, id: number): string {
  return path.replace(':type', 'courier').replace(/:\w+/g, String(id)).replace('/*', '');
}

describe('route access table', () => {
  it('refuses to start with a route that is no endpoint of @forkly/contracts', async () => {
    const app = Fastify();
    // The auth plugin reads the JWT secret and the revoked sessions once, at registration.
    const deps = { config: { jwtSecret: new Uint8Array(32) }, revocations: new Set<string>() };
    await app.register(fp(async (scope) => void scope.decorate('deps', deps as never), { name: 'deps' }));
    await app.register(authPlugin);
    void app.register(async (api) => api.get('/api/not-an-endpoint', async () => 'never'));
    await expect(app.ready()).rejects.toThrow('GET /not-an-endpoint has no endpoint in @forkly/contracts');
  });

  it('lists only routes that exist', () => {
    for (const key of Object.keys(ROUTE_ACCESS)) {
      const [method, path] = key.split(' ') as [string, string];
      expect(ctx.app.hasRoute({ method: method as 'GET', url: `/api${path}` }), key).toBe(true);
    }
  });

  it.each(entries)('%s answers 401/403 exactly to the callers it does not allow', async (key, access) => {
    const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const callers: (Role | undefined)[] = [undefined, ...ROLES];
    for (const role of callers) {
      const session = role ? sessions.get(role) : undefined;
      const res = await ctx.request({
        method,
        url: `/api${fill(path, session?.userId ?? 1)}`,
        token: session?.token,
        payload: method === 'GET' ? undefined : {},
      });
      const denied = res.statusCode === 401 || res.statusCode === 403;
      expect({ key, role: role ?? 'visitor', denied, body: denied === allows(access, role) ? res.body : 'ok' }).toMatchObject({
        denied: !allows(access, role),
      });
    }
  });
});
