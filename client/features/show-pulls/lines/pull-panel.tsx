import type { ShowPullView } from '../../../../contracts/show-pulls';
import { useCurrentUser } from '../../../platform/session';
import { AddFromSheetButton } from '../from-sheet/add-from-sheet-modal';
import type { PullDialogs } from '../pull-dialogs';
import { CategoriesTable } from './categories-table';
import { LINE_FILTER_LABELS, LINE_FILTERS, type LineFilter } from './category-rows';
import type { PullList } from './pull-list';

// Made once: toLocaleString with options builds a formatter (and loads its locale data) each call.
const weight = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * Spec 2.1 right side: the pull's categories with their quantities (their search is on the left),
 * which lines to list, the total weight, and what opens from them. A role that cannot write sees
 * no write buttons.
 */
export function PullPanel({
  view,
  list,
  dialogs,
}: {
  view: ShowPullView;
  list: PullList;
  dialogs: PullDialogs;
}) {
  const canWrite = useCurrentUser().canEdit;
  return (
    <div className="pull-right">
      <div className="toolbar">
        <h2>Pull</h2>
        <select
          aria-label="Lines"
          value={list.lines}
          onChange={(e) => list.setLines(e.target.value as LineFilter)}
        >
          {LINE_FILTERS.map((f) => (
            <option key={f} value={f}>
              {LINE_FILTER_LABELS[f]}
            </option>
          ))}
        </select>
        <label className="nowrap">
          <input
            type="checkbox"
            checked={list.onlyWithQty}
            onChange={(e) => list.setOnlyWithQty(e.target.checked)}
          />{' '}
          Qty &gt; 0
        </label>
        <label className="nowrap" title="Lines the company lacks stock for over this event's dates">
          <input
            type="checkbox"
            checked={list.onlyShortages}
            onChange={(e) => list.setOnlyShortages(e.target.checked)}
          />{' '}
          Shortages only
        </label>
        <span className="total-weight">
          Total weight: <strong>{weight.format(view.totalWeight)} lbs</strong>
        </span>
      </div>
      <div className="toolbar">
        {canWrite && (
          <>
            <button type="button" onClick={dialogs.openCustomItem}>
              Add Custom Item
            </button>
            <AddFromSheetButton pullId={view.showPull.id} />
            <button type="button" onClick={() => dialogs.openManager(null, 'systems')}>
              Add System
            </button>
          </>
        )}
        <button type="button" onClick={() => dialogs.openManager(null, 'system-assignments')}>
          Manage Systems
        </button>
        {!canWrite && <span className="muted small">Read-only: your role cannot change pulls.</span>}
      </div>
      <CategoriesTable
        pullId={view.showPull.id}
        rows={list.rows}
        sort={list.sort}
        onSort={list.sortBy}
        onManage={(c) => dialogs.openManager(c.lineId, 'dependencies')}
        onBreakdown={dialogs.openBreakdown}
        onEditCustom={(c) => c.custom && dialogs.openCustomLine(c.custom.id)}
      />
    </div>
  );
}
