import { z } from 'zod';

// Loaded on demand by the form (lazyZodResolver), so zod stays out of the page's first load.

export const disableSchema = z.object({ password: z.string().min(1, { error: 'passwordRequired' }) });
