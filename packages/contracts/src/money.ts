/**
 * Money crosses the API as euro with at most 2 decimals and is stored as integer cents. These are
 * the only two conversions; they round half away from zero to absorb binary-float noise.
 */
export function centsToEuro(cents: number): number {
  return Math.round(cents) / 100;
}

export function euroToCents(euro: number): number {
  const cents = Math.round(Math.abs(euro) * 100 + 1e-7);
  return euro < 0 ? -cents : cents;
}
