import { z } from 'zod';

/** The demo payment page's session (DESIGN.md section 1): an unguessable id in the path. */
export const paymentSessionParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });
/** The page's Pay and Cancel forms: the token that proves the page was ours. */
export const demoPaymentFormSchema = z.strictObject({ token: z.string().min(1).max(200) });
/** Stripe's webhook answer: the event was taken. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
