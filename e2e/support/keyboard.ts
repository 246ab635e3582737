import { expect, type Page } from '@playwright/test';

/** What has the keyboard focus, and whether a sighted keyboard user can see where it is. */
export interface FocusInfo {
  /** Tag, role, name and a link's path, for messages: `button "Add Margherita"`, `a "Pizzeria" → /details/menu/3`. */
  label: string;
  onBody: boolean;
  /** The page's <main> or main heading, where the app puts the focus after a new screen or a full page load. */
  onMain: boolean;
  /** An outline or a box-shadow ring on the element, an outline on its ::after (a card's link) or on the option around it. */
  ring: boolean;
  /** The ring runs outside the box of an ancestor that hides overflow. */
  clipped: boolean;
}

/**
 * Reads the focused element in the page. A ring counts when its computed outline (or ring shadow)
 * is drawn with some width and a colour that is not transparent; an outline on ::after counts for
 * a link that stretches over its card. "Clipped" compares the ring's outer edge with the nearest
 * ancestor that hides overflow: that ancestor would cut the ring off.
 */
export function readFocus(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return { label: 'body', onBody: true, onMain: false, ring: false, clipped: false };
    // The main heading a full page load focuses holds the place as <main> does; it is no Tab stop.
    if (el.tagName === 'MAIN' || (el.tagName === 'H1' && el.tabIndex === -1))
      return { label: el.tagName.toLowerCase(), onBody: false, onMain: true, ring: false, clipped: false };
    const labelled = 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : undefined;
    const name = (el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const href = el instanceof HTMLAnchorElement ? ` → ${new URL(el.href).pathname}` : '';
    const label = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}"${href}`;
    const drawn = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(.*,\s*0\)|transparent/.test(style.outlineColor);
    const own = getComputedStyle(el);
    const after = getComputedStyle(el, '::after');
    const shadow = own.boxShadow !== 'none' && own.boxShadow !== '';
    const onAfter = !drawn(own) && drawn(after) && after.position === 'absolute';
    // A radio's ring may be drawn by the option around it (`has-[:focus-visible]:outline`).
    let holder: HTMLElement | null = null;
    if (!drawn(own) && !shadow && !onAfter) {
      for (let a = el.parentElement, depth = 0; a && depth < 3 && !holder; a = a.parentElement, depth++) if (drawn(getComputedStyle(a))) holder = a;
    }
    const ring = drawn(own) || shadow || onAfter || !!holder;
    // The ring's box: the element's, its holder's, or for ::after its containing block's (the card).
    let box = (holder ?? el).getBoundingClientRect();
    let from: HTMLElement | null = (holder ?? el).parentElement;
    if (onAfter) {
      let block = el.parentElement;
      while (block && getComputedStyle(block).position === 'static') block = block.parentElement;
      if (block) {
        box = block.getBoundingClientRect();
        from = block;
      }
    }
    const style = onAfter ? after : holder ? getComputedStyle(holder) : own;
    const grow = drawn(style) ? parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) : 0;
    let clipped = false;
    let clip = '';
    for (let a = from; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (!/hidden|clip|auto|scroll/.test(`${s.overflowX} ${s.overflowY}`)) continue;
      const r = a.getBoundingClientRect();
      const tol = 0.5;
      clipped = box.left - grow < r.left - tol || box.top - grow < r.top - tol || box.right + grow > r.right + tol || box.bottom + grow > r.bottom + tol;
      if (clipped)
        clip = `ring ${Math.round(box.left - grow)}..${Math.round(box.right + grow)} × ${Math.round(box.top - grow)}..${Math.round(box.bottom + grow)} outside ${a.tagName.toLowerCase()} ${Math.round(r.left)}..${Math.round(r.right)} × ${Math.round(r.top)}..${Math.round(r.bottom)}`;
      break;
    }
    return { label: clipped ? `${label} (${clip})` : label, onBody: false, onMain: false, ring, clipped };
  });
}

/**
 * The focus is on something (not the page's body) and shows a ring that nothing cuts off. With
 * `settle`, it first waits for the focus to leave <body> (a new screen moves it a moment later).
 */
export async function expectVisibleFocus(page: Page, where: string, { settle = false } = {}): Promise<FocusInfo> {
  if (settle) await expect.poll(async () => (await readFocus(page)).onBody, { message: `focus stays on <body> ${where}`, timeout: 2_000 }).toBe(false);
  const info = await readFocus(page);
  expect(info.onBody, `focus fell to <body> ${where}`).toBe(false);
  // <main> is not a Tab stop; it only holds the place from where Tab goes on.
  if (info.onMain) return info;
  expect(info.ring, `${info.label} has no visible focus ring ${where}`).toBe(true);
  expect(info.clipped, `${info.label}'s focus ring is clipped ${where}`).toBe(false);
  return info;
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's label matches, checking on the way that
 * every stop shows its ring. Returns how many presses it took, so a test can bound the distance.
 */
export async function tabTo(page: Page, target: RegExp, { max = 40, backwards = false } = {}): Promise<number> {
  const seen: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const info = await expectVisibleFocus(page, `after ${presses} × ${backwards ? 'Shift+Tab' : 'Tab'} towards ${target} (via ${seen.join(' → ')})`);
    seen.push(info.label);
    if (target.test(info.label)) return presses;
  }
  throw new Error(`${target} not reached in ${max} presses; the focus went through: ${seen.join(' → ')}`);
}
