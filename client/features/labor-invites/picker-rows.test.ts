import { describe, expect, it } from 'vitest';
import type { Invitee } from '../../../contracts/labor-invites';
import type { BusyEntry } from '../../../contracts/labor-invites-availability';
import { type PickerFilters, pickerRows } from './picker-rows';

const tech = (id: number, first: string, last: string, over: Partial<Invitee> = {}): Invitee => ({
  id,
  name: `${first} ${last}`,
  contact_name: `${last}, ${first}`,
  primary_email: null,
  department: 'Audio',
  hasRole: false,
  availability: 'available',
  conflicts: [],
  roleIds: [],
  ...over,
});
const techs = [
  tech(1, 'Rae', 'Lindqvist', { roleIds: [9] }),
  tech(2, 'Omar', 'Haddad'),
  tech(3, 'Ida', 'Rae', { department: 'Lighting', roleIds: [9, 12] }),
  tech(4, 'Zach', 'Flores'),
];
const entry = (kind: BusyEntry['kind'], text: string): BusyEntry => ({
  kind,
  eventId: 24100,
  startDate: '2026-12-09',
  endDate: '2026-12-10',
  text,
});
const busy = new Map([
  [2, [entry('tentative', 'Tentative on 24100 Gala'), entry('unavailable', 'Unavailable Dec 9 (Vacation)')]],
  [4, [entry('travel', 'Travelling Dec 9')]],
]);
const all: PickerFilters = { search: '', roleId: null, department: '', availableOnly: false };
const ids = (f: Partial<typeof all>) => pickerRows(techs, busy, 9, { ...all, ...f }).map((r) => r.tech.id);

describe('the invitee picker list', () => {
  it('lists role holders first, then by last name, marked by their worst finding', () => {
    const rows = pickerRows(techs, busy, 9, all);
    expect(rows.map((r) => r.tech.id)).toEqual([1, 3, 4, 2]);
    expect(rows.map((r) => r.mark)).toEqual([null, null, 'travel', 'unavailable']);
    expect(rows[3]!.busy.map((b) => b.text)).toEqual([
      'Tentative on 24100 Gala',
      'Unavailable Dec 9 (Vacation)',
    ]);
  });
  it('searches names by the start of their words, first or last', () => {
    expect(ids({ search: 'rae' })).toEqual([1, 3]);
    expect(ids({ search: 'ra lin' })).toEqual([1]);
    expect(ids({ search: 'haddad, om' })).toEqual([2]);
    expect(ids({ search: 'dqvist' })).toEqual([]);
  });
  it('filters by role, department and availability', () => {
    expect(ids({ roleId: 12 })).toEqual([3]);
    expect(ids({ department: 'Audio' })).toEqual([1, 4, 2]);
    expect(ids({ availableOnly: true })).toEqual([1, 3]);
    expect(ids({ availableOnly: true, department: 'Lighting', search: 'ida' })).toEqual([3]);
  });
});
