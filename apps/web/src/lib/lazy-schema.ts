import type { z } from 'zod';
import type * as ContractsModule from '@forkly/contracts/schemas';

type Contracts = typeof ContractsModule;
type ContractSchemaName = { [K in keyof Contracts]: Contracts[K] extends z.ZodType ? K : never }[keyof Contracts];

/**
 * A zod schema that is downloaded when first needed rather than with the page. zod and the
 * contracts' schemas are ~30 KB gzip, more than a page's own code, and every use of a schema
 * (checking an answer, validating a submitted form) already comes after an await.
 */
export interface LazySchema<S extends z.ZodType = z.ZodType> {
  load(): Promise<S>;
}

/** A schema from a loader (a dynamic import); loaded once, tried again if the download failed. */
export function lazySchema<S extends z.ZodType>(loader: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined;
  return {
    load() {
      loading ??= loader().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

export function isLazySchema(value: unknown): value is LazySchema {
  return typeof value === 'object' && value !== null && typeof (value as Partial<LazySchema>).load === 'function';
}

/** The contracts' schemas: one chunk with zod, shared by every lazy schema of the app. */
export function loadContractSchemas(): Promise<Contracts> {
  return import('@forkly/contracts/schemas');
}

const byName = new Map<ContractSchemaName, LazySchema>();

/** A schema of packages/contracts by its export name, e.g. `contractSchema('orderSchema')`. */
export function contractSchema<K extends ContractSchemaName>(name: K): LazySchema<Contracts[K]> {
  let schema = byName.get(name);
  if (!schema) {
    schema = lazySchema(() => loadContractSchemas().then((contracts) => contracts[name] as z.ZodType));
    byName.set(name, schema);
  }
  return schema as LazySchema<Contracts[K]>;
}

const preloading = new WeakSet<object>();

/**
 * Starts a download once, when the browser is next idle, so a form's first submit rarely waits
 * for it. Safe to call on every render.
 */
export function preloadWhenIdle(key: object, load: () => Promise<unknown>): void {
  if (preloading.has(key)) return;
  preloading.add(key);
  const start = () => void load().catch(() => preloading.delete(key));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 1);
}

const INPUT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Starts a download once, when the person first touches, clicks or tabs into the page: a form's
 * validation code (zod, ~40 KB on the wire) is needed only after someone typed, and a phone that
 * only looks at the page never downloads it (issue 11: the login page's first load).
 */
export function preloadOnFirstInput(key: object, load: () => Promise<unknown>): void {
  if (preloading.has(key) || typeof document === 'undefined') return;
  preloading.add(key);
  const start = () => {
    for (const type of INPUT_EVENTS) document.removeEventListener(type, start, true);
    void load().catch(() => preloading.delete(key));
  };
  // A field focused before this ran (autofocus) is input already.
  if (document.activeElement && document.activeElement !== document.body) return start();
  for (const type of INPUT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
}
