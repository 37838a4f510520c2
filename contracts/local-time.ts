import { z } from 'zod';

/*
 * Positions and trips are wall-clock times at the venue (a 7 AM crew call is 7 AM there). A screen
 * sends its datetime-local value (`2026-12-01T07:00`), a sales system may send `2026-12-01 07:00`;
 * both are kept as written, with no zone: the event's zone says where the clock hangs.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/** True for a real date and time written `YYYY-MM-DD HH:MM` (or with a `T`). */
export function isLocalDateTime(s: string): boolean {
  const m = LOCAL.exec(s);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number) as number[];
  const t = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
  return t.getUTCMonth() === mo! - 1 && t.getUTCDate() === d! && h! < 24 && mi! < 60 && y! >= 1900;
}

/** `YYYY-MM-DDTHH:MM`, the one form answers carry and a datetime-local input shows. */
export const toLocalInput = (stored: string) => stored.slice(0, 16).replace(' ', 'T');

/** A wall-clock date and time; answered as `YYYY-MM-DDTHH:MM`. */
export const localDateTime = z
  .string()
  .trim()
  .refine(isLocalDateTime, 'is a local date and time, YYYY-MM-DD HH:MM')
  .transform(toLocalInput);
