import { W, H, background, circle, rng, svg } from './kit';
import { MAIN_SCENES } from './styles-mains';
import { MORE_SCENES } from './styles-more';

/** Every picture the seed can draw, by name; menus and extras name the one that fits. */
export const SCENES = { ...MAIN_SCENES, ...MORE_SCENES };
export type StyleKey = keyof typeof SCENES;

export function styleSvg(key: StyleKey): string {
  return svg(SCENES[key](rng(key)));
}

/**
 * A restaurant cover: three of its dishes as round cut-outs on the cuisine's colour, so each
 * cuisine gets a recognisable picture without drawing a separate scene for it.
 */
export function coverSvg(key: string, color: string, dishes: [StyleKey, StyleKey, StyleKey]): string {
  const spots = [
    { x: 190, y: 250, r: 150 },
    { x: 450, y: 160, r: 115 },
    { x: 470, y: 370, r: 95 },
  ];
  let body = background(color, 'dots');
  spots.forEach((s, i) => {
    const k = (s.r * 2.1) / H;
    const tx = s.x - (W / 2) * k;
    const ty = s.y - (H / 2) * k;
    body +=
      `<clipPath id="cover${i}"><circle cx="${s.x}" cy="${s.y}" r="${s.r}"/></clipPath>` +
      circle(s.x + 8, s.y + 12, s.r, '#000', 'fill-opacity="0.2" stroke-opacity="0.2"') +
      `<g clip-path="url(#cover${i})"><g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${k.toFixed(3)})">${SCENES[dishes[i]!](rng(`${key}:${i}`))}</g></g>` +
      circle(s.x, s.y, s.r, 'none', 'stroke="#fff" stroke-width="8"');
  });
  return svg(body);
}
