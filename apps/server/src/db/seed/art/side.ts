import { type Rand, blob, circle, ellipse, group, path, rect, rotate, scatter } from './kit';

// Food seen from the side or in three quarters: stacked, poured or baked things read better so.

export type BurgerKind = 'classic' | 'bacon' | 'chicken' | 'veggie' | 'double';

export function burger(cx: number, base: number, kind: BurgerKind): string {
  const layers: string[] = [];
  let y = base;
  const layer = (h: number, draw: (top: number) => string) => {
    layers.push(draw(y - h));
    y -= h;
  };
  layer(34, (t) => path(`M${cx - 130} ${t} h260 q0 34 -30 34 h-200 q-30 0 -30 -34 Z`, '#d99a4e'));
  const patty = (t: number) =>
    path(
      `M${cx - 138} ${t + 6} q 0 -8 12 -8 h252 q12 0 12 8 v22 q0 8 -12 8 h-252 q-12 0 -12 -8 Z`,
      kind === 'chicken' ? '#d39b45' : kind === 'veggie' ? '#8e3b4f' : '#5b3120',
      'stroke="#000" stroke-opacity="0.2" stroke-width="2"',
    );
  layer(34, patty);
  if (kind !== 'chicken') layer(12, (t) => path(`M${cx - 136} ${t} h272 l -20 14 l-16 -4 l-20 18 l-14 -16 h-150 l-20 14 l-16 -12 Z`, '#f5b625'));
  if (kind === 'double') {
    layer(34, patty);
    layer(12, (t) => path(`M${cx - 136} ${t} h272 l -30 20 l-20 -8 h-170 l-20 12 Z`, '#f5b625'));
  }
  if (kind === 'bacon')
    layer(14, (t) => path(`M${cx - 140} ${t + 7} q 35 -14 70 0 t 70 0 t 70 0 t 70 0`, 'none', 'stroke="#9c2f25" stroke-width="12" stroke-linecap="round"'));
  layer(14, (t) => rect(cx - 120, t, 240, 14, '#d8403a', 'rx="6"'));
  layer(16, (t) => path(`M${cx - 146} ${t + 12} q 18 -18 36 0 t 36 0 t 36 0 t 36 0 t 36 0 t 36 0 t 36 0 t 36 0 v6 h-292 Z`, '#5fae3a'));
  layer(
    92,
    (t) =>
      path(`M${cx - 138} ${t + 92} q 0 -92 138 -92 q 138 0 138 92 Z`, '#e2a453', 'stroke="#b77634" stroke-width="3"') +
      ellipse(cx - 50, t + 30, 40, 14, '#fff', 'fill-opacity="0.18" stroke-opacity="0.18"'),
  );
  const seeds = [-80, -40, 0, 40, 80, -60, -20, 20, 60]
    .map((dx, i) => ellipse(cx + dx, y + 30 + (i > 4 ? 22 : 0) + Math.abs(dx) * 0.25, 6, 3, '#fbf0d4', rotate(dx / 3, cx + dx, y + 30)))
    .join('');
  return layers.join('') + seeds;
}

/** A filled bread: baguette (bánh mì, sandwich) or pita pocket (döner). */
export function sandwich(cx: number, base: number, kind: 'baguette' | 'pita' | 'roll'): string {
  if (kind === 'pita') {
    return (
      path(`M${cx - 150} ${base} A 150 150 0 0 1 ${cx + 150} ${base} Z`, '#e7c08a', 'stroke="#b98a4f" stroke-width="4"') +
      path(`M${cx - 130} ${base - 40} q 40 -60 130 -70 q 90 10 130 70`, 'none', 'stroke="#7a4122" stroke-width="34" stroke-linecap="round"') +
      path(`M${cx - 120} ${base - 70} q 40 -40 120 -50 q 80 10 120 50`, 'none', 'stroke="#5fae3a" stroke-width="16" stroke-linecap="round"') +
      [-80, -20, 40, 95].map((dx) => circle(cx + dx, base - 92 + Math.abs(dx) * 0.2, 14, '#d8403a')).join('') +
      path(`M${cx - 110} ${base - 108} q 60 -24 120 -6 q 50 14 100 0`, 'none', 'stroke="#fbf6ea" stroke-width="10" stroke-linecap="round"')
    );
  }
  const len = kind === 'baguette' ? 220 : 150;
  return (
    path(`M${cx - len} ${base} q -20 -40 20 -50 h${len * 2 - 40} q 40 10 20 50 Z`, '#d9984a', 'stroke="#a8682b" stroke-width="3"') +
    path(`M${cx - len + 20} ${base - 52} q ${len - 20} -30 ${len * 2 - 40} 0`, 'none', 'stroke="#5fae3a" stroke-width="16" stroke-linecap="round"') +
    path(
      `M${cx - len + 26} ${base - 62} q ${len - 26} -24 ${len * 2 - 52} 0`,
      'none',
      `stroke="${kind === 'baguette' ? '#c2573a' : '#f3d37a'}" stroke-width="14" stroke-linecap="round"`,
    ) +
    path(`M${cx - len + 10} ${base - 70} q -10 -60 40 -70 h${len * 2 - 100} q 50 10 40 70 Z`, '#e2a453', 'stroke="#a8682b" stroke-width="3"') +
    [0.25, 0.5, 0.75]
      .map((t) => path(`M${cx - len + t * len * 2 - 14} ${base - 120} l 28 -10`, 'none', 'stroke="#fbe3b8" stroke-width="5" stroke-linecap="round"'))
      .join('')
  );
}

/** A wrap cut in half, showing its rolled filling. */
export function wrap(cx: number, cy: number, filling: string): string {
  const half = (dx: number, ang: number) =>
    group(
      `rotate(${ang} ${cx + dx} ${cy})`,
      rect(cx + dx - 70, cy - 55, 140, 110, '#efd6a3', 'rx="30" stroke="#c9a66a" stroke-width="3"') +
        ellipse(cx + dx + 62, cy, 26, 50, '#f5e3bd') +
        ellipse(cx + dx + 64, cy, 18, 40, filling) +
        circle(cx + dx + 60, cy - 14, 7, '#5fae3a') +
        circle(cx + dx + 68, cy + 12, 7, '#d8403a'),
    );
  return half(-90, -8) + half(60, 14);
}

export function glass(
  cx: number,
  base: number,
  liquid: string,
  opts: { ice?: boolean; foam?: string; straw?: string; garnish?: string; mug?: boolean } = {},
): string {
  const top = base - 230;
  const shape = opts.mug
    ? `M${cx - 80} ${top} h160 v210 q0 20 -20 20 h-120 q-20 0 -20 -20 Z`
    : `M${cx - 85} ${top} h170 l -18 222 q-2 8 -10 8 h-114 q-8 0 -10 -8 Z`;
  let out = ellipse(cx + 10, base + 6, 110, 18, '#000', 'fill-opacity="0.18" stroke-opacity="0.18"');
  if (opts.straw)
    out += path(`M${cx + 20} ${base - 40} L${cx + 60} ${top - 60} l 30 -12`, 'none', `stroke="${opts.straw}" stroke-width="12" stroke-linecap="round"`);
  out += path(shape, '#ffffff', 'fill-opacity="0.35" stroke-opacity="0.35" stroke="#ffffff" stroke-width="4"');
  const lt = top + 36;
  out += path(
    opts.mug ? `M${cx - 74} ${lt} h148 v176 q0 16 -16 16 h-116 q-16 0 -16 -16 Z` : `M${cx - 80} ${lt} h160 l -15 186 q-2 6 -8 6 h-114 q-6 0 -8 -6 Z`,
    liquid,
  );
  if (opts.foam) out += rect(cx - 80, lt - 8, 160, 26, opts.foam, 'rx="10"');
  if (opts.ice)
    out += [
      [-40, 60],
      [20, 80],
      [-10, 130],
    ]
      .map(([dx, dy]) => rect(cx + dx!, lt + dy!, 44, 40, '#ffffff', `fill-opacity="0.4" stroke-opacity="0.4" rx="6" ${rotate(dx!, cx + dx!, lt + dy!)}`))
      .join('');
  if (opts.garnish)
    out +=
      circle(cx - 80, top + 10, 34, opts.garnish, 'stroke="#fff" stroke-width="5"') +
      path(`M${cx - 80} ${top - 24} v68 M${cx - 114} ${top + 10} h68`, 'none', 'stroke="#fff" stroke-opacity="0.6" stroke-width="3"');
  if (opts.mug) out += path(`M${cx + 80} ${top + 50} q 60 0 60 60 q0 60 -60 60`, 'none', 'stroke="#ffffff" stroke-opacity="0.6" stroke-width="14"');
  return out + path(`M${cx - 60} ${top + 50} v150`, 'none', 'stroke="#fff" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"');
}

/** A wedge of layered cake seen from the front: its long cut side shows the layers. */
export function cakeSlice(cx: number, base: number, layers: string[], top: string, fruit?: string): string {
  const h = 130;
  const a = { x: cx - 190, y: base - h + 10 };
  const b = { x: cx + 60, y: base - h - 70 };
  const c = { x: cx + 170, y: base - h + 20 };
  let out = path(`M${a.x} ${a.y} L${b.x} ${b.y} L${c.x} ${c.y} Z`, top, 'stroke="#000" stroke-opacity="0.08" stroke-width="2"');
  out += path(`M${c.x} ${c.y} L${b.x} ${b.y} V${b.y + h} L${c.x} ${c.y + h} Z`, layers[0] ?? '#e9c48a', 'fill-opacity="0.85" stroke-opacity="0.85"');
  const step = h / layers.length;
  layers.forEach((color, i) => {
    out += path(`M${a.x} ${a.y + i * step} L${c.x} ${c.y + i * step} V${c.y + (i + 1) * step} L${a.x} ${a.y + (i + 1) * step} Z`, color);
  });
  if (fruit)
    out +=
      circle(cx + 40, b.y + 40, 22, fruit, 'stroke="#000" stroke-opacity="0.2" stroke-width="2"') + circle(cx + 32, b.y + 32, 6, '#fff', 'fill-opacity="0.5"');
  return out;
}

/** A dessert in a glass: layers from bottom to top. */
export function cup(cx: number, base: number, layers: string[], topping?: string): string {
  let out = ellipse(cx + 10, base + 6, 100, 16, '#000', 'fill-opacity="0.18" stroke-opacity="0.18"');
  const h = 200 / layers.length;
  layers.forEach((c, i) => (out += rect(cx - 80, base - (i + 1) * h, 160, h, c, i === 0 ? 'rx="14"' : '')));
  if (topping) out += circle(cx - 20, base - 200 - 6, 18, topping) + circle(cx + 20, base - 200 - 2, 14, topping);
  return out + rect(cx - 88, base - 226, 176, 232, '#fff', 'fill-opacity="0.18" stroke-opacity="0.18" rx="18" stroke="#fff" stroke-width="4"');
}

export function croissant(cx: number, cy: number, scale = 1, chocolate = false): string {
  let out = '';
  const segs = [-2, -1, 0, 1, 2];
  for (const i of segs)
    out += ellipse(
      cx + i * 48 * scale,
      cy + Math.abs(i) * 22 * scale,
      (60 - Math.abs(i) * 10) * scale,
      (56 - Math.abs(i) * 12) * scale,
      Math.abs(i) % 2 ? '#c9802f' : '#dc9a45',
      `stroke="#8f5417" stroke-width="3" ${rotate(i * 24, cx + i * 48 * scale, cy)}`,
    );
  if (chocolate)
    out +=
      ellipse(cx - 40 * scale, cy + 10 * scale, 14 * scale, 6 * scale, '#4a2613') + ellipse(cx + 40 * scale, cy + 10 * scale, 14 * scale, 6 * scale, '#4a2613');
  return out + ellipse(cx, cy - 10 * scale, 30 * scale, 10 * scale, '#fff', 'fill-opacity="0.2" stroke-opacity="0.2"');
}

export function pretzel(r: Rand, cx: number, cy: number): string {
  const d = `M${cx - 20} ${cy + 90} C ${cx - 200} ${cy + 40} ${cx - 170} ${cy - 130} ${cx - 40} ${cy - 70} C ${cx + 40} ${cy - 30} ${cx + 20} ${cy + 60} ${cx + 60} ${cy + 90} M${cx + 20} ${cy + 90} C ${cx + 200} ${cy + 40} ${cx + 170} ${cy - 130} ${cx + 40} ${cy - 70} C ${cx - 40} ${cy - 30} ${cx - 20} ${cy + 60} ${cx - 60} ${cy + 90}`;
  return (
    path(d, 'none', 'stroke="#5c2f10" stroke-width="46" stroke-linecap="round"') +
    path(d, 'none', 'stroke="#8a4a1c" stroke-width="38" stroke-linecap="round"') +
    scatter(r, 40, cx, cy, 140, (x, y) => rect(x, y, 5, 4, '#ffffff', 'fill-opacity="0.85" stroke-opacity="0.85"'))
  );
}

export function donut(r: Rand, cx: number, cy: number, size: number, glaze?: string): string {
  return (
    circle(cx, cy, size, '#d9913f', 'stroke="#a86427" stroke-width="3"') +
    (glaze
      ? path(blob(r, cx, cy, size * 0.85, size * 0.85, 0.08), glaze)
      : scatter(r, 60, cx, cy, size * 0.9, (x, y) => circle(x, y, 2, '#ffffff', 'fill-opacity="0.9" stroke-opacity="0.9"'))) +
    circle(cx - size * 0.3, cy - size * 0.3, size * 0.25, '#fff', 'fill-opacity="0.2" stroke-opacity="0.2"')
  );
}

export function spiralBun(cx: number, cy: number, size: number): string {
  let d = `M${cx} ${cy}`;
  for (let a = 0; a < Math.PI * 7; a += 0.3) d += ` L${(cx + Math.cos(a) * a * size * 0.045).toFixed(1)} ${(cy + Math.sin(a) * a * size * 0.045).toFixed(1)}`;
  return (
    circle(cx, cy, size, '#d28a3c', 'stroke="#9b5a22" stroke-width="3"') +
    path(d, 'none', 'stroke="#7a3f14" stroke-width="7" stroke-linecap="round"') +
    path(d, 'none', 'stroke="#fff3da" stroke-opacity="0.5" stroke-width="2"')
  );
}

export function diamonds(r: Rand, cx: number, cy: number, color: string, nut: string): string {
  let out = '';
  for (let i = -1; i <= 1; i++)
    for (let j = -1; j <= 0; j++) {
      const x = cx + i * 110 + j * 55;
      const y = cy + j * 90 + 45;
      out +=
        path(`M${x} ${y - 50} L${x + 55} ${y} L${x} ${y + 50} L${x - 55} ${y} Z`, color, 'stroke="#8f5417" stroke-width="3"') +
        scatter(r, 8, x, y, 16, (a, b) => circle(a, b, 4, nut));
    }
  return out;
}
