import { balls, chunks, cream, dollop, dots, egg, fries, herbs, lime, rice, roll, schnitzel, strips } from './food';
import { background, blob, board, bowl, circle, ellipse, leaf, path, plate, rect, scatter, sidePlate } from './kit';
import type { Scene } from './styles-mains';
import { cakeSlice, croissant, cup, diamonds, donut, glass, pretzel, spiralBun } from './side';

const onPlate =
  (bg: string, food: Scene): Scene =>
  (r) =>
    background(bg) + plate(320, 240, 205) + food(r);
const inBowl =
  (bg: string, outside: string, content: string, toppings: Scene): Scene =>
  (r) =>
    background(bg) + bowl(320, 240, 200, outside, content) + toppings(r);
const curry = (base: string, chunk: string): Scene =>
  inBowl('#7b2d3a', '#c9a15a', base, (r) => chunks(r, 320, 240, 110, chunk, 12, 20) + cream(290, 220, 26, '#fff7e6') + herbs(r, 320, 240, 120, 10));
const bowlOf = (parts: Scene): Scene => inBowl('#9bb38a', '#f4efe6', '#efe3c8', parts);
const friesBox =
  (color: string, topping?: Scene): Scene =>
  (r) =>
    background('#d9a441', 'dots') +
    path('M200 200 L440 200 L410 420 L230 420 Z', '#d8403a', 'stroke="#a82a24" stroke-width="4"') +
    fries(r, 320, 170, 90, color, 30).replace(/rotate\((-?[\d.]+)/g, (_, a: string) => `rotate(${(Number(a) % 24) - 12}`) +
    path('M200 200 L440 200 L428 290 Q 320 320 212 290 Z', '#e8483f') +
    (topping ? topping(r) : '');
const cake =
  (layers: string[], top: string, fruit?: string): Scene =>
  () =>
    background('#e8a3a3', 'dots') + sidePlate(320, 390) + cakeSlice(320, 365, layers, top, fruit);
const dessertCup =
  (layers: string[], topping?: string): Scene =>
  () =>
    background('#e8a3a3', 'dots') + cup(320, 400, layers, topping);
const pastry =
  (bg: string, food: Scene): Scene =>
  (r) =>
    background(bg, 'wood') + board(320, 250, 520, 320, '#c9955e') + food(r);
const drink =
  (bg: string, liquid: string, opts: Parameters<typeof glass>[3] = {}): Scene =>
  () =>
    background(bg, 'dots') + glass(320, 420, liquid, opts);
const sauce =
  (color: string): Scene =>
  (r) =>
    background('#3d4a52') +
    bowl(320, 240, 150, '#f6f3ec', color) +
    path(`M260 230 q 60 -50 120 0`, 'none', 'stroke="#fff" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"') +
    dots(r, 320, 240, 90, '#000', 6, 2);

export const MORE_SCENES = {
  'curry-orange': curry('#e0762e', '#f0c08a'),
  'curry-red': curry('#b5341f', '#7a3320'),
  'curry-green': curry('#6d9a3a', '#f3e3b3'),
  'curry-yellow': curry('#e9b53a', '#d9a35a'),
  biryani: onPlate(
    '#7b2d3a',
    (r) =>
      path(blob(r, 320, 240, 125, 115, 0.08), '#f1d27a') +
      dots(r, 320, 240, 115, '#e0a83a', 140, 3) +
      dots(r, 320, 240, 115, '#fbfaf5', 80, 3) +
      chunks(r, 320, 240, 90, '#b0642a', 8, 16) +
      herbs(r, 320, 240, 100, 8) +
      egg(380, 300, 28),
  ),
  samosa: onPlate(
    '#7b2d3a',
    (r) =>
      [0, 1, 2]
        .map((i) => path(`M${200 + i * 90} ${300 - (i % 2) * 40} l 60 -110 l 60 110 Z`, '#d9984a', 'stroke="#a8682b" stroke-width="4" stroke-linejoin="round"'))
        .join('') +
      dollop(420, 340, 30, '#6aa84f') +
      herbs(r, 320, 240, 120, 5),
  ),
  bhaji: onPlate(
    '#7b2d3a',
    (r) =>
      balls(r, 320, 240, 90, '#c9802f', 6, 40) +
      scatter(r, 40, 320, 240, 120, (x, y) => path(`M${x} ${y} q 8 -10 16 0`, 'none', 'stroke="#8f5417" stroke-width="4"')) +
      lime(430, 330, 28, 0),
  ),
  naan: onPlate(
    '#7b2d3a',
    (r) =>
      path('M150 250 Q 180 120 330 130 Q 500 150 490 260 Q 470 360 320 350 Q 170 340 150 250 Z', '#f0cf8e', 'stroke="#c99a55" stroke-width="4"') +
      scatter(r, 14, 320, 240, 120, (x, y) => ellipse(x, y, 14, 9, '#8f5417', 'fill-opacity="0.7" stroke-opacity="0.7"')) +
      herbs(r, 320, 240, 110, 10, '#6aa84f'),
  ),
  rice: inBowl('#7b2d3a', '#c9a15a', '#fbfaf5', (r) => rice(r, 320, 240, 150) + herbs(r, 320, 240, 60, 3)),
  schnitzel: onPlate('#8a5a3b', (r) => schnitzel(r, 270, 230, 120, 90) + fries(r, 410, 300, 50, '#f2c14e', 10) + lime(420, 160, 30, 20, '#f5d033')),
  'schnitzel-sauce': onPlate(
    '#8a5a3b',
    (r) =>
      schnitzel(r, 280, 230, 120, 90) +
      path(blob(r, 300, 230, 90, 60, 0.3), '#7a4a22', 'fill-opacity="0.9" stroke-opacity="0.9"') +
      chunks(r, 300, 230, 60, '#c9b59a', 8, 10) +
      balls(r, 420, 320, 40, '#e9c46a', 4, 18),
  ),
  roulade: onPlate(
    '#8a5a3b',
    (r) =>
      roll(260, 220, 170, 90, -10, '#6e3b25') +
      path(blob(r, 260, 240, 120, 60, 0.3), '#5a2f1a', 'fill-opacity="0.8" stroke-opacity="0.8"') +
      strips(r, 410, 200, 50, '#7b2a5a', 14) +
      balls(r, 400, 320, 30, '#f3e7c8', 2, 34),
  ),
  'sausage-plate': onPlate(
    '#8a5a3b',
    (r) =>
      roll(300, 200, 240, 50, -8, '#a0522d', '#fff') + chunks(r, 320, 310, 70, '#f3dc8a', 12, 16) + herbs(r, 320, 310, 70, 6) + dollop(440, 190, 20, '#e9b53a'),
  ),
  'potato-salad': inBowl(
    '#8a5a3b',
    '#f4efe6',
    '#f3e3b3',
    (r) => chunks(r, 320, 240, 130, '#f0d58a', 26, 18) + herbs(r, 320, 240, 120, 14) + dots(r, 320, 240, 120, '#c0323a', 8, 5),
  ),
  'potato-pancakes': onPlate(
    '#8a5a3b',
    (r) =>
      [0, 1, 2].map((i) => path(blob(r, 250 + i * 70, 230 + (i % 2) * 40, 70, 60, 0.15, 14), '#c98a33', 'stroke="#8f5c1c" stroke-width="4"')).join('') +
      dollop(430, 330, 36, '#e8d8a0'),
  ),
  meatball: onPlate('#8a5a3b', (r) => balls(r, 300, 230, 50, '#7a4422', 2, 60) + dollop(430, 320, 22, '#e9b53a') + chunks(r, 420, 180, 30, '#f3dc8a', 3, 14)),
  currywurst: onPlate(
    '#d9a441',
    (r) =>
      scatter(r, 12, 320, 240, 100, (x, y) => ellipse(x, y, 24, 16, '#a0522d', 'stroke="#6e3b25" stroke-width="2"')) +
      path(blob(r, 320, 240, 110, 90, 0.3), '#c0321f', 'fill-opacity="0.8" stroke-opacity="0.8"') +
      dots(r, 320, 240, 110, '#e0a83a', 80, 2),
  ),
  'currywurst-fries': onPlate(
    '#d9a441',
    (r) =>
      scatter(r, 9, 260, 240, 70, (x, y) => ellipse(x, y, 24, 16, '#a0522d')) +
      path(blob(r, 260, 240, 80, 70, 0.3), '#c0321f', 'fill-opacity="0.8" stroke-opacity="0.8"') +
      dots(r, 260, 240, 80, '#e0a83a', 50, 2) +
      fries(r, 410, 250, 55, '#f2c14e', 12),
  ),
  nuggets: onPlate(
    '#d9a441',
    (r) =>
      scatter(r, 8, 300, 240, 90, (x, y) => path(blob(r, x, y, 34, 26, 0.25, 9), '#d9a04a', 'stroke="#a8682b" stroke-width="3"')) +
      dollop(440, 330, 30, '#c0321f'),
  ),
  wings: onPlate(
    '#d9a441',
    (r) =>
      scatter(r, 6, 300, 240, 90, (x, y) => path(blob(r, x, y, 46, 28, 0.25, 9), '#b4501f', 'stroke="#6e2a10" stroke-width="3"')) +
      dollop(440, 330, 30, '#f4f1e6'),
  ),
  'onion-rings': onPlate('#d9a441', (r) =>
    scatter(
      r,
      7,
      320,
      240,
      90,
      (x, y) => circle(x, y, 40, 'none', 'stroke="#d9a04a" stroke-width="20"') + circle(x, y, 40, 'none', 'stroke="#a8682b" stroke-width="2"'),
    ),
  ),
  fries: friesBox('#f2c14e'),
  'fries-sweet': friesBox('#e8863a'),
  'fries-cheese': friesBox('#f2c14e', (r) => path(blob(r, 320, 170, 80, 30, 0.3), '#f5b625') + dots(r, 320, 170, 70, '#c0321f', 14, 5)),
  'bowl-buddha': bowlOf(
    (r) =>
      rice(r, 260, 190, 60) +
      chunks(r, 390, 190, 50, '#e8863a', 7, 14) +
      scatter(r, 5, 380, 310, 40, (x, y) => ellipse(x, y, 30, 14, '#8cbf4a', 'stroke="#4f8a1d" stroke-width="3"')) +
      balls(r, 250, 310, 50, '#d9b27c', 9, 9) +
      dots(r, 320, 240, 140, '#222', 20, 2),
  ),
  'bowl-falafel': bowlOf(
    (r) =>
      balls(r, 270, 220, 60, '#8a5a2c', 5, 24) +
      dollop(390, 200, 40, '#e9d8b0') +
      chunks(r, 360, 320, 50, '#d8403a', 6, 11) +
      scatter(r, 12, 260, 320, 40, (x, y) => leaf(x, y, 18, r() * 180, '#5fae3a')),
  ),
  'bowl-tofu': bowlOf(
    (r) =>
      rice(r, 320, 300, 70) +
      scatter(r, 8, 320, 190, 70, (x, y) => rect(x - 16, y - 16, 32, 32, '#c9803a', 'rx="4"')) +
      dots(r, 320, 240, 140, '#f6efd6', 30, 2) +
      herbs(r, 320, 240, 130, 8),
  ),
  tiramisu: dessertCup(['#6b4423', '#f3e7c8', '#7a5030', '#f3e7c8', '#4a2c17']),
  'dessert-cup': dessertCup(['#f7efe0', '#f7efe0', '#f7efe0', '#b3243a'], '#c0323a'),
  'cake-brownie': cake(['#3b2214', '#4a2c17', '#3b2214'], '#2b170d'),
  'cake-cheesecake': cake(['#c98a33', '#f7e3a8', '#f7e3a8', '#f7e3a8'], '#e9b75a'),
  'cake-forest': cake(['#3b2214', '#fbf6ea', '#3b2214', '#fbf6ea'], '#fbf6ea', '#9b1b30'),
  'cake-apple': cake(['#d9984a', '#f0d58a', '#e8c070'], '#c98a33'),
  'cake-chocolate': cake(['#4a2c17', '#7a4a2a', '#4a2c17', '#7a4a2a'], '#3b2214', '#c0323a'),
  cake: cake(['#e8b35c', '#fbf0d0', '#e8b35c'], '#d9984a'),
  shake: drink('#e8a3a3', '#f5e6c8', { foam: '#ffffff', straw: '#d8403a' }),
  baklava: pastry('#8a5a3b', (r) => diamonds(r, 320, 240, '#d9a04a', '#6aa84f')),
  strudel: pastry(
    '#8a5a3b',
    (r) => roll(320, 220, 300, 110, -6, '#d9a04a') + dots(r, 320, 220, 120, '#ffffff', 50, 2.5) + path(blob(r, 330, 330, 130, 28, 0.2), '#f6e7b8'),
  ),
  macarons: pastry('#e8a3a3', () =>
    ['#f4b6c2', '#b5d99c', '#f7d774', '#c3a6e0', '#f4b6c2', '#9fd3e6']
      .map(
        (c, i) =>
          circle(180 + (i % 3) * 140, 180 + Math.floor(i / 3) * 130, 52, c, 'stroke="#000" stroke-opacity="0.15" stroke-width="3"') +
          circle(180 + (i % 3) * 140, 180 + Math.floor(i / 3) * 130, 40, '#fff', 'fill-opacity="0.25" stroke-opacity="0.25"'),
      )
      .join(''),
  ),
  donut: pastry('#e8a3a3', (r) => donut(r, 240, 230, 90) + donut(r, 420, 280, 80)),
  'cinnamon-roll': pastry('#8a5a3b', () => spiralBun(250, 240, 100) + spiralBun(430, 270, 80)),
  croissant: pastry('#8a5a3b', () => croissant(320, 220, 1.4)),
  pretzel: pastry('#8a5a3b', (r) => pretzel(r, 320, 240)),
  'drink-cola': drink('#d8403a', '#3b1a10', { ice: true, straw: '#ffffff' }),
  'drink-lemonade': drink('#2a7f7a', '#f6e27a', { ice: true, garnish: '#f5d033' }),
  'drink-water': drink('#8fb8d8', '#d9eef7', { ice: true, garnish: '#8cc63f' }),
  'drink-orange': drink('#2f4858', '#f39a1e', { garnish: '#f5a623' }),
  'drink-apple': drink('#6f7d3c', '#e6c15a', { ice: true }),
  'drink-tea': drink('#9bb38a', '#b9c47a', { mug: true }),
  'drink-tea-black': drink('#7b2d3a', '#8a2d12', {}),
  'drink-ayran': drink('#2f4858', '#fbfaf5', { foam: '#ffffff' }),
  'drink-lassi': drink('#7b2d3a', '#f5b942', { foam: '#fbe3a0', straw: '#2a7f7a' }),
  'drink-coffee': drink('#8a5a3b', '#6b3e1f', { mug: true, foam: '#e8cfa8' }),
  'drink-cocoa': drink('#8a5a3b', '#5a2f1a', { mug: true, foam: '#ffffff' }),
  'drink-beer': drink('#8a5a3b', '#4a1f0c', { foam: '#f0dfc0' }),
  'drink-matcha': drink('#e2c99a', '#9bc26a', { mug: true, foam: '#d9ecb8' }),
  'drink-thai-tea': drink('#2a7f7a', '#e98a3a', { ice: true, foam: '#f5e6c8', straw: '#ffffff' }),
  'sauce-red': sauce('#c0321f'),
  'sauce-white': sauce('#f4f1e6'),
  'sauce-yellow': sauce('#f0c33b'),
  'sauce-brown': sauce('#6b3a1f'),
  'sauce-green': sauce('#8cbf4a'),
  'sauce-pink': sauce('#f3b3a7'),
  'side-bread': pastry('#6f7d3c', (r) =>
    [0, 1, 2]
      .map(
        (i) =>
          path(blob(r, 200 + i * 120, 240 + (i % 2) * 20, 70, 50, 0.1), '#e2a453', 'stroke="#a8682b" stroke-width="4"') +
          dots(r, 200 + i * 120, 240, 40, '#4a9b3f', 8, 3),
      )
      .join(''),
  ),
  'side-rice': inBowl('#3d4a52', '#2b2b2b', '#fbfaf5', (r) => rice(r, 320, 240, 150)),
  'side-papadum': onPlate('#7b2d3a', (r) =>
    [0, 1]
      .map(
        (i) =>
          path(blob(r, 280 + i * 60, 230 + i * 20, 120, 110, 0.05, 20), '#f3dc9a', 'stroke="#d9b060" stroke-width="3"') +
          dots(r, 280 + i * 60, 230, 100, '#c98a33', 30, 4),
      )
      .join(''),
  ),
  'side-potatoes': onPlate(
    '#8a5a3b',
    (r) => chunks(r, 320, 240, 120, '#e0a445', 18, 22) + herbs(r, 320, 240, 120, 10) + dots(r, 320, 240, 120, '#6e3b25', 20, 4),
  ),
} satisfies Record<string, Scene>;
