import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addRequestStep } from './request-steps';

/** An app whose steps write down what ran; `/r` answers with that list. */
function appWith(add: (app: ReturnType<typeof Fastify>, ran: string[]) => void) {
  const app = Fastify();
  const ran: string[] = [];
  add(app, ran);
  app.get('/r', { config: { tag: 'route' } as never }, () => ran);
  app.setErrorHandler((error: Error, _request, reply) => reply.code(418).send({ error: error.message, ran }));
  return app;
}

describe('the request steps', () => {
  it('run in the order they were added, a `last` step after all the others, in one onRequest hook', async () => {
    const app = appWith((app, ran) => {
      addRequestStep(app, () => void ran.push('a'));
      addRequestStep(app, () => void ran.push('limit'), { last: true });
      addRequestStep(app, (_request, _reply, config) => void ran.push(`b:${(config as { tag?: string }).tag}`));
    });
    const res = await app.inject('/r');
    expect(res.json()).toEqual(['a', 'b:route', 'limit']);
    await app.close();
  });

  it('wait for a step that returns a promise, then run the rest', async () => {
    const app = appWith((app, ran) => {
      addRequestStep(app, () => new Promise<void>((resolve) => setTimeout(() => resolve(void ran.push('slow')), 5)));
      addRequestStep(app, () => void ran.push('after'));
    });
    expect((await app.inject('/r')).json()).toEqual(['slow', 'after']);
    await app.close();
  });

  it('stop at a step that throws or rejects: the error handler answers and the later steps never run', async () => {
    const thrown = appWith((app, ran) => {
      addRequestStep(app, () => {
        ran.push('refuse');
        throw new Error('no');
      });
      addRequestStep(app, () => void ran.push('never'));
    });
    expect((await thrown.inject('/r')).json()).toEqual({ error: 'no', ran: ['refuse'] });
    await thrown.close();

    const rejected = appWith((app, ran) => {
      addRequestStep(app, () => Promise.reject(new Error('later no')));
      addRequestStep(app, () => void ran.push('never'));
    });
    const res = await rejected.inject('/r');
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ error: 'later no', ran: [] });
    await rejected.close();
  });

  it('run for unknown paths too', async () => {
    const app = appWith((app, ran) => addRequestStep(app, (_request, reply) => void reply.header('x-step', String(ran.push('x')))));
    const res = await app.inject('/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-step']).toBe('1');
    await app.close();
  });
});
