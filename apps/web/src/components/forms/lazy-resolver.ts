import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { preloadOnFirstInput, type LazySchema } from '../../lib/lazy-schema';

const loadZodResolver = () => import('@hookform/resolvers/zod').then((module) => module.zodResolver);

/**
 * zodResolver(schema) for a schema that downloads on demand, so a page with a form does not carry
 * zod in its first load. The download starts when the person first focuses, taps or types on the
 * page; a submit (or a re-validation) before it finished waits for it, then validates exactly as
 * zodResolver does, because it is zodResolver.
 */
export function lazyZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: LazySchema<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  preloadOnFirstInput(schema, () => Promise.all([loadZodResolver(), schema.load()]));
  return async (values, context, options) => {
    const [zodResolver, loaded] = await Promise.all([loadZodResolver(), schema.load()]);
    return zodResolver(loaded)(values, context, options) as never;
  };
}
