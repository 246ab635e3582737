import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '@forkly/contracts';
import { registerEndpoint } from './endpoint-route';

const user = { currentUserRole: 'USER', currentUserId: 4, username: 'customer', twoFactorEnabled: false } as const;
const read = (path: string) => defineEndpoint({ method: 'GET', path, access: 'public', tag: 't', answer: { status: 200, schema: 'activeUserSchema' } });
const remove = (path: string) => defineEndpoint({ method: 'DELETE', path, access: 'public', tag: 't', answer: { status: 204, schema: null } });

async function appWithRoutes() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerEndpoint(app, read('/sync'), () => ({ ...user, secret: 'not in the schema' }));
  registerEndpoint(app, read('/async'), async () => ({ ...user, secret: 'not in the schema' }));
  registerEndpoint(app, read('/sent'), (_request, reply) => reply.type('application/json').send('{"already":"serialised"}'));
  registerEndpoint(app, read('/own-code'), (_request, reply) => {
    reply.code(203);
    return user;
  });
  registerEndpoint(app, read('/throws'), () => {
    throw Object.assign(new Error('refused'), { statusCode: 409 });
  });
  registerEndpoint(app, read('/rejects'), async () => {
    throw Object.assign(new Error('refused'), { statusCode: 409 });
  });
  registerEndpoint(app, remove('/sync'), () => undefined);
  registerEndpoint(app, remove('/async'), async () => undefined);
  await app.ready();
  return app;
}

describe('registerEndpoint', () => {
  it('answers a handler ready at once exactly as an async one: status, schema and errors', async () => {
    const app = await appWithRoutes();
    const [sync, async] = await Promise.all([app.inject({ url: '/sync' }), app.inject({ url: '/async' })]);
    expect(sync.statusCode).toBe(200);
    expect(sync.json()).toEqual(user);
    expect(sync.body).toBe(async.body);

    const [removedSync, removedAsync] = await Promise.all([app.inject({ method: 'DELETE', url: '/sync' }), app.inject({ method: 'DELETE', url: '/async' })]);
    expect([removedSync.statusCode, removedSync.body]).toEqual([204, '']);
    expect([removedAsync.statusCode, removedAsync.body]).toEqual([204, '']);

    const [thrown, rejected] = await Promise.all([app.inject({ url: '/throws' }), app.inject({ url: '/rejects' })]);
    expect(thrown.statusCode).toBe(409);
    expect(thrown.body).toBe(rejected.body);
    await app.close();
  });

  it('keeps a reply the handler sent itself, and a code it chose', async () => {
    const app = await appWithRoutes();
    const sent = await app.inject({ url: '/sent' });
    expect([sent.statusCode, sent.body]).toEqual([200, '{"already":"serialised"}']);
    const own = await app.inject({ url: '/own-code' });
    expect(own.statusCode).toBe(203);
    expect(own.json()).toEqual(user);
    await app.close();
  });
});
