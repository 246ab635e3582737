import { balls, chunks, cream, dollop, dots, egg, fries, herbs, lime, maki, nigiri, noodles, pizza, rice, roll, skewer, strips } from './food';
import { type Rand, background, blob, board, bowl, circle, ellipse, leaf, path, plate, rect, scatter, sidePlate } from './kit';
import { burger, sandwich, wrap } from './side';

/** A scene draws a whole picture body (background included) from a seeded random source. */
export type Scene = (r: Rand) => string;

const C = { cx: 320, cy: 240 };
const onPlate =
  (bg: string, food: Scene, pattern: 'weave' | 'wood' | 'dots' = 'weave', accent?: string): Scene =>
  (r) =>
    background(bg, pattern) + plate(C.cx, C.cy, 205, '#f6f3ec', '#ffffff', accent) + food(r);
const inBowl =
  (bg: string, outside: string, content: string, toppings: Scene): Scene =>
  (r) =>
    background(bg) + bowl(C.cx, C.cy, 200, outside, content) + toppings(r);
const onBoard =
  (bg: string, food: Scene): Scene =>
  (r) =>
    background(bg, 'wood') + board(C.cx, C.cy, 540, 320) + food(r);
const side =
  (bg: string, food: Scene): Scene =>
  (r) =>
    background(bg, 'dots') + sidePlate(C.cx, 380) + food(r);

const soup = (bg: string, base: string, extra: Scene): Scene => inBowl(bg, '#f4efe6', base, (r) => extra(r) + herbs(r, 320, 240, 120, 8));
const pasta = (sauce: string, extra: Scene): Scene =>
  onPlate(
    '#2f4858',
    (r) => noodles(r, 320, 240, 120, '#f1cf74', 6) + path(blob(r, 320, 235, 55, 45, 0.3), sauce, 'fill-opacity="0.92" stroke-opacity="0.92"') + extra(r),
  );
const pizzaScene = (t: Parameters<typeof pizza>[4]): Scene => onBoard('#6f7d3c', (r) => pizza(r, 320, 240, 150, t));
const salad = (extra: Scene): Scene =>
  inBowl(
    '#9bb38a',
    '#ffffff',
    '#7fb65a',
    (r) => scatter(r, 40, 320, 240, 130, (x, y) => leaf(x, y, 22, r() * 180, ['#5fae3a', '#3f8f3a', '#8cc63f'][Math.floor(r() * 3)])) + extra(r),
  );
const plateOf = (bg: string, parts: Scene, accent?: string): Scene => onPlate(bg, parts, 'weave', accent);
const tomato = (r: Rand, n: number) => balls(r, 320, 240, 110, '#d8403a', n, 13);
const sushi = (fill: string, outside: 'nori' | 'rice'): Scene =>
  onBoard(
    '#2b2b2b',
    () => [0, 1, 2, 3, 4, 5].map((i) => maki(170 + (i % 3) * 150, 170 + Math.floor(i / 3) * 140, 56, fill, outside)).join('') + dollop(520, 380, 18, '#9bc53d'),
  );
const nigiriScene = (fish: string): Scene =>
  onBoard('#2b2b2b', () => nigiri(230, 220, fish) + nigiri(410, 260, fish, 10) + ellipse(470, 390, 34, 16, '#f3b3a7'));

export const MAIN_SCENES = {
  'pizza-margherita': pizzaScene('basil'),
  'pizza-salami': pizzaScene('salami'),
  'pizza-funghi': pizzaScene('mushroom'),
  'pizza-cheese': pizzaScene('cheese'),
  'pizza-tonno': pizzaScene('tuna'),
  'pizza-veggie': pizzaScene('veggie'),
  lahmacun: onBoard('#c8643c', (r) => pizza(r, 320, 240, 150, 'mince', '#b5502f') + lime(420, 180, 30, 30, '#f5d033')),
  pide: onBoard(
    '#c8643c',
    (r) =>
      path(`M110 240 Q 320 110 530 240 Q 320 370 110 240 Z`, '#d89c52', 'stroke="#a8682b" stroke-width="4"') +
      path(`M170 240 Q 320 160 470 240 Q 320 320 170 240 Z`, '#f4d27a') +
      chunks(r, 320, 240, 70, '#a8322b', 10, 10) +
      egg(320, 240, 28),
  ),
  'pasta-cream': pasta('#f7ecd2', (r) => dots(r, 320, 240, 110, '#8a5a3b', 20, 5) + dots(r, 320, 240, 120, '#222', 25, 1.8)),
  'pasta-red': pasta('#c23b22', (r) => chunks(r, 320, 240, 60, '#8a3b22', 8, 9) + leaf(345, 215, 16, 30, '#2f7d32')),
  'pasta-oil': pasta('#f3d98a', (r) => dots(r, 320, 240, 120, '#d8403a', 18, 3) + herbs(r, 320, 240, 110, 12, '#4a9b3f')),
  'pasta-seafood': pasta(
    '#d0562f',
    (r) =>
      balls(r, 320, 240, 110, '#2b2f3a', 5, 16) +
      scatter(r, 5, 320, 240, 100, (x, y) => path(`M${x - 14} ${y} a 14 14 0 1 1 14 14`, 'none', 'stroke="#f08a5d" stroke-width="10" stroke-linecap="round"')),
  ),
  lasagne: plateOf(
    '#7b2d3a',
    (r) =>
      rect(210, 160, 220, 160, '#e8b35c', 'rx="10" stroke="#c0772f" stroke-width="4"') +
      dots(r, 320, 240, 90, '#b0642a', 30, 7) +
      path('M214 300 h212 v16 h-212 Z', '#c23b22', 'fill-opacity="0.8" stroke-opacity="0.8"') +
      herbs(r, 320, 240, 60, 4),
  ),
  ravioli: plateOf(
    '#2f4858',
    (r) =>
      scatter(r, 7, 320, 240, 95, (x, y) => rect(x - 32, y - 32, 64, 64, '#f3d98a', 'rx="8" stroke="#d6a84e" stroke-width="6" stroke-dasharray="6 4"')) +
      herbs(r, 320, 240, 100, 6, '#6c8f5a'),
  ),
  risotto: plateOf(
    '#3d4a52',
    (r) =>
      path(blob(r, 320, 240, 125, 115, 0.08), '#f0e2bf') +
      dots(r, 320, 240, 115, '#e6d3a6', 160, 3) +
      chunks(r, 320, 240, 90, '#8a5a3b', 8, 16) +
      herbs(r, 320, 240, 80, 5),
  ),
  bruschetta: onBoard('#6f7d3c', (r) =>
    [170, 320, 470]
      .map((x) => rect(x - 65, 180, 130, 90, '#d9984a', 'rx="18"') + balls(r, x, 225, 40, '#d8403a', 6, 9) + leaf(x, 210, 12, 30, '#2f7d32'))
      .join(''),
  ),
  carpaccio: plateOf(
    '#3d4a52',
    (r) =>
      scatter(r, 9, 320, 240, 70, (x, y) => circle(x, y, 48, '#b8323a', 'fill-opacity="0.9" stroke-opacity="0.9" stroke="#e37a80" stroke-width="2"')) +
      herbs(r, 320, 240, 80, 12, '#5fae3a') +
      scatter(r, 10, 320, 240, 90, (x, y) => rect(x, y, 18, 8, '#f6e7b8')),
  ),
  salad: salad((r) => tomato(r, 5) + dots(r, 320, 240, 100, '#f6f0dc', 12, 6)),
  'salad-caprese': plateOf('#2a7f7a', () =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = (i / 6) * Math.PI * 2;
        const x = 320 + Math.cos(a) * 85;
        const y = 240 + Math.sin(a) * 85;
        return circle(x, y, 38, i % 2 ? '#fbfaf5' : '#d8403a', 'stroke="#000" stroke-opacity="0.1" stroke-width="2"') + leaf(x, y - 4, 12, i * 40, '#2f7d32');
      })
      .join(''),
  ),
  'salad-greek': salad(
    (r) =>
      tomato(r, 6) +
      rect(280, 200, 80, 80, '#fbfaf5', 'rx="4"') +
      balls(r, 320, 240, 110, '#2b1d2a', 7, 8) +
      scatter(r, 6, 320, 240, 110, (x, y) => circle(x, y, 14, 'none', 'stroke="#b276b2" stroke-width="4"')),
  ),
  'salad-beet': salad((r) => chunks(r, 320, 240, 110, '#8e1f4a', 12, 15) + dots(r, 320, 240, 110, '#c8a15a', 12, 6)),
  'soup-miso': soup('#2b2b2b', '#d9b27c', (r) => rect(270, 210, 26, 26, '#fbfaf5') + rect(330, 250, 26, 26, '#fbfaf5') + strips(r, 320, 240, 90, '#1f3b2a', 6)),
  'soup-coconut': soup(
    '#2a7f7a',
    '#f5e6c4',
    (r) => chunks(r, 320, 240, 100, '#f0d7a8', 8, 16) + dots(r, 320, 240, 120, '#d8403a', 10, 4) + lime(400, 190, 30, 20),
  ),
  'soup-red': soup(
    '#2a7f7a',
    '#e4602f',
    (r) =>
      scatter(r, 5, 320, 240, 100, (x, y) => path(`M${x - 14} ${y} a 14 14 0 1 1 14 14`, 'none', 'stroke="#f7a072" stroke-width="11" stroke-linecap="round"')) +
      chunks(r, 320, 240, 100, '#c9b59a', 6, 12),
  ),
  'soup-green': soup('#8a5a3b', '#8cae4a', (r) => chunks(r, 320, 240, 90, '#b34a4a', 8, 12) + cream(300, 230, 20)),
  'soup-yellow': soup('#8a5a3b', '#f0c35b', (r) => chunks(r, 320, 240, 90, '#a8322b', 6, 11) + cream(330, 240, 22)),
  pho: inBowl(
    '#c8643c',
    '#f4efe6',
    '#d9a35a',
    (r) => noodles(r, 320, 240, 100, '#fbf6ea', 5, 30) + strips(r, 320, 240, 90, '#8a4a3b', 7) + herbs(r, 320, 240, 120, 14) + lime(410, 320, 30, -20),
  ),
  'pho-veggie': inBowl(
    '#c8643c',
    '#f4efe6',
    '#d9a35a',
    (r) => noodles(r, 320, 240, 100, '#fbf6ea', 5, 30) + chunks(r, 320, 240, 90, '#f3e3b3', 8, 14) + herbs(r, 320, 240, 120, 16) + lime(410, 320, 30, -20),
  ),
  'noodles-bun': inBowl(
    '#2a7f7a',
    '#ffffff',
    '#fbf6ea',
    (r) =>
      noodles(r, 320, 240, 120, '#fffdf6', 4, 40) +
      strips(r, 320, 240, 80, '#8a4a3b', 8) +
      herbs(r, 320, 240, 120, 14) +
      dots(r, 320, 240, 80, '#c8a15a', 14, 5),
  ),
  'noodles-padthai': plateOf(
    '#2a7f7a',
    (r) =>
      noodles(r, 320, 240, 120, '#e2a35c', 8, 40) +
      scatter(r, 5, 320, 240, 100, (x, y) => path(`M${x - 14} ${y} a 14 14 0 1 1 14 14`, 'none', 'stroke="#f08a5d" stroke-width="11" stroke-linecap="round"')) +
      dots(r, 320, 240, 110, '#c8a15a', 20, 5) +
      lime(420, 330, 34, -30),
  ),
  'rice-stirfry': plateOf('#2a7f7a', (r) => rice(r, 270, 250, 90) + chunks(r, 400, 230, 60, '#6e3b25', 14, 10) + herbs(r, 400, 230, 60, 8) + egg(380, 330, 34)),
  'rice-fried': plateOf(
    '#2a7f7a',
    (r) =>
      path(blob(r, 320, 240, 125, 115, 0.08), '#ecc66f') +
      dots(r, 320, 240, 115, '#e0b050', 120, 3) +
      dots(r, 320, 240, 110, '#6dbb45', 24, 5) +
      dots(r, 320, 240, 110, '#e98a3a', 20, 5) +
      lime(420, 320, 28, -30),
  ),
  'rice-teriyaki': plateOf(
    '#2b2b2b',
    (r) => rice(r, 260, 250, 85) + chunks(r, 395, 230, 60, '#7a3a1a', 8, 20) + dots(r, 395, 230, 60, '#f6efd6', 20, 2) + herbs(r, 400, 240, 50, 5),
  ),
  edamame: inBowl(
    '#2b2b2b',
    '#1f2a24',
    '#1f2a24',
    (r) =>
      scatter(r, 22, 320, 240, 120, (x, y) =>
        ellipse(x, y, 30, 11, '#7fb65a', `stroke="#4f8a1d" stroke-width="2" transform="rotate(${Math.round(r() * 180)} ${x} ${y})"`),
      ) + dots(r, 320, 240, 120, '#ffffff', 20, 2.5),
  ),
  'maki-salmon': sushi('#f08a5d', 'nori'),
  'maki-cucumber': sushi('#7fb65a', 'nori'),
  'maki-tuna': sushi('#c0323a', 'nori'),
  uramaki: sushi('#f3b3a7', 'rice'),
  'nigiri-salmon': nigiriScene('#f08a5d'),
  'nigiri-shrimp': nigiriScene('#f7a48a'),
  'nigiri-tuna': nigiriScene('#c0323a'),
  'spring-rolls': plateOf(
    '#2a7f7a',
    () =>
      roll(280, 200, 190, 46, -20, '#d89a45') +
      roll(330, 260, 190, 46, -20, '#d89a45') +
      roll(380, 320, 190, 46, -20, '#d89a45') +
      dollop(440, 180, 34, '#e2573a'),
  ),
  'summer-rolls': plateOf(
    '#c8643c',
    () =>
      [0, 1, 2].map((i) => roll(320, 180 + i * 65, 220, 56, 0, '#efe7d6', '#7fb65a') + ellipse(250 + i * 50, 180 + i * 65, 16, 10, '#f3a48a')).join('') +
      dollop(460, 360, 30, '#b8733f'),
  ),
  'skewer-satay': plateOf(
    '#2a7f7a',
    (r) => skewer(r, 170, 170, 470, 210, '#c9803a') + skewer(r, 170, 250, 470, 290, '#c9803a') + dollop(420, 350, 36, '#b8733f'),
  ),
  'skewer-plate': plateOf(
    '#2f4858',
    (r) => skewer(r, 160, 200, 480, 180, '#9a5a2c') + skewer(r, 160, 270, 480, 250, '#b5723a') + rice(r, 300, 335, 50) + lime(430, 330, 28, 10, '#f5d033'),
    '#2f5d9e',
  ),
  'kebab-plate': plateOf(
    '#c8643c',
    (r) => strips(r, 260, 220, 80, '#8a4a22', 26) + fries(r, 390, 290, 60, '#f2c14e', 12) + tomato(r, 2) + dollop(380, 170, 34),
  ),
  'gyros-plate': plateOf(
    '#2f4858',
    (r) =>
      strips(r, 260, 230, 80, '#9a5a2c', 26) +
      fries(r, 390, 280, 55, '#f2c14e', 12) +
      dollop(380, 170, 36) +
      scatter(r, 5, 250, 330, 20, (x, y) => circle(x, y, 14, 'none', 'stroke="#b276b2" stroke-width="4"')),
    '#2f5d9e',
  ),
  'grill-mixed': plateOf(
    '#2f4858',
    (r) =>
      skewer(r, 160, 170, 470, 190, '#9a5a2c', 4) + strips(r, 250, 280, 60, '#8a4a22', 14) + balls(r, 390, 290, 40, '#6e3b25', 3, 24) + dollop(430, 220, 28),
    '#2f5d9e',
  ),
  'dip-plate': plateOf(
    '#2f4858',
    (r) =>
      dollop(300, 240, 90, '#f4f1e6') +
      dots(r, 300, 240, 60, '#4a9b3f', 16, 3) +
      circle(300, 240, 10, '#b8a23a', 'fill-opacity="0.6" stroke-opacity="0.6"') +
      [0, 1, 2].map((i) => path(`M${420 + i * 10} ${170 + i * 60} l 60 20 l -60 20 Z`, '#e2b878')).join(''),
    '#2f5d9e',
  ),
  feta: plateOf(
    '#2f4858',
    (r) =>
      rect(220, 180, 200, 120, '#f2c76a', 'rx="14" stroke="#c98a33" stroke-width="5"') +
      dots(r, 320, 240, 80, '#c98a33', 20, 4) +
      lime(440, 320, 30, 0, '#f5d033'),
    '#2f5d9e',
  ),
  dolmades: plateOf(
    '#2f4858',
    () => [0, 1, 2, 3, 4].map((i) => roll(320, 160 + i * 40, 170, 40, 0, '#6a7d3a', '#2f3d1a')).join('') + dollop(450, 330, 26),
    '#2f5d9e',
  ),
  moussaka: plateOf(
    '#2f4858',
    (r) =>
      rect(220, 160, 200, 160, '#8a3b22', 'rx="10"') +
      rect(220, 160, 200, 60, '#f2d38a', 'rx="10"') +
      dots(r, 320, 190, 60, '#c98a33', 20, 6) +
      rect(220, 235, 200, 20, '#5b3a6e', 'fill-opacity="0.6" stroke-opacity="0.6"'),
    '#2f5d9e',
  ),
  doner: side('#c8643c', () => sandwich(320, 360, 'pita')),
  durum: (r) => background('#c8643c', 'dots') + sidePlate(320, 380) + wrap(320, 270, '#9a5a2c') + herbs(r, 320, 390, 30, 3),
  'durum-falafel': (r) => background('#6f7d3c', 'dots') + sidePlate(320, 380) + wrap(320, 270, '#8a6a2c') + herbs(r, 320, 390, 30, 3),
  wrap: (r) => background('#9bb38a', 'dots') + sidePlate(320, 380) + wrap(320, 270, '#e8d9a8') + herbs(r, 320, 390, 30, 3),
  'banh-mi': side('#c8643c', () => sandwich(320, 350, 'baguette')),
  sandwich: side('#e2c99a', () => sandwich(320, 350, 'roll')),
  burger: side('#d9a441', () => burger(320, 370, 'classic')),
  'burger-bacon': side('#d9a441', () => burger(320, 370, 'bacon')),
  'burger-chicken': side('#d9a441', () => burger(320, 370, 'chicken')),
  'burger-veggie': side('#9bb38a', () => burger(320, 370, 'veggie')),
  'burger-double': side('#d9a441', () => burger(320, 370, 'double')),
} satisfies Record<string, Scene>;
