import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costOfShift, type Rate, rateFor, shiftOf } from './cost-rule.js';

const rate = (over: Partial<Rate> = {}): Rate => ({
  dayCents: 45_000,
  halfDayCents: 25_000,
  halfDayHours: 5,
  overtimeCentsPerHour: 6_000,
  overtimeAfterHours: 10,
  perDiemCents: 5_000,
  ...over,
});

const rates = fc.record({
  dayCents: fc.nat(10_000_000),
  halfDayCents: fc.nat(10_000_000),
  halfDayHours: fc.integer({ min: 0, max: 24 }),
  overtimeCentsPerHour: fc.nat(1_000_000),
  overtimeAfterHours: fc.integer({ min: 1, max: 24 }),
  perDiemCents: fc.nat(1_000_000),
});
const shifts = fc.record({
  days: fc.integer({ min: 0, max: 400 }),
  minutesPerDay: fc.integer({ min: 0, max: 1440 }),
});

describe('shiftOf', () => {
  it('reads one day, a daily call over several dates, and a night call', () => {
    expect(shiftOf('2026-12-05 08:00:00', '2026-12-05 12:00:00')).toEqual({ days: 1, minutesPerDay: 240 });
    expect(shiftOf('2026-12-05 07:00', '2026-12-07 23:00')).toEqual({ days: 3, minutesPerDay: 960 });
    expect(shiftOf('2026-12-05 20:00', '2026-12-07 04:00')).toEqual({ days: 2, minutesPerDay: 480 });
    expect(shiftOf('2026-12-31 09:00', '2027-01-01 17:00')).toEqual({ days: 2, minutesPerDay: 480 });
  });
});

describe('costOfShift', () => {
  it('pays a full day, a half day, overtime by the minute and per diem for each day', () => {
    expect(costOfShift({ days: 3, minutesPerDay: 8 * 60 }, rate()).totalCents).toBe(3 * (45_000 + 5_000));
    const half = costOfShift({ days: 2, minutesPerDay: 5 * 60 }, rate());
    expect(half).toMatchObject({ halfDays: 2, laborCents: 50_000, perDiemCents: 10_000 });
    const long = costOfShift({ days: 1, minutesPerDay: 12 * 60 + 30 }, rate());
    expect(long).toMatchObject({ overtimeMinutes: 150, laborCents: 45_000 + 15_000 });
    expect(costOfShift({ days: 4, minutesPerDay: 600 }, null).totalCents).toBe(0);
  });

  it('is never negative, and its parts add up', () => {
    fc.assert(
      fc.property(shifts, rates, (shift, r) => {
        const c = costOfShift(shift, r);
        expect(c.totalCents).toBeGreaterThanOrEqual(0);
        expect(c.totalCents).toBe(c.laborCents + c.perDiemCents);
        expect(Number.isInteger(c.totalCents)).toBe(true);
      }),
    );
  });

  it('grows with the days, by the same amount each day', () => {
    fc.assert(
      fc.property(shifts, rates, fc.integer({ min: 1, max: 30 }), (shift, r, more) => {
        const c = costOfShift(shift, r);
        const longer = costOfShift({ ...shift, days: shift.days + more }, r);
        expect(longer.totalCents).toBeGreaterThanOrEqual(c.totalCents);
        const one = costOfShift({ ...shift, days: 1 }, r).totalCents;
        expect(longer.totalCents - c.totalCents).toBe(one * more);
      }),
    );
  });

  it('does not fall when a day gets longer past the half day', () => {
    fc.assert(
      fc.property(shifts, rates, fc.nat(600), (shift, r, extra) => {
        fc.pre(r.dayCents >= r.halfDayCents);
        const c = costOfShift(shift, r);
        const longer = costOfShift({ ...shift, minutesPerDay: shift.minutesPerDay + extra }, r);
        expect(longer.totalCents).toBeGreaterThanOrEqual(c.totalCents);
      }),
    );
  });
});

describe('rateFor', () => {
  const roleRates = new Map([[7, rate({ dayCents: 30_000 })]]);
  const techRates = new Map([[42, rate({ dayCents: 60_000 })]]);

  it("takes a confirmed tech's own rate over the role's, and the role's for anyone else", () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(42, 43), { nil: null }),
        fc.boolean(),
        fc.constantFrom(7, 8),
        (contactId, isConfirmed, categoryId) => {
          const { rate: r, source } = rateFor({ contactId, isConfirmed, categoryId }, techRates, roleRates);
          if (contactId === 42 && isConfirmed) expect([source, r?.dayCents]).toEqual(['technician', 60_000]);
          else if (categoryId === 7) expect([source, r?.dayCents]).toEqual(['role', 30_000]);
          else expect([source, r]).toEqual(['none', null]);
        },
      ),
    );
  });
});
