import type { KeyboardEvent } from 'react';
import type { ShowPullView } from '../../../../contracts/show-pulls';
import type { PullList } from '../lines/pull-list';
import { BidItemsTable } from './bid-items-table';
import type { BidList } from './bid-list';
import { DepartmentButtons } from './department-buttons';
import { FILTER_LABELS, LIST_FILTERS, type ListFilter, listTitle } from './filters';
import { GearFlowTable } from './gear-flow-table';
import { TechsTable } from './techs-table';

/** ↓ in a filter goes to its table, whose arrow keys then move through the rows. */
const downTo = (table: string) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'ArrowDown') return;
  const box = e.currentTarget.closest('.show-pull')?.querySelector<HTMLElement>(table);
  if (!box) return;
  e.preventDefault();
  box.focus();
};

/**
 * Spec 2.1 left side: the bid items, gear-flow commitments or techs, filtered by list, text and
 * department; both searches (bid and categories) sit here, as the spec puts them.
 */
export function BidPanel({
  view,
  list,
  pullList,
  departments,
  onDepartments,
  compact,
  onCompact,
}: {
  view: ShowPullView;
  list: BidList;
  pullList: PullList;
  departments: Set<number>;
  onDepartments(next: Set<number>): void;
  compact: boolean;
  onCompact(on: boolean): void;
}) {
  const { filter } = list;
  const pullId = view.showPull.id;
  return (
    <div className="pull-left" style={{ fontSize: list.fontSize }}>
      <div className="toolbar">
        <h2>{listTitle(filter)}</h2>
        <span className="muted nowrap" data-testid="listed-count">
          {list.count} listed
        </span>
        <select
          aria-label="List"
          value={filter}
          onChange={(e) => list.setFilter(e.target.value as ListFilter)}
        >
          {LIST_FILTERS.map((f) => (
            <option key={f} value={f}>
              {FILTER_LABELS[f]}
            </option>
          ))}
        </select>
        <input
          type="search"
          placeholder="Filter Bid / Commitments"
          aria-label="Filter Bid / Commitments"
          value={list.text}
          onChange={(e) => list.setText(e.target.value)}
          onKeyDown={downTo('.bid-items')}
        />
        <input
          type="search"
          placeholder="Filter Categories"
          aria-label="Filter Categories"
          value={pullList.text}
          onChange={(e) => pullList.setText(e.target.value)}
          onKeyDown={downTo('.categories')}
        />
        <button type="button" aria-label="A− smaller text" title="Smaller text" onClick={list.smaller}>
          A−
        </button>
        <button type="button" aria-label="A+ larger text" title="Larger text" onClick={list.larger}>
          A+
        </button>
        {filter !== 'gearFlow' && filter !== 'techs' && (
          <label className="nowrap">
            <input
              type="checkbox"
              checked={list.showClientNotes}
              onChange={(e) => list.setShowClientNotes(e.target.checked)}
            />{' '}
            Client Notes
          </label>
        )}
        <label className="nowrap" title="One line per row; the full text on hover">
          <input type="checkbox" checked={compact} onChange={(e) => onCompact(e.target.checked)} /> Compact
        </label>
      </div>
      <DepartmentButtons departments={view.departments} selected={departments} onChange={onDepartments} />
      {filter === 'gearFlow' ? (
        <GearFlowTable pullId={pullId} rows={list.commitments} />
      ) : filter === 'techs' ? (
        <TechsTable techs={list.techs} />
      ) : (
        <BidItemsTable
          pullId={pullId}
          items={list.items}
          showClientNotes={list.showClientNotes}
          progress={view.initialsProgress}
          sort={list.sort}
          onSort={list.sortBy}
          compact={compact}
        />
      )}
    </div>
  );
}
