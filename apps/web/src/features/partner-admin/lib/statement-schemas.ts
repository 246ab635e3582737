import { z } from 'zod';
import { reviewBodySchema, signOffBodySchema } from '@forkly/contracts/schemas';

// Loaded on demand by the statement forms (lazyZodResolver), so zod stays out of the page's first load.

/** The single-field review form of SPEC.md section 3: 'Review is required', 1-2000 characters. */
export const reviewFormSchema = z.object({ review: reviewBodySchema.shape.reviewStatement });

/** The single-field sign-off form: 'Statement is required', 1-2000 characters. */
export const signOffFormSchema = z.object({ statement: signOffBodySchema.shape.signoffStatement });
