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
