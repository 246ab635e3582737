import { create } from 'zustand';

interface CartSheetState {
  /** The sheet is showing. */
  open: boolean;
  /** Asked for at least once: its code is loaded and it stays mounted for Radix's exit animation. */
  mounted: boolean;
  setOpen(open: boolean): void;
}

/**
 * The one cart sheet's state, so that more than the header's cart button can open it: the menu's
 * basket bar on a phone and its basket column on a desktop do too (issue 25).
 */
export const useCartSheet = create<CartSheetState>()((set) => ({
  open: false,
  mounted: false,
  setOpen: (open) => set((s) => ({ open, mounted: s.mounted || open })),
}));

export const openCartSheet = () => useCartSheet.getState().setOpen(true);
