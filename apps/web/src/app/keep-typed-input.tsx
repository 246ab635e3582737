import { useLayoutEffect, type ReactNode } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';

/** A field's identity across the two renders (React's generated ids differ between them). */
function fieldKey(field: Field): string {
  return [field.tagName, field.type, field.name, field.getAttribute('role'), field.placeholder, field.getAttribute('aria-label')].join('|');
}

function byKey(fields: Field[]): Map<string, Field[]> {
  const groups = new Map<string, Field[]>();
  for (const field of fields) groups.set(fieldKey(field), [...(groups.get(fieldKey(field)) ?? []), field]);
  return groups;
}

export interface Prerendered {
  container: HTMLElement;
  fields: Field[];
  focused?: Field;
  stop: () => void;
}

/** Watches a prerendered page until the app replaces it: its fields and the one last focused. */
export function watchPrerendered(container: HTMLElement): Prerendered {
  const fields = [...container.querySelectorAll<Field>(TEXT_FIELDS)];
  const onFocus = (event: FocusEvent) => (watched.focused = fields.find((field) => field === event.target) ?? watched.focused);
  const watched: Prerendered = {
    container,
    fields,
    focused: fields.find((field) => field === document.activeElement),
    stop: () => container.removeEventListener('focusin', onFocus),
  };
  container.addEventListener('focusin', onFocus);
  return watched;
}

/** What typing does: the native setter, then an input event, so React's onChange runs. */
function typeInto(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The prerendered landing page is on screen before the app runs, and the app replaces its nodes
 * when it starts. Whatever the visitor typed into it meanwhile (an address, say) is carried over
 * into the app's same field, as if typed there, and the focus with it.
 */
export function KeepTypedInput({ from, children }: { from: Prerendered; children: ReactNode }) {
  useLayoutEffect(() => {
    from.stop();
    const now = byKey([...from.container.querySelectorAll<Field>(TEXT_FIELDS)]);
    for (const [key, before] of byKey(from.fields)) {
      before.forEach((old, i) => {
        const field = now.get(key)?.[i];
        // Still connected: the app did not replace it (nothing to carry, or already done).
        if (!field || old.isConnected) return;
        if (old.value !== old.defaultValue) typeInto(field, old.value);
        if (old === from.focused && document.activeElement === document.body) field.focus();
      });
    }
  }, [from]);
  return children;
}
