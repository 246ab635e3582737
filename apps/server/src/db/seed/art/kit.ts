/**
 * Tiny SVG vocabulary for the seed's food illustrations. Everything is drawn on a 640x480 canvas
 * as plain shapes (no text, no filters) so librsvg renders it in milliseconds and needs no fonts.
 */
export const W = 640;
export const H = 480;

/** Deterministic PRNG (mulberry32): the same style always yields the same picture. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export type Rand = () => number;

const f = (n: number) => Math.round(n * 10) / 10;

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
}
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" ${extra}/>`;
}
export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
}
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}
export function rotate(deg: number, cx: number, cy: number): string {
  return `transform="rotate(${f(deg)} ${f(cx)} ${f(cy)})"`;
}
export function group(transform: string, body: string): string {
  return `<g transform="${transform}">${body}</g>`;
}

/** A random point inside a disc, uniform by area. */
export function inDisc(r: Rand, cx: number, cy: number, radius: number): [number, number] {
  const a = r() * Math.PI * 2;
  const d = Math.sqrt(r()) * radius;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

/** A closed blob around (cx, cy): a polygon with jittered radius, smoothed by quadratic curves. */
export function blob(r: Rand, cx: number, cy: number, rx: number, ry: number, jitter = 0.12, points = 12): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + (r() - 0.5) * 2 * jitter;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (p: [number, number], q: [number, number]) => `${f((p[0] + q[0]) / 2)} ${f((p[1] + q[1]) / 2)}`;
  let d = `M ${mid(pts[points - 1]!, pts[0]!)}`;
  for (let i = 0; i < points; i++) d += ` Q ${f(pts[i]![0])} ${f(pts[i]![1])} ${mid(pts[i]!, pts[(i + 1) % points]!)}`;
  return `${d} Z`;
}

/** Table top: a flat colour, a soft light from the top left and a faint cloth weave. */
export function background(color: string, pattern: 'weave' | 'wood' | 'dots' = 'weave'): string {
  const defs =
    `<defs><radialGradient id="light" cx="0.3" cy="0.25" r="0.9">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient></defs>`;
  let texture = '';
  if (pattern === 'weave') {
    for (let y = 12; y < H; y += 24) texture += rect(0, y, W, 2, '#fff', 'fill-opacity="0.06" stroke-opacity="0.06"');
    for (let x = 12; x < W; x += 24) texture += rect(x, 0, 2, H, '#000', 'fill-opacity="0.04" stroke-opacity="0.04"');
  } else if (pattern === 'wood') {
    for (let y = 0; y < H; y += 60) texture += rect(0, y, W, 2, '#000', 'fill-opacity="0.12" stroke-opacity="0.12"');
    for (let y = 20; y < H; y += 37)
      texture += path(`M0 ${y} C 160 ${y - 8} 320 ${y + 10} 640 ${y - 4}`, 'none', 'stroke="#000" stroke-opacity="0.06" stroke-width="3"');
  } else {
    for (let y = 20; y < H; y += 40)
      for (let x = (y / 40) % 2 ? 40 : 20; x < W; x += 40) texture += circle(x, y, 3, '#fff', 'fill-opacity="0.12" stroke-opacity="0.12"');
  }
  return defs + rect(0, 0, W, H, color) + texture + rect(0, 0, W, H, 'url(#light)');
}

/** Soft contact shadow below a dish. */
export function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return (
    ellipse(cx + 10, cy + 14, rx, ry, '#000', 'fill-opacity="0.16" stroke-opacity="0.16"') +
    ellipse(cx + 5, cy + 7, rx, ry, '#000', 'fill-opacity="0.1" stroke-opacity="0.1"')
  );
}

/** Round plate seen from above; returns the inner radius to place food in. */
export function plate(cx = 320, cy = 240, r = 200, rim = '#f6f3ec', well = '#ffffff', accent?: string): string {
  return (
    shadow(cx, cy, r, r) +
    circle(cx, cy, r, rim, 'stroke="#d9d3c6" stroke-width="2"') +
    (accent ? circle(cx, cy, r - 10, 'none', `stroke="${accent}" stroke-width="5"`) : '') +
    circle(cx, cy, r * 0.74, well, 'stroke="#e6e0d4" stroke-width="3"')
  );
}

/** Bowl from above with its content colour; the content disc has radius r*0.82. */
export function bowl(cx: number, cy: number, r: number, outside: string, content: string): string {
  return (
    shadow(cx, cy, r, r) +
    circle(cx, cy, r, outside) +
    circle(cx, cy, r * 0.9, '#000', 'fill-opacity="0.12" stroke-opacity="0.12"') +
    circle(cx, cy, r * 0.82, content) +
    circle(cx - r * 0.25, cy - r * 0.3, r * 0.35, '#fff', 'fill-opacity="0.08" stroke-opacity="0.08"')
  );
}

/** A wooden serving board (sushi, bread, grill). */
export function board(cx: number, cy: number, w: number, h: number, color = '#b98552'): string {
  let grain = '';
  for (let i = 1; i < 7; i++) {
    const y = cy - h / 2 + (h / 7) * i;
    grain += path(
      `M${cx - w / 2 + 16} ${y} C ${cx - w / 6} ${y - 6} ${cx + w / 6} ${y + 6} ${cx + w / 2 - 16} ${y}`,
      'none',
      'stroke="#6b4423" stroke-opacity="0.2" stroke-width="2"',
    );
  }
  return shadow(cx, cy, w / 2, h / 2) + rect(cx - w / 2, cy - h / 2, w, h, color, 'rx="22"') + grain;
}

/** Plate seen from the side (for burgers, cakes, sandwiches): a flat ellipse. */
export function sidePlate(cx: number, cy: number, rx = 230, color = '#f6f3ec'): string {
  return (
    ellipse(cx + 8, cy + 14, rx, rx * 0.22, '#000', 'fill-opacity="0.18" stroke-opacity="0.18"') +
    ellipse(cx, cy, rx, rx * 0.24, color, 'stroke="#d9d3c6" stroke-width="2"') +
    ellipse(cx, cy - 4, rx * 0.7, rx * 0.15, '#fff', 'fill-opacity="0.7" stroke-opacity="0.7"')
  );
}

/** Scatter n small shapes inside a disc. */
export function scatter(r: Rand, n: number, cx: number, cy: number, radius: number, draw: (x: number, y: number, i: number) => string): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const [x, y] = inDisc(r, cx, cy, radius);
    out += draw(x, y, i);
  }
  return out;
}

export function leaf(x: number, y: number, len: number, angle: number, color = '#3f8f3a'): string {
  return (
    ellipse(x, y, len, len * 0.42, color, rotate(angle, x, y)) +
    path(`M${f(x - len * 0.8)} ${f(y)} L ${f(x + len * 0.8)} ${f(y)}`, 'none', `stroke="#fff" stroke-opacity="0.35" stroke-width="1.5" ${rotate(angle, x, y)}`)
  );
}

export function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
