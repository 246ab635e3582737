import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * One thing every request passes before its route runs: the CSRF cookie, the security headers, the
 * bearer token, the CSRF check, the rate limit. It returns nothing when it is done at once, or a
 * promise when it must wait (a token not seen before); it throws to refuse the request, and the
 * error handler answers. `config` is the route's config, read once for all the steps.
 */
export type RequestStep = (request: FastifyRequest, reply: FastifyReply, config: FastifyContextConfig) => void | Promise<void>;

/** An app's steps in the order they run, and how many at the end were added as `last`. */
interface Steps {
  list: RequestStep[];
  lastCount: number;
}
const stepsByApp = new WeakMap<FastifyInstance, Steps>();

/**
 * Adds a step after the ones added before it; with `last`, after every step without it (the rate
 * limit: a refused token or CSRF header is answered without being counted). Every step runs in one
 * onRequest hook: each Fastify hook costs its runner, closures and a `reply.sent` check on every
 * request, about 0.5 µs apiece here, and six of them were a sixth of a cached read's CPU (decision
 * 032, sixth round). The order is the order the plugins are registered in (app.ts), as it was with
 * one hook each.
 */
export function addRequestStep(app: FastifyInstance, step: RequestStep, options: { last?: boolean } = {}): void {
  let steps = stepsByApp.get(app);
  if (!steps) {
    const created: Steps = { list: [], lastCount: 0 };
    stepsByApp.set(app, (steps = created));
    app.addHook('onRequest', (request, reply, done) => runFrom(created.list, 0, request, reply, request.routeOptions.config, done));
  }
  if (options.last) {
    steps.list.push(step);
    steps.lastCount += 1;
  } else {
    steps.list.splice(steps.list.length - steps.lastCount, 0, step);
  }
}

/** Runs the steps from `from` on; a step that must wait resumes the rest when it has settled. */
function runFrom(
  steps: RequestStep[],
  from: number,
  request: FastifyRequest,
  reply: FastifyReply,
  config: FastifyContextConfig,
  done: (error?: Error) => void,
): void {
  for (let i = from; i < steps.length; i++) {
    let waiting: void | Promise<void>;
    try {
      waiting = steps[i]!(request, reply, config);
    } catch (error) {
      return done(error as Error);
    }
    if (waiting) {
      waiting.then(() => runFrom(steps, i + 1, request, reply, config, done), done);
      return;
    }
  }
  done();
}
