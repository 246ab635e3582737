import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { RegistrationType } from '@forkly/contracts';
import { STORAGE_KEYS } from '../lib/session';
import { loadStoredStateSchemas, validatedStorage } from './stored-state';

/** What the first two registration steps collected. Passwords are never stored. */
export interface SignupData {
  type?: RegistrationType;
  /** The invitation code of partner types; undefined for regular sign-up. */
  verificationcode?: string;
  lastname?: string;
  firstname?: string;
  contact?: string;
  email?: string;
  name?: string;
  bio?: string;
  street?: string;
  houseNumber?: string;
  zip?: string;
  city?: string;
  /** Set when the address came from the address search and was not edited afterwards. */
  latitude?: number;
  longitude?: number;
  placeId?: string;
}

/** What `signup-storage` keeps. */
interface StoredSignup {
  data: SignupData;
  basicCompleted: boolean;
  addressCompleted: boolean;
}

interface SignupState extends StoredSignup {
  /** The basic step: a new type or code starts over, so two invitations never mix. */
  saveBasic(type: RegistrationType, verificationcode: string | undefined, fields: Partial<SignupData>): void;
  saveAddress(fields: Pick<SignupData, 'street' | 'houseNumber' | 'zip' | 'city' | 'latitude' | 'longitude' | 'placeId'>): void;
  reset(): void;
}

const initial = { data: {}, basicCompleted: false, addressCompleted: false };

/** SPEC.md sections 3 and 4: sign-up data persisted under `signup-storage` between the steps. */
export const useSignupStore = create<SignupState>()(
  persist(
    (set) => ({
      ...initial,
      saveBasic: (type, verificationcode, fields) =>
        set((s) => {
          const sameFlow = s.data.type === type && s.data.verificationcode === verificationcode;
          const data = sameFlow ? { ...s.data, ...fields } : { type, verificationcode, ...fields };
          return { data, basicCompleted: true, addressCompleted: sameFlow && s.addressCompleted };
        }),
      saveAddress: (fields) => set((s) => ({ data: { ...s.data, ...fields }, addressCompleted: true })),
      reset: () => set(initial),
    }),
    {
      name: STORAGE_KEYS.signup,
      storage: validatedStorage<StoredSignup>(() => loadStoredStateSchemas().then((m) => m.storedSignupSchema)),
      partialize: (s) => ({ data: s.data, basicCompleted: s.basicCompleted, addressCompleted: s.addressCompleted }),
    },
  ),
);

/** Whether the stored data belongs to this registration link (same type and code). */
export function isSameFlow(data: SignupData, type: RegistrationType, verificationcode: string | undefined): boolean {
  return data.type === type && data.verificationcode === verificationcode;
}

/** Step progress for this link; data of another link counts as nothing done. */
export function useSignupProgress(type: RegistrationType, verificationcode: string | undefined) {
  // Two primitive selections: a selector returning a new object would re-render without end.
  const basicDone = useSignupStore((s) => isSameFlow(s.data, type, verificationcode) && s.basicCompleted);
  const addressDone = useSignupStore((s) => isSameFlow(s.data, type, verificationcode) && s.basicCompleted && s.addressCompleted);
  return { basicDone, addressDone };
}
