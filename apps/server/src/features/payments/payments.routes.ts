import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { pagePaths, paymentsEndpoints } from '@forkly/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { renderPaymentNotice, renderPaymentPage } from './demo-page';
import { pageLanguage, type PageLanguage } from './html';
import { cancelDemo, demoPaymentView, payDemo, type DemoOutcome } from './payments.service';

/** The page's own forms post urlencoded; JSON is read as well. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'application/json'];
const page = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
/** The page's answers as the OpenAPI document lists them (HTML, or a 303 back to the app). */
const pageResponses = { 200: page('The payment page, or the notice that the order is paid'), 410: page('The session has expired') };
const formResponses = {
  303: z.undefined().describe('Paid or cancelled: back to the app (Location)'),
  400: page('The session or the form token is not valid'),
  410: page('The session has expired'),
};

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** After Pay or Cancel the browser goes back to the app with a 303, so a reload never posts again. */
function answer(reply: FastifyReply, outcome: DemoOutcome, language: PageLanguage) {
  switch (outcome.kind) {
    case 'paid':
      return reply.redirect(pagePaths.paymentSuccess(outcome.orderId), 303);
    case 'cancelled':
      return reply.redirect(pagePaths.paymentCancel(outcome.orderId), 303);
    case 'expired':
      return sendHtml(reply, 410, renderPaymentNotice({ notice: 'expired', language, orderId: outcome.orderId }));
    case 'invalid':
      return sendHtml(reply, 400, renderPaymentNotice({ notice: 'invalid', language }));
  }
}

/**
 * The demo payment provider (DESIGN.md section 1): a hosted-style page served by us. The browser
 * reaches it by navigation, without the app's bearer token or CSRF header: the unguessable session
 * id and the form's token protect it instead (`csrf: false`).
 */
export async function paymentsRoutes(app: FastifyInstance) {
  // The page's forms post urlencoded; only this plugin accepts that.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const limits = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  registerEndpoint(
    app,
    paymentsEndpoints.demoPaymentPage,
    async (request, reply) => {
      const language = pageLanguage(request.cookies.locale);
      const view = await demoPaymentView(app.deps, { sessionId: request.params.sessionId });
      if (view.kind === 'pay')
        return sendHtml(reply, 200, renderPaymentPage({ order: view.order, sessionId: request.params.sessionId, token: view.token, language }));
      if (view.kind === 'paid') return sendHtml(reply, 200, renderPaymentNotice({ notice: 'paid', language, orderId: view.orderId }));
      return sendHtml(reply, 410, renderPaymentNotice({ notice: 'expired', language, orderId: view.orderId }));
    },
    { config: limits, schema: { response: pageResponses } },
  );

  const form = { config: { ...limits, csrf: false }, schema: { consumes: FORM_TYPES, response: formResponses } };
  registerEndpoint(
    app,
    paymentsEndpoints.payDemo,
    async (request, reply) => {
      const outcome = await payDemo(app.deps, {
        sessionId: request.params.sessionId,
        token: request.body.token,
        log: (error) => request.log.error({ err: error }, 'order confirmation mail failed'),
      });
      return answer(reply, outcome, pageLanguage(request.cookies.locale));
    },
    form,
  );
  registerEndpoint(
    app,
    paymentsEndpoints.cancelDemo,
    async (request, reply) =>
      answer(reply, await cancelDemo(app.deps, { sessionId: request.params.sessionId, token: request.body.token }), pageLanguage(request.cookies.locale)),
    form,
  );
}
