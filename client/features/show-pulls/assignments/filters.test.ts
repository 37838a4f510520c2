import { describe, expect, it } from 'vitest';
import type { EventItem } from '../../../../contracts/show-pulls';
import {
  canAssign,
  canUnassign,
  filterEventItems,
  type ItemQuery,
  isFullyAssigned,
  isUnsaved,
  isVisible,
  listTitle,
} from './filters';

const item = (over: Partial<EventItem> = {}): EventItem => ({
  id: 1,
  category_id: 10,
  category_name: '2104',
  description: 'Shure SM58',
  group_name: 'Keynote',
  qty_required: 4,
  client_note: '',
  notes: '',
  vendor_company_name: null,
  initials1: null,
  department_id: 1,
  isActive: true,
  isAssignable: true,
  isPullable: true,
  isInGearFlowQueue: false,
  isFlowing: false,
  isStashed: false,
  commitmentQty: 0,
  assignment: null,
  otherPullsQty: 0,
  ...over,
});
const here = (quantity: number) => ({ id: 9, show_pull_id: 1, quantity, qty_cross_rented: 0 });
const all: ItemQuery = { filter: 'all', departments: new Set<number>(), text: '' };

describe('show pull item rules (spec 4)', () => {
  it('assigns only when assignable, active, not on this pull and not fully assigned', () => {
    expect(canAssign(item())).toBe(true);
    expect(canAssign(item({ isAssignable: false }))).toBe(false);
    expect(canAssign(item({ isActive: false }))).toBe(false);
    expect(canAssign(item({ assignment: here(1) }))).toBe(false);
    expect(canAssign(item({ otherPullsQty: 4 }))).toBe(false);
    expect(canUnassign(item({ assignment: here(2) }))).toBe(true);
    // Drawn before the answer: nothing to un-assign yet.
    expect(isUnsaved({ id: -1 })).toBe(true);
    expect(isUnsaved(here(2))).toBe(false);
    expect(canUnassign(item())).toBe(false);
  });

  it('calls a gear-flow item fully assigned when initialled', () => {
    expect(isFullyAssigned(item({ isInGearFlowQueue: true }))).toBe(false);
    expect(isFullyAssigned(item({ isInGearFlowQueue: true, initials1: 'SO' }))).toBe(true);
  });

  it('shows inactive rows only when assigned or initialled', () => {
    expect(isVisible(item({ isActive: false }))).toBe(false);
    expect(isVisible(item({ isActive: false, initials1: 'SO' }))).toBe(true);
    expect(isVisible(item({ isActive: false, assignment: here(1) }))).toBe(true);
  });
});

describe('filters', () => {
  const items = [
    item({ id: 1 }),
    item({ id: 2, assignment: here(4), department_id: 2, description: 'Projector' }),
    item({ id: 3, initials1: 'SO', vendor_company_name: 'Acme Rentals' }),
    item({ id: 4, isActive: false }),
  ];
  const ids = (q: Partial<typeof all>) => filterEventItems(items, { ...all, ...q }).map((i) => i.id);

  it('applies the list filter, the departments and the text', () => {
    expect(ids({})).toEqual([1, 2, 3]);
    expect(ids({ filter: 'notAssigned' })).toEqual([1, 3]);
    expect(ids({ filter: 'assignable' })).toEqual([1, 3]);
    expect(ids({ filter: 'uninitialed' })).toEqual([1, 2]);
    expect(ids({ departments: new Set([2]) })).toEqual([2]);
    expect(ids({ text: 'acme' })).toEqual([3]);
    expect(ids({ text: 'PROJ' })).toEqual([2]);
  });

  it('titles the list', () => {
    expect([listTitle('all'), listTitle('gearFlow'), listTitle('techs'), listTitle('uninitialed')]).toEqual([
      'Bid Items',
      'Gear Flow',
      'Techs',
      'Bid Items',
    ]);
  });
});
