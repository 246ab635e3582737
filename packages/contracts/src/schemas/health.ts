import { z } from 'zod';

/** GET /health: the process answers HTTP (issue 11, docs/deploy.md). */
export const livenessSchema = z.object({ status: z.literal('ok') });
/** GET /ready: this instance can serve requests. */
export const readinessSchema = z.object({ status: z.literal('ready') });
