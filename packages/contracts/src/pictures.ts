import { IMAGE_WIDTHS } from './menus';

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The `sizes` of the pictures a page shows first: the web app's `<img>` (restaurant-card.tsx,
 * menu-header.tsx) and the server's `Link` preload of them (route-preloads.ts) must carry the same
 * srcset and sizes, or the browser picks two candidates and fetches the picture twice.
 * They state the rendered width, page padding included (`px-4`, `sm:px-6`, the grid's `gap-4`):
 * `100vw` would overstate a 412 px phone's 380 px card, and at DPR 1.75 pick the 960 px picture
 * where 720 px covers its 665 device pixels (issue 11).
 */
export const PICTURE_SIZES = {
  /** The list's grid: one column, two from 640 px, three from 1024 px, at most 400 px (max-w-7xl). */
  card: '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 5rem) / 3), (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)',
  /** A menu's header: the page's width on a phone, 320 px (md:w-80) beside the name from 768 px. */
  menuHeader: '(min-width: 768px) 320px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
} as const;

/** The widths a picture shown at most `maxWidth` CSS px wide offers in its srcset (up to DPR 2). */
export function srcsetWidths(maxWidth: ImageWidth): ImageWidth[] {
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth * 2);
}
