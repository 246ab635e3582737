import { create } from 'zustand';

export type ToastKind = 'error' | 'success' | 'pending';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  /** Already translated text shown under the fixed title of its kind. */
  description: string;
}

interface ToastState {
  current?: ToastMessage;
  show(kind: ToastKind, description: string): number;
  dismiss(id?: number): void;
}

let nextId = 1;

/** Only one toast is shown at a time (SPEC.md section 2): a new one replaces the current one. */
export const useToastStore = create<ToastState>((set, get) => ({
  current: undefined,
  show: (kind, description) => {
    const id = nextId++;
    set({ current: { id, kind, description } });
    return id;
  },
  dismiss: (id) => {
    if (id === undefined || get().current?.id === id) set({ current: undefined });
  },
}));

export const toast = {
  error: (description: string) => useToastStore.getState().show('error', description),
  success: (description: string) => useToastStore.getState().show('success', description),
  pending: (description: string) => useToastStore.getState().show('pending', description),
  dismiss: (id?: number) => useToastStore.getState().dismiss(id),
};
