/** Shared look of the header's dropdown menus (Radix), so both menus feel like one product. */
export const menuContentClass = 'z-50 min-w-52 rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl shadow-stone-900/10 outline-none';

export const menuItemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/** Triggers are styled here because a stand-in button with the same look shows until Radix loads. */
export const languageTriggerClass =
  'inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=open]:bg-stone-100';

export const visitorTriggerClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full text-ink ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=open]:bg-stone-100';
