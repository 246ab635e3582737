import { type Rand, blob, circle, ellipse, group, inDisc, leaf, path, rect, rotate, scatter } from './kit';

// Food seen from above, each drawn around a centre and a radius so scenes can place and size it.

export type PizzaTopping = 'basil' | 'salami' | 'mushroom' | 'cheese' | 'tuna' | 'veggie' | 'mince';

export function pizza(r: Rand, cx: number, cy: number, rad: number, topping: PizzaTopping, sauce = '#c9412e'): string {
  let out = circle(cx, cy, rad, '#d89c52') + circle(cx, cy, rad * 0.96, '#e8b46a') + circle(cx, cy, rad * 0.86, sauce);
  const cheese = topping === 'mince' ? 0 : topping === 'cheese' ? 22 : 12;
  out += scatter(r, cheese, cx, cy, rad * 0.72, (x, y) =>
    path(blob(r, x, y, rad * 0.16, rad * 0.13, 0.3), '#f6dc8c', 'fill-opacity="0.95" stroke-opacity="0.95"'),
  );
  if (topping === 'cheese') out += scatter(r, 14, cx, cy, rad * 0.7, (x, y) => circle(x, y, rad * 0.05, '#e9a94a', 'fill-opacity="0.7" stroke-opacity="0.7"'));
  const add: Record<PizzaTopping, (x: number, y: number) => string> = {
    basil: (x, y) => leaf(x, y, rad * 0.09, r() * 180, '#2f7d32'),
    salami: (x, y) =>
      circle(x, y, rad * 0.11, '#a8322b', 'stroke="#7d1f1b" stroke-width="2"') + scatter(r, 3, x, y, rad * 0.07, (a, b) => circle(a, b, 2.2, '#f3c6b5')),
    mushroom: (x, y) => path(`M${x - 12} ${y} a12 10 0 0 1 24 0 Z`, '#c9b59a', 'stroke="#8d7458" stroke-width="2"') + rect(x - 4, y, 8, 10, '#dccbb2'),
    cheese: (x, y) => circle(x, y, 5, '#fff3c4'),
    tuna: (x, y) => path(blob(r, x, y, 12, 8, 0.4), '#d8c2a8') + circle(x + 16, y - 6, 5, '#5a2a5d', 'fill-opacity="0.8" stroke-opacity="0.8"'),
    veggie: (x, y) =>
      r() < 0.5
        ? path(`M${x - 12} ${y} q12 -14 24 0`, 'none', 'stroke="#3c9a3c" stroke-width="6" stroke-linecap="round"')
        : circle(x, y, 8, '#e9c13b', 'stroke="#b78b1b" stroke-width="2"'),
    mince: (x, y) => path(blob(r, x, y, 7, 6, 0.4), '#6e3b25'),
  };
  const count = { basil: 6, salami: 9, mushroom: 10, cheese: 8, tuna: 8, veggie: 14, mince: 40 }[topping];
  out += scatter(r, count, cx, cy, rad * 0.72, add[topping]);
  if (topping === 'mince') out += scatter(r, 6, cx, cy, rad * 0.6, (x, y) => leaf(x, y, 10, r() * 180, '#4a9b3f'));
  for (let i = 0; i < 3; i++)
    out +=
      path(
        `M${cx} ${cy} l${Math.cos((i * Math.PI) / 3) * rad * 0.95} ${Math.sin((i * Math.PI) / 3) * rad * 0.95}`,
        'none',
        'stroke="#000" stroke-opacity="0.12" stroke-width="2"',
      ) +
      path(
        `M${cx} ${cy} l${-Math.cos((i * Math.PI) / 3) * rad * 0.95} ${-Math.sin((i * Math.PI) / 3) * rad * 0.95}`,
        'none',
        'stroke="#000" stroke-opacity="0.12" stroke-width="2"',
      );
  return out;
}

/** A nest of noodles or pasta strands. */
export function noodles(r: Rand, cx: number, cy: number, rad: number, color = '#f1cf74', width = 5, n = 46): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const [x1, y1] = inDisc(r, cx, cy, rad);
    const [x2, y2] = inDisc(r, cx, cy, rad);
    const [c1, c2] = inDisc(r, cx, cy, rad * 1.1);
    d += `M${x1.toFixed(1)} ${y1.toFixed(1)} Q ${c1.toFixed(1)} ${c2.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)} `;
  }
  return (
    path(d, 'none', `stroke="#000" stroke-opacity="0.15" stroke-width="${width + 2}" stroke-linecap="round"`) +
    path(d, 'none', `stroke="${color}" stroke-width="${width}" stroke-linecap="round"`)
  );
}

export function chunks(r: Rand, cx: number, cy: number, rad: number, color: string, n: number, size: number): string {
  return scatter(r, n, cx, cy, rad, (x, y) => path(blob(r, x, y, size, size * 0.8, 0.3, 8), color, 'stroke="#000" stroke-opacity="0.12" stroke-width="2"'));
}

export function herbs(r: Rand, cx: number, cy: number, rad: number, n = 10, color = '#3f8f3a'): string {
  return scatter(r, n, cx, cy, rad, (x, y) => leaf(x, y, 9 + r() * 5, r() * 180, color));
}

export function dots(r: Rand, cx: number, cy: number, rad: number, color: string, n: number, size = 3): string {
  return scatter(r, n, cx, cy, rad, (x, y) => circle(x, y, size, color));
}

export function cream(cx: number, cy: number, size: number, color = '#fbf6ea'): string {
  return (
    path(blob(rngFixed, cx, cy, size, size * 0.85, 0.15), color) +
    path(
      `M${cx - size * 0.5} ${cy} q ${size * 0.5} ${-size * 0.6} ${size} 0 q ${-size * 0.5} ${size * 0.4} ${-size * 0.6} ${-size * 0.1}`,
      'none',
      'stroke="#000" stroke-opacity="0.08" stroke-width="3"',
    ) +
    circle(cx - size * 0.3, cy - size * 0.35, size * 0.18, '#fff', 'fill-opacity="0.8" stroke-opacity="0.8"')
  );
}
const rngFixed: Rand = (() => {
  let i = 0;
  const seq = [0.2, 0.7, 0.4, 0.9, 0.1, 0.6, 0.3, 0.8, 0.5, 0.35, 0.65, 0.15];
  return () => seq[i++ % seq.length]!;
})();

export function egg(cx: number, cy: number, size: number): string {
  return (
    path(blob(rngFixed, cx, cy, size, size * 0.8, 0.08), '#fffdf5', 'stroke="#e8e0cc" stroke-width="2"') +
    circle(cx + 3, cy, size * 0.45, '#f2a516') +
    circle(cx, cy - 3, size * 0.14, '#fff', 'fill-opacity="0.6" stroke-opacity="0.6"')
  );
}

export function lime(cx: number, cy: number, size: number, angle = 0, color = '#8cc63f'): string {
  const body =
    path(`M${cx - size} ${cy} A ${size} ${size} 0 0 0 ${cx + size} ${cy} Z`, color, 'stroke="#4f8a1d" stroke-width="4"') +
    path(
      `M${cx} ${cy} L${cx - size * 0.6} ${cy + size * 0.6} M${cx} ${cy} L${cx} ${cy + size * 0.85} M${cx} ${cy} L${cx + size * 0.6} ${cy + size * 0.6}`,
      'none',
      'stroke="#fff" stroke-opacity="0.6" stroke-width="2"',
    );
  return `<g ${rotate(angle, cx, cy)}>${body}</g>`;
}

export function rice(r: Rand, cx: number, cy: number, rad: number, color = '#fbfaf5'): string {
  return (
    path(blob(r, cx, cy, rad, rad * 0.92, 0.08), color, 'stroke="#e4dfd2" stroke-width="2"') +
    scatter(r, Math.round(rad * 1.4), cx, cy, rad * 0.9, (x, y) => ellipse(x, y, 4, 1.8, '#e9e4d6', rotate(r() * 180, x, y)))
  );
}

export function fries(r: Rand, cx: number, cy: number, rad: number, color = '#f2c14e', n = 26): string {
  return scatter(r, n, cx, cy, rad, (x, y) => rect(x - 6, y - 26, 12, 52, color, `rx="3" stroke="#c8902a" stroke-width="2" ${rotate(r() * 180, x, y)}`));
}

export function schnitzel(r: Rand, cx: number, cy: number, rx: number, ry: number): string {
  return (
    path(blob(r, cx, cy, rx, ry, 0.1, 10), '#c98a33', 'stroke="#8f5c1c" stroke-width="4"') +
    path(blob(r, cx - 6, cy - 6, rx * 0.85, ry * 0.8, 0.12, 10), '#dca04a') +
    dots(r, cx, cy, Math.min(rx, ry) * 0.9, '#a86a24', 50, 2.5)
  );
}

/** Wooden skewer with chunks along it (souvlaki, satay, shish). */
export function skewer(r: Rand, x1: number, y1: number, x2: number, y2: number, color: string, n = 5): string {
  let out = path(`M${x1} ${y1} L${x2} ${y2}`, 'none', 'stroke="#c9a06a" stroke-width="6" stroke-linecap="round"');
  for (let i = 0; i < n; i++) {
    const t = 0.15 + (0.75 * i) / (n - 1);
    out += path(blob(r, x1 + (x2 - x1) * t, y1 + (y2 - y1) * t, 22, 18, 0.25, 8), color, 'stroke="#3b1f12" stroke-opacity="0.35" stroke-width="3"');
  }
  return out;
}

export function strips(r: Rand, cx: number, cy: number, rad: number, color = '#9a5a2c', n = 22): string {
  return scatter(r, n, cx, cy, rad, (x, y) =>
    rect(x - 20, y - 5, 40, 10, color, `rx="5" stroke="#5e3417" stroke-opacity="0.5" stroke-width="2" ${rotate(r() * 180, x, y)}`),
  );
}

export function balls(r: Rand, cx: number, cy: number, rad: number, color: string, n: number, size: number): string {
  return scatter(
    r,
    n,
    cx,
    cy,
    rad,
    (x, y) =>
      circle(x, y, size, color, 'stroke="#000" stroke-opacity="0.2" stroke-width="2"') +
      circle(x - size * 0.3, y - size * 0.3, size * 0.3, '#fff', 'fill-opacity="0.18" stroke-opacity="0.18"'),
  );
}

export function roll(cx: number, cy: number, len: number, thick: number, angle: number, color: string, stripe = '#000'): string {
  const body = rect(cx - len / 2, cy - thick / 2, len, thick, color, `rx="${thick / 2}" stroke="#7a4a1c" stroke-opacity="0.4" stroke-width="2"`);
  let lines = '';
  for (let i = 1; i < 5; i++)
    lines += path(
      `M${cx - len / 2 + (len / 5) * i} ${cy - thick / 2 + 3} l -8 ${thick - 6}`,
      'none',
      `stroke="${stripe}" stroke-opacity="0.15" stroke-width="3"`,
    );
  return group(`rotate(${angle} ${cx} ${cy})`, body + lines);
}

export function maki(cx: number, cy: number, size: number, filling: string, outside: 'nori' | 'rice' = 'nori'): string {
  const ring =
    outside === 'nori'
      ? circle(cx, cy, size, '#1f2a24') + circle(cx, cy, size * 0.86, '#fbfaf5')
      : circle(cx, cy, size, '#fbfaf5', 'stroke="#e6dfcf" stroke-width="2"') + circle(cx, cy, size * 0.8, '#1f2a24') + circle(cx, cy, size * 0.72, '#fbfaf5');
  const seeds =
    outside === 'rice' ? [0, 1, 2, 3, 4, 5].map((i) => circle(cx + Math.cos(i) * size * 0.9, cy + Math.sin(i * 1.7) * size * 0.9, 2, '#d9c48f')).join('') : '';
  return ring + seeds + circle(cx, cy, size * 0.38, filling) + circle(cx + size * 0.15, cy + size * 0.1, size * 0.16, '#7fb65a');
}

export function nigiri(cx: number, cy: number, fish: string, angle = -12): string {
  const body =
    ellipse(cx, cy + 6, 52, 26, '#fbfaf5', 'stroke="#e6dfcf" stroke-width="2"') +
    path(`M${cx - 60} ${cy - 4} Q ${cx} ${cy - 36} ${cx + 60} ${cy - 4} Q ${cx} ${cy + 18} ${cx - 60} ${cy - 4} Z`, fish) +
    path(
      `M${cx - 30} ${cy - 16} l 10 22 M${cx} ${cy - 20} l 10 24 M${cx + 28} ${cy - 16} l 10 20`,
      'none',
      'stroke="#fff" stroke-opacity="0.5" stroke-width="4"',
    );
  return group(`rotate(${angle} ${cx} ${cy})`, body);
}

export function dollop(cx: number, cy: number, size: number, color = '#f7f4ea'): string {
  return cream(cx, cy, size, color);
}
