import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Role } from '@forkly/contracts';
import { STORAGE_KEYS, useSession } from '../lib/session';
import { loadStoredStateSchemas, validatedStorage } from './stored-state';

/** Who is logged in, remembered so a reload can greet the person before the API answers. */
export interface AuthData {
  username?: string;
  role?: Role;
  userId?: number;
}

interface AuthState {
  data: AuthData;
  setData(data: AuthData): void;
  clear(): void;
}

/** SPEC.md section 3: auth data persisted under `auth-storage`. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      data: {},
      setData: (data) => set({ data }),
      clear: () => set({ data: {} }),
    }),
    {
      name: STORAGE_KEYS.auth,
      storage: validatedStorage<{ data: AuthData }>(() => loadStoredStateSchemas().then((m) => m.storedAuthSchema)),
      partialize: (s) => ({ data: s.data }),
    },
  ),
);

// Logout removes the stored entry; forget the in-memory copy too, so no stale name lingers.
useSession.subscribe((state, previous) => {
  if (state.status === 'anonymous' && previous.status === 'authenticated') useAuthStore.getState().clear();
});
