/**
 * The cable colour code: the coloured tape on each end of a cable says its length, so the crew
 * pulls the right one at a glance. A printed sheet can show each cable's colour and the key.
 */
export interface CableColor {
  /** Lengths up to this many feet (inclusive) wear this colour. */
  upToFeet: number;
  label: string;
  name: string;
  hex: string;
}

export const CABLE_COLORS: readonly CableColor[] = [
  { upToFeet: 5, label: 'up to 5ft', name: 'White', hex: '#FFFFFF' },
  { upToFeet: 10, label: '6 to 10ft', name: 'Red', hex: '#D32F2F' },
  { upToFeet: 15, label: '11 to 15ft', name: 'Orange', hex: '#F57C00' },
  { upToFeet: 25, label: '16 to 25ft', name: 'Yellow', hex: '#FBC02D' },
  { upToFeet: 50, label: '26 to 50ft', name: 'Green', hex: '#388E3C' },
  { upToFeet: 100, label: '51 to 100ft', name: 'Blue', hex: '#1976D2' },
  { upToFeet: Number.POSITIVE_INFINITY, label: 'over 100ft', name: 'Purple', hex: '#7B1FA2' },
];

const CABLE_WORDS = /\b(cable|snake|feeder|extension|jumper|cord)\b/i;
const LENGTH = /\b(\d{1,4}(?:\.\d+)?)\s*(?:ft|feet|foot|')(?![a-z])/i;

/** The colour of a cable by the length in its name ("XLR Cable 25ft"); undefined when it is not one. */
export function cableColor(name: string): CableColor | undefined {
  if (!CABLE_WORDS.test(name)) return undefined;
  const m = LENGTH.exec(name);
  if (!m) return undefined;
  const feet = Number(m[1]);
  return CABLE_COLORS.find((c) => feet <= c.upToFeet);
}
