/*
 * The cost of one position (issue 37.5), pure so it is tested by property (cost-rule.test.ts).
 * All money is integer cents; nothing here rounds but the overtime of a day, to the cent.
 */

export interface Rate {
  dayCents: number;
  halfDayCents: number;
  /** A day of at most this many hours is a half day. */
  halfDayHours: number;
  overtimeCentsPerHour: number;
  /** Hours past this in a day are overtime. */
  overtimeAfterHours: number;
  perDiemCents: number;
}

/** How a position is worked: so many days of the same length. */
export interface Shift {
  days: number;
  minutesPerDay: number;
}

export interface ShiftCost {
  days: number;
  halfDays: number;
  /** Overtime over every day, in minutes. */
  overtimeMinutes: number;
  laborCents: number;
  perDiemCents: number;
  totalCents: number;
}

const MINUTES_PER_DAY = 1440;
const dayNumber = (local: string) => Math.round(Date.parse(`${local.slice(0, 10)}T00:00:00Z`) / 86_400_000);
const minuteOfDay = (local: string) => Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));

/**
 * A position's days from its wall-clock in and out (`YYYY-MM-DD HH:MM[:SS]`): a crew call from
 * the in time to the out time on each date from the in date to the out date (a three-day show
 * called 07:00 to 23:00 is three days of 16 hours). An out time at or before the in time on a
 * later date is a night call: each day runs past midnight into the next date, one day fewer.
 */
export function shiftOf(inAt: string, outAt: string): Shift {
  const dates = dayNumber(outAt) - dayNumber(inAt);
  const from = minuteOfDay(inAt);
  const to = minuteOfDay(outAt);
  if (dates <= 0) return { days: 1, minutesPerDay: Math.max(0, to - from) };
  if (to > from) return { days: dates + 1, minutesPerDay: to - from };
  return { days: dates, minutesPerDay: to + MINUTES_PER_DAY - from };
}

/** What the shift costs at the rate; nothing without one (the position is counted as unpriced). */
export function costOfShift(shift: Shift, rate: Rate | null): ShiftCost {
  const days = Math.max(0, Math.floor(shift.days));
  if (!rate || days === 0)
    return { days, halfDays: 0, overtimeMinutes: 0, laborCents: 0, perDiemCents: 0, totalCents: 0 };
  const minutes = Math.max(0, shift.minutesPerDay);
  const isHalf = minutes <= rate.halfDayHours * 60;
  const overtime = Math.max(0, minutes - rate.overtimeAfterHours * 60);
  const perDay =
    (isHalf ? rate.halfDayCents : rate.dayCents) + Math.round((overtime * rate.overtimeCentsPerHour) / 60);
  const laborCents = perDay * days;
  const perDiemCents = rate.perDiemCents * days;
  return {
    days,
    halfDays: isHalf ? days : 0,
    overtimeMinutes: overtime * days,
    laborCents,
    perDiemCents,
    totalCents: laborCents + perDiemCents,
  };
}

/** The technician's own rate when they are confirmed on it and have one, else the role's. */
export function rateFor(
  position: { contactId: number | null; isConfirmed: boolean; categoryId: number },
  technicianRates: ReadonlyMap<number, Rate>,
  roleRates: ReadonlyMap<number, Rate>,
): { rate: Rate | null; source: 'technician' | 'role' | 'none' } {
  const own =
    position.isConfirmed && position.contactId !== null ? technicianRates.get(position.contactId) : undefined;
  if (own) return { rate: own, source: 'technician' };
  const role = roleRates.get(position.categoryId);
  return role ? { rate: role, source: 'role' } : { rate: null, source: 'none' };
}
