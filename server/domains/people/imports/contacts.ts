import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { type Db, selectJsonRows } from '../../../platform/db/types.js';
import { column } from '../../../platform/imports/columns.js';
import type { ImportKind } from '../../../platform/imports/kind.js';
import { insertRows, updateRows } from '../../../platform/imports/write.js';
import { categoriesByNumber, departmentsByName, fold, noDepartment } from '../../catalog/imports/lookups.js';
import { contacts, laborRates, techRoles } from '../schema.js';

const columns = {
  key: column.text({ required: true, max: 100 }),
  first_name: column.text({ required: true, max: 100 }),
  last_name: column.text({ required: true, max: 100 }),
  nickname: column.text({ max: 100 }),
  legal_name: column.text({ max: 200 }),
  email: column.text({ max: 254 }),
  mobile_phone: column.text({ max: 40 }),
  department: column.text({ max: 100 }),
  tech_group: column.text({ max: 50 }),
  staff: column.yesNo(false),
  part_time: column.yesNo(false),
  target_days: column.whole(0, { max: 366 }),
  day_rate: column.decimal(0, 99_999_999.99),
  home_state: column.text({ max: 40 }),
  roles: column.numbers(),
  // Their own labor rate (issue 37.5), over their role's on the positions they are confirmed on.
  // All blank: none (paid at the role's rate).
  rate_day: column.cents(1_000_000),
  rate_half_day: column.cents(1_000_000),
  half_day_hours: column.maybeWhole(0, { max: 24 }),
  rate_overtime_hour: column.cents(1_000_000),
  overtime_after_hours: column.maybeWhole(1, { max: 24 }),
  per_diem: column.cents(1_000_000),
};

/** A technician's own rate, in cents (the labor_rates row of their contact). */
interface OwnRate {
  dayCents: number;
  halfDayCents: number;
  halfDayHours: number;
  overtimeCentsPerHour: number;
  overtimeAfterHours: number;
  perDiemCents: number;
}
const RATE_COLUMNS = [
  'rate_day',
  'rate_half_day',
  'half_day_hours',
  'rate_overtime_hour',
  'overtime_after_hours',
  'per_diem',
] as const;

const sameRate = (a: OwnRate | null, b: OwnRate | null) =>
  a === null || b === null
    ? a === b
    : a.dayCents === b.dayCents &&
      a.halfDayCents === b.halfDayCents &&
      a.halfDayHours === b.halfDayHours &&
      a.overtimeCentsPerHour === b.overtimeCentsPerHour &&
      a.overtimeAfterHours === b.overtimeAfterHours &&
      a.perDiemCents === b.perDiemCents;

interface Stored {
  id: number;
  key: string | null;
  firstName: string;
  lastName: string;
  nickname: string | null;
  legalName: string | null;
  email: string | null;
  mobilePhone: string | null;
  departmentId: number | null;
  department: string | null;
  techGroup: string | null;
  isStaff: boolean;
  isPartTime: boolean;
  targetDays: number;
  dayRate: number;
  homeState: string | null;
  /** Category numbers, ascending. */
  roles: number[];
  rate: OwnRate | null;
}

const loadAll = (tx: Db) =>
  selectJsonRows<Stored>(
    tx,
    sql`select c.id, c.external_key as key, c.first_name as "firstName", c.last_name as "lastName",
          c.nickname, c.legal_name as "legalName", c.primary_email as email, c.mobile_phone as "mobilePhone",
          c.department_id as "departmentId", d.title as department, c.tech_group as "techGroup",
          c.is_staff as "isStaff", c.is_part_time as "isPartTime", c.target_days as "targetDays",
          c.day_rate::float8 as "dayRate", c.home_state as "homeState",
          coalesce((select array_agg(k.category_number order by k.category_number)
                    from tech_roles r join categories k on k.id = r.category_id
                    where r.contact_id = c.id), '{}') as roles,
          case when lr.id is null then null else json_build_object(
            'dayCents', lr.day_cents, 'halfDayCents', lr.half_day_cents, 'halfDayHours', lr.half_day_hours,
            'overtimeCentsPerHour', lr.overtime_cents_per_hour, 'overtimeAfterHours', lr.overtime_after_hours,
            'perDiemCents', lr.per_diem_cents) end as rate
        from contacts c left join departments d on d.id = c.department_id
          left join labor_rates lr on lr.contact_id = c.id
        order by c.last_name, c.first_name, c.id`,
  );

const WRITTEN = [
  'externalKey',
  'firstName',
  'lastName',
  'nickname',
  'legalName',
  'primaryEmail',
  'mobilePhone',
  'departmentId',
  'techGroup',
  'isStaff',
  'isPartTime',
  'targetDays',
  'dayRate',
  'homeState',
] as const;
type Written = { [K in (typeof WRITTEN)[number]]: (typeof contacts.$inferInsert)[K] };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const sameText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') === (b ?? '');

/** The crew by the company's own key; their department by name; their roles by labor category number. */
export const contactsImport: ImportKind<typeof columns> = {
  kind: 'contacts',
  columns,
  keyColumn: 'key',
  keyOf: (v) => v.key!,
  describeKey: (v) => `The key "${v.key}"`,
  example: {
    key: 'T0001',
    first_name: 'Taylor',
    last_name: 'Brooks',
    nickname: null,
    legal_name: 'Taylor J. Brooks',
    email: 'taylor.brooks@example.com',
    mobile_phone: '214-555-0100',
    department: 'Audio',
    tech_group: 'Staff',
    staff: true,
    part_time: false,
    target_days: 220,
    day_rate: 0,
    home_state: 'TX',
    roles: [9001],
    rate_day: 45_000,
    rate_half_day: 25_000,
    half_day_hours: 5,
    rate_overtime_hour: 6_000,
    overtime_after_hours: 10,
    per_diem: 5_000,
  },

  async plan(tx, rows, report) {
    const departments = await departmentsByName(tx);
    const byNumber = await categoriesByNumber(tx);
    const stored = await loadAll(tx);
    const existing = new Map(stored.filter((c) => c.key !== null).map((c) => [c.key!, c]));
    const creates: { written: Written; roles: number[]; rate: OwnRate | null }[] = [];
    const rateChanges: { contactId: number; rate: OwnRate | null }[] = [];
    const updates: { id: number; written: Written }[] = [];
    const roleChanges: { contactId: number; add: number[]; remove: number[] }[] = [];
    let unchanged = 0;
    for (const { row, values: v } of rows) {
      let bad = false;
      if (v.email && !EMAIL.test(v.email)) {
        report.error(row, 'email', v.email, 'should be an email address, like name@example.com');
        bad = true;
      }
      const department = v.department ? departments.get(fold(v.department)) : undefined;
      if (v.department && !department) {
        report.error(row, 'department', v.department, noDepartment(v.department));
        bad = true;
      }
      const roleIds: number[] = [];
      for (const n of new Set(v.roles)) {
        const category = byNumber.get(n);
        if (!category)
          report.error(row, 'roles', String(n), `No category has the number ${n}: check the number`);
        else if (!category.isLabor)
          report.error(
            row,
            'roles',
            String(n),
            `Category ${n} is not a labor category: a role is a labor position`,
          );
        else {
          roleIds.push(category.id);
          continue;
        }
        bad = true;
      }
      const givesRate = RATE_COLUMNS.some((c) => v[c] !== null);
      if (givesRate && v.rate_day === null) {
        report.error(row, 'rate_day', '', 'is needed when the row gives any of the rate columns');
        bad = true;
      }
      if (bad) continue;
      const rate: OwnRate | null = givesRate
        ? {
            dayCents: v.rate_day!,
            halfDayCents: v.rate_half_day ?? v.rate_day!,
            halfDayHours: v.half_day_hours ?? 5,
            overtimeCentsPerHour: v.rate_overtime_hour ?? 0,
            overtimeAfterHours: v.overtime_after_hours ?? 10,
            perDiemCents: v.per_diem ?? 0,
          }
        : null;
      const written: Written = {
        externalKey: v.key!,
        firstName: v.first_name!,
        lastName: v.last_name!,
        nickname: v.nickname,
        legalName: v.legal_name,
        primaryEmail: v.email,
        mobilePhone: v.mobile_phone,
        departmentId: department?.id ?? null,
        techGroup: v.tech_group,
        isStaff: v.staff,
        isPartTime: v.part_time,
        targetDays: v.target_days,
        dayRate: v.day_rate,
        homeState: v.home_state,
      };
      const old = existing.get(v.key!);
      if (!old) {
        creates.push({ written, roles: roleIds, rate });
        continue;
      }
      const rateChanged = !sameRate(old.rate, rate);
      if (rateChanged) rateChanges.push({ contactId: old.id, rate });
      const oldRoles = new Set(old.roles.map((n) => byNumber.get(n)!.id));
      const add = roleIds.filter((id) => !oldRoles.has(id));
      const remove = [...oldRoles].filter((id) => !roleIds.includes(id));
      const same =
        old.firstName === written.firstName &&
        old.lastName === written.lastName &&
        sameText(old.nickname, written.nickname) &&
        sameText(old.legalName, written.legalName) &&
        sameText(old.email, written.primaryEmail) &&
        sameText(old.mobilePhone, written.mobilePhone) &&
        old.departmentId === written.departmentId &&
        sameText(old.techGroup, written.techGroup) &&
        old.isStaff === written.isStaff &&
        old.isPartTime === written.isPartTime &&
        old.targetDays === written.targetDays &&
        old.dayRate === written.dayRate &&
        sameText(old.homeState, written.homeState);
      if (!same) updates.push({ id: old.id, written });
      if (add.length || remove.length) roleChanges.push({ contactId: old.id, add, remove });
      if (same && !add.length && !remove.length && !rateChanged) unchanged++;
    }
    const updated = new Set([
      ...updates.map((u) => u.id),
      ...roleChanges.map((r) => r.contactId),
      ...rateChanges.map((r) => r.contactId),
    ]).size;
    return {
      created: creates.length,
      updated,
      unchanged,
      async write(tx, progress) {
        const ids = await insertRows(
          tx,
          contacts,
          creates.map((c) => ({ kind: 'technician' as const, ...c.written })),
          progress,
        );
        await updateRows(
          tx,
          contacts,
          WRITTEN,
          updates.map((u) => ({ id: u.id, ...u.written })),
          (n) => progress(creates.length + n),
        );
        const removals = roleChanges.flatMap((r) =>
          r.remove.map((categoryId) => ({ contactId: r.contactId, categoryId })),
        );
        for (let i = 0; i < removals.length; i += 500)
          await tx
            .delete(techRoles)
            .where(
              or(
                ...removals
                  .slice(i, i + 500)
                  .map((r) =>
                    and(eq(techRoles.contactId, r.contactId), eq(techRoles.categoryId, r.categoryId)),
                  ),
              ),
            );
        // A changed rate is written again whole: its old row goes, the new one (if any) comes.
        const rated = rateChanges.map((r) => r.contactId);
        for (let i = 0; i < rated.length; i += 500)
          await tx.delete(laborRates).where(inArray(laborRates.contactId, rated.slice(i, i + 500)));
        await insertRows(tx, laborRates, [
          ...creates.flatMap((c, i) => (c.rate ? [{ contactId: ids[i]!, ...c.rate }] : [])),
          ...rateChanges.flatMap((r) => (r.rate ? [{ contactId: r.contactId, ...r.rate }] : [])),
        ]);
        await insertRows(tx, techRoles, [
          ...creates.flatMap((c, i) => c.roles.map((categoryId) => ({ contactId: ids[i]!, categoryId }))),
          ...roleChanges.flatMap((r) => r.add.map((categoryId) => ({ contactId: r.contactId, categoryId }))),
        ]);
      },
    };
  },

  async exportRows(db) {
    return (await loadAll(db)).map((c) => ({
      key: c.key ?? '',
      first_name: c.firstName,
      last_name: c.lastName,
      nickname: c.nickname,
      legal_name: c.legalName,
      email: c.email,
      mobile_phone: c.mobilePhone,
      department: c.department,
      tech_group: c.techGroup,
      staff: c.isStaff,
      part_time: c.isPartTime,
      target_days: c.targetDays,
      day_rate: c.dayRate,
      home_state: c.homeState,
      roles: c.roles,
      rate_day: c.rate?.dayCents ?? null,
      rate_half_day: c.rate?.halfDayCents ?? null,
      half_day_hours: c.rate?.halfDayHours ?? null,
      rate_overtime_hour: c.rate?.overtimeCentsPerHour ?? null,
      overtime_after_hours: c.rate?.overtimeAfterHours ?? null,
      per_diem: c.rate?.perDiemCents ?? null,
    }));
  },
};
