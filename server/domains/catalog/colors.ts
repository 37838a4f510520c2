/** Black or white text on a colour, whichever reads better (WCAG relative luminance). */
export function contrastHex(colorHex: string): '#000000' | '#FFFFFF' {
  const m = /^#?([0-9a-f]{6})$/i.exec(colorHex);
  if (!m) throw new Error(`not a #RRGGBB colour: ${colorHex}`);
  const value = Number.parseInt(m[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  // The luminance where black and white text have the same contrast ratio.
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}

/** The colours a department's colour is called by (its name is shown beside it for those who do not see it). */
const NAMED: readonly [string, number, number, number][] = [
  ['Red', 220, 50, 47],
  ['Orange', 240, 140, 40],
  ['Amber', 255, 191, 0],
  ['Yellow', 240, 220, 60],
  ['Green', 60, 170, 80],
  ['Teal', 0, 150, 150],
  ['Blue', 50, 110, 210],
  ['Purple', 130, 80, 190],
  ['Pink', 230, 110, 170],
  ['Brown', 130, 85, 50],
  ['Grey', 128, 128, 128],
  ['Black', 20, 20, 20],
  ['White', 245, 245, 245],
];

/** The nearest named colour to a #RRGGBB. */
export function colorName(colorHex: string): string {
  const value = Number.parseInt(colorHex.replace('#', ''), 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
  let best = NAMED[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const named of NAMED) {
    const d = (named[1] - r) ** 2 + (named[2] - g) ** 2 + (named[3] - b) ** 2;
    if (d < bestDistance) [best, bestDistance] = [named, d];
  }
  return best[0];
}
