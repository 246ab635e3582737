/**
 * What a browser does with an `<img srcset sizes>`, for the sizes this app writes: the slot width of
 * the first matching `(min-width: Npx)` (or the last, unconditional, entry), then the narrowest
 * candidate with at least one picture pixel per device pixel (Chromium's choice; the widest if none is).
 * Understands px, rem (16 px), vw, + - * / and parentheses, which is all PICTURE_SIZES uses.
 */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((s) => s.trim())) {
    const media = /^\(min-width:\s*(\d+)px\)\s+(.+)$/.exec(entry);
    if (!media) return length(entry, viewport);
    if (viewport >= Number(media[1])) return length(media[2]!, viewport);
  }
  throw new Error(`no unconditional size in ${sizes}`);
}

export function pickedWidth(sizes: string, widths: readonly number[], viewport: number, dpr: number): number {
  const needed = slotWidth(sizes, viewport) * dpr;
  return [...widths].sort((a, b) => a - b).find((w) => w >= needed) ?? Math.max(...widths);
}

function length(text: string, viewport: number): number {
  const tokens = text.replace(/^calc/, '').match(/\d+(?:\.\d+)?(?:px|rem|vw)?|[-+*/()]/g) ?? [];
  let at = 0;
  const value = (): number => {
    const token = tokens[at++]!;
    if (token === '(') {
      const inner = sum();
      at++; // ')'
      return inner;
    }
    const number = parseFloat(token);
    if (token.endsWith('rem')) return number * 16;
    if (token.endsWith('vw')) return (number * viewport) / 100;
    return number;
  };
  const product = (): number => {
    let result = value();
    while (tokens[at] === '*' || tokens[at] === '/') result = tokens[at++] === '*' ? result * value() : result / value();
    return result;
  };
  const sum = (): number => {
    let result = product();
    while (tokens[at] === '+' || tokens[at] === '-') result = tokens[at++] === '+' ? result + product() : result - product();
    return result;
  };
  return sum();
}
