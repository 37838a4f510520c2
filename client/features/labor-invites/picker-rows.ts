import type { Invitee } from '../../../contracts/labor-invites';
import type { BusyEntry, BusyKind } from '../../../contracts/labor-invites-availability';

export interface PickerFilters {
  search: string;
  /** A role's category id, or null for any role. */
  roleId: number | null;
  /** A department title, or '' for every one. */
  department: string;
  availableOnly: boolean;
}

export interface PickerRow {
  tech: Invitee;
  /** Holds a role for the position's category: listed first, starred. */
  hasRole: boolean;
  /** The finding that decides the mark (unavailable, booked, travelling, tentative), if any. */
  mark: BusyKind | null;
  busy: BusyEntry[];
}

/**
 * The worst finding is the mark: away first, then a confirmed job, travel, a job too close to get
 * there from (or to), too little rest between, a hold.
 */
const WEIGHT: Record<BusyKind, number> = {
  unavailable: 6,
  booked: 5,
  travel: 4,
  arrival: 3,
  rest: 2,
  tentative: 1,
};

/**
 * The picker's list: the technicians matching the filters, each with what they have on the
 * position's dates; role holders first, then by "Last, First". Every word typed must start a
 * word of the name ("ra lin" finds Rae Lindqvist).
 */
export function pickerRows(
  techs: readonly Invitee[],
  busyById: ReadonlyMap<number, readonly BusyEntry[]>,
  categoryId: number,
  f: PickerFilters,
): PickerRow[] {
  const words = f.search
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const rows: PickerRow[] = [];
  for (const tech of techs) {
    if (f.roleId !== null && !tech.roleIds.includes(f.roleId)) continue;
    if (f.department && tech.department !== f.department) continue;
    const busy = [...(busyById.get(tech.id) ?? [])];
    if (f.availableOnly && busy.length) continue;
    if (words.length) {
      const nameWords = `${tech.name} ${tech.contact_name}`.toLowerCase().split(/[\s,]+/);
      if (!words.every((w) => nameWords.some((n) => n.startsWith(w)))) continue;
    }
    const mark = busy.reduce<BusyKind | null>(
      (worst, b) => (worst === null || WEIGHT[b.kind] > WEIGHT[worst] ? b.kind : worst),
      null,
    );
    rows.push({ tech, hasRole: tech.roleIds.includes(categoryId), mark, busy });
  }
  return rows.sort(
    (a, b) =>
      Number(b.hasRole) - Number(a.hasRole) ||
      a.tech.contact_name.localeCompare(b.tech.contact_name) ||
      a.tech.id - b.tech.id,
  );
}

export const MARK_LABEL: Record<BusyKind, string> = {
  unavailable: 'Unavailable',
  booked: 'Booked',
  travel: 'Travelling',
  tentative: 'Tentative',
  rest: 'Short rest',
  arrival: 'Cannot arrive',
};
