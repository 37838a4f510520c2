import type { ShowPullView } from '../../../contracts/show-pulls';
import { BidItemsTable } from './bid-items-table';
import { DepartmentButtons } from './department-buttons';
import { FILTER_LABELS, LIST_FILTERS, type ListFilter, listTitle } from './filters';
import { GearFlowTable, TechsTable } from './gear-flow-table';
import type { BidList } from './use-lists';

/** Spec 2.1 left side: the bid items, gear-flow commitments or techs, filtered by list, text and department. */
export function BidPanel({
  view,
  list,
  departments,
  onDepartments,
}: {
  view: ShowPullView;
  list: BidList;
  departments: Set<number>;
  onDepartments(next: Set<number>): void;
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
        />
        <button type="button" aria-label="Smaller text" onClick={list.smaller}>
          A−
        </button>
        <button type="button" aria-label="Larger text" onClick={list.larger}>
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
        />
      )}
    </div>
  );
}
