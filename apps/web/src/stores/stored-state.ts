import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { z } from 'zod';

/** The schemas of what the persisted stores keep, with zod: a chunk of its own, loaded on demand. */
export function loadStoredStateSchemas() {
  return import('./stored-state-schemas');
}

function readRaw(name: string): string | null {
  try {
    return localStorage.getItem(name);
  } catch {
    return null;
  }
}

/**
 * localStorage for a persisted zustand store, read through the contracts' schemas: a corrupt or
 * older value is dropped (and removed), never handed to the app. The schemas (and zod) load only
 * when something is stored, so a first visit never downloads them; the store hydrates once they
 * are in (`whenHydrated`), a few milliseconds after start for a returning visitor.
 */
export function validatedStorage<S>(loadSchema: () => Promise<z.ZodType<S>>): PersistStorage<S> {
  return {
    getItem(name) {
      const raw = readRaw(name);
      if (raw === null) return null;
      return loadSchema().then(
        (schema) => {
          let stored: Partial<StorageValue<unknown>> | null = null;
          try {
            stored = JSON.parse(raw) as Partial<StorageValue<unknown>> | null;
          } catch {
            // Not JSON: dropped below like any other value the schema refuses.
          }
          const state = schema.safeParse(stored?.state);
          if (state.success) return { state: state.data, version: typeof stored?.version === 'number' ? stored.version : 0 };
          localStorage.removeItem(name);
          return null;
        },
        // The schemas could not be downloaded (offline): start empty and leave the stored value.
        () => null,
      );
    },
    setItem: (name, value) => localStorage.setItem(name, JSON.stringify(value)),
    removeItem: (name) => localStorage.removeItem(name),
  };
}

interface PersistedStore {
  persist: { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void };
}

/** Resolves once the store has read (and checked) what was stored; at once when nothing was. */
export function whenHydrated(store: PersistedStore): Promise<void> {
  if (store.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}
