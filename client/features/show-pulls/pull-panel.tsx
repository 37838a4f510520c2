import type { ShowPullView } from '../../../contracts/show-pulls';
import { CategoriesTable } from './categories-table';
import type { PullDialogs } from './pull-dialogs';
import type { CategoryList } from './use-lists';

/** Spec 2.1 right side: the pull's categories with their quantities, the total weight, and what opens from them. */
export function PullPanel({
  view,
  list,
  dialogs,
}: {
  view: ShowPullView;
  list: CategoryList;
  dialogs: PullDialogs;
}) {
  return (
    <div className="pull-right">
      <div className="toolbar">
        <h2>Pull</h2>
        <input
          type="search"
          placeholder="Filter Categories"
          aria-label="Filter Categories"
          value={list.text}
          onChange={(e) => list.setText(e.target.value)}
        />
        <label className="nowrap">
          <input
            type="checkbox"
            checked={list.onlyWithQty}
            onChange={(e) => list.setOnlyWithQty(e.target.checked)}
          />{' '}
          Qty &gt; 0
        </label>
        <span className="total-weight">
          Total weight:{' '}
          <strong>{view.totalWeight.toLocaleString('en-US', { maximumFractionDigits: 1 })} lbs</strong>
        </span>
      </div>
      <div className="toolbar">
        <button type="button" onClick={dialogs.openCustomItem}>
          Add Custom Item
        </button>
        <button type="button" onClick={() => dialogs.openManager(null, 'systems')}>
          Add System
        </button>
        <button type="button" onClick={() => dialogs.openManager(null, 'system-assignments')}>
          Manage Systems
        </button>
      </div>
      <CategoriesTable
        pullId={view.showPull.id}
        rows={list.rows}
        onManage={(c) => dialogs.openManager(c.showPullItemID, 'dependencies')}
        onBreakdown={dialogs.openBreakdown}
      />
    </div>
  );
}
