import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { startFakeHttpServer, type FakeAnswer, type FakeHttpServer, type FakeRequest } from './fake-http-server';

export const FAKE_STRIPE_KEY = 'sk_test_forkly_fake';
export const FAKE_WEBHOOK_SECRET = 'whsec_forkly_fake_secret';

type Json = Record<string, unknown>;

export interface FakeSession extends Json {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  expires_at: number;
  url: string | null;
}

export interface FakeStripe {
  /** The environment that points the app's Stripe adapter here. */
  env: Record<string, string>;
  server: FakeHttpServer;
  /** The fake's own answers, to give back after a test made the server fail. */
  handler: (request: FakeRequest) => FakeAnswer;
  sessions: Map<string, FakeSession>;
  refunds: Json[];
  /** The form-encoded body of each request, decoded into objects and arrays. */
  bodies: { method: string; path: string; idempotencyKey?: string; body: Json }[];
  /** The customer pays on Stripe's page: the session completes (as Stripe does before the webhook). */
  pay(sessionId: string): FakeSession;
  /** Stripe's own clock ends the session. */
  expire(sessionId: string): FakeSession;
  /** A signed webhook delivery for the session, as Stripe would POST it. */
  delivery(type: string, session: FakeSession, options?: { secret?: string; eventId?: string }): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` (Stripe's form encoding) into nested objects; all-index objects become arrays. */
export function decodeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length && entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

const stripeError = (status: number, type: string, message: string, code?: string): FakeAnswer => ({ status, body: { error: { type, message, code } } });

/**
 * A local stand-in for the Stripe API in its documented shapes: Checkout Sessions (create,
 * retrieve, expire), coupons and refunds, whole or in parts (a refund of a refunded payment is refused as Stripe
 * does), with idempotency keys replayed as Stripe does (the same key with another body is
 * refused). Records every call for the tests to look at.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const coupons = new Map<string, Json>();
  const refunds: Json[] = [];
  const bodies: FakeStripe['bodies'] = [];
  const replies = new Map<string, { text: string; answer: FakeAnswer }>();

  const createSession = (body: Json): FakeAnswer => {
    const created = now();
    const expiresAt = Number(body.expires_at);
    if (expiresAt < created + 1800 || expiresAt > created + 86400) {
      return stripeError(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'parameter_invalid_integer',
      );
    }
    const lines = (body.line_items as { quantity: string; price_data: { unit_amount: string; currency: string } }[]) ?? [];
    const subtotal = lines.reduce((sum, l) => sum + Number(l.quantity) * Number(l.price_data.unit_amount), 0);
    const couponId = (body.discounts as { coupon: string }[] | undefined)?.[0]?.coupon;
    const discount = couponId ? Number(coupons.get(couponId)?.amount_off ?? 0) : 0;
    const sessionId = id('cs');
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: subtotal,
      amount_total: subtotal - discount,
      currency: lines[0]?.price_data.currency ?? 'eur',
      client_reference_id: body.client_reference_id ?? null,
      customer_email: body.customer_email ?? null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      payment_intent: null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      created,
      expires_at: expiresAt,
      livemode: false,
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
    };
    sessions.set(sessionId, session);
    return { body: session };
  };

  const route = (request: FakeRequest, path: string, body: Json): FakeAnswer => {
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (request.method === 'POST' && path === '/v1/coupons') {
      const coupon = { id: id('co'), object: 'coupon', ...body, amount_off: Number(body.amount_off), valid: true };
      coupons.set(coupon.id, coupon);
      return { body: coupon };
    }
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      if (!session) return stripeError(404, 'invalid_request_error', `No such checkout.session: '${sessionPath[1]}'`, 'resource_missing');
      if (request.method === 'GET' && !sessionPath[2]) return { body: session };
      if (request.method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open') return stripeError(400, 'invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.');
        Object.assign(session, { status: 'expired', url: null });
        return { body: session };
      }
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const paid = [...sessions.values()].find((s) => s.payment_intent === body.payment_intent);
      if (!paid) return stripeError(404, 'invalid_request_error', `No such payment_intent: '${String(body.payment_intent)}'`, 'resource_missing');
      // What is left of the payment may be refunded, in parts (an `amount`) or all at once; once
      // nothing is left Stripe refuses another refund (another key, or none).
      const refunded = refunds.filter((r) => r.payment_intent === paid.payment_intent).reduce((sum, r) => sum + Number(r.amount), 0);
      const left = Number(paid.amount_total) - refunded;
      if (left <= 0) {
        return stripeError(400, 'invalid_request_error', `Charge ch_for_${String(paid.payment_intent)} has already been refunded.`, 'charge_already_refunded');
      }
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (amount > left)
        return stripeError(400, 'invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'amount_too_large');
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: paid.currency,
        payment_intent: paid.payment_intent,
        status: 'succeeded',
        metadata: body.metadata ?? {},
      };
      refunds.push(refund);
      return { body: refund };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path})`);
  };

  const handler = (request: FakeRequest): FakeAnswer => {
    const path = request.url.split('?')[0]!;
    const text = typeof request.body === 'string' ? request.body : '';
    const body = decodeForm(text);
    const key = request.headers['idempotency-key'] as string | undefined;
    bodies.push({ method: request.method, path, idempotencyKey: key, body });
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    if (!key || request.method !== 'POST') return route(request, path, body);
    const replay = replies.get(`${path} ${key}`);
    if (replay) {
      return replay.text === text
        ? replay.answer
        : stripeError(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
    }
    const answer = route(request, path, body);
    replies.set(`${path} ${key}`, { text, answer: { ...answer, body: structuredClone(answer.body) } });
    return answer;
  };
  const server = await startFakeHttpServer(handler);

  const sign = new Stripe(FAKE_STRIPE_KEY);
  return {
    env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_BASE: server.url },
    server,
    handler,
    sessions,
    refunds,
    bodies,
    pay: (sessionId) => Object.assign(sessions.get(sessionId)!, { status: 'complete', payment_status: 'paid', payment_intent: id('pi'), url: null }),
    expire: (sessionId) => Object.assign(sessions.get(sessionId)!, { status: 'expired', url: null }),
    delivery: (type, session, options = {}) => {
      const event = {
        id: options.eventId ?? id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(session) },
      };
      const payload = JSON.stringify(event);
      const signature = sign.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? FAKE_WEBHOOK_SECRET });
      return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
    },
    close: () => server.close(),
  };
}
