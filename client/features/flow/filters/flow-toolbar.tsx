import type { FlowRole } from '../../../../contracts/flow';
import { FLOW_SHIFT_DAYS } from '../../../../contracts/flow';
import { DateRangeInputs } from '../../../platform/date-range-inputs';
import { shiftRange } from './filters';
import { RoleSelect } from './free-panel';
import type { FlowFilters } from './use-flow-filters';
import type { FlowRangeState } from './use-flow-range';
import type { FlowView } from './use-flow-view';

/** The calendar's toolbar: the range (previous / dates / next), the search and its checkboxes, the legend. */
export function FlowToolbar({
  range: { range, setRange, draft, applyDraft, problem },
  filters,
  view,
  roles,
  loadingMore,
}: {
  range: FlowRangeState;
  filters: FlowFilters;
  view: FlowView;
  roles: readonly FlowRole[] | undefined;
  loadingMore: boolean;
}) {
  return (
    <div className="toolbar">
      <h1>Flow</h1>
      <fieldset className="range" aria-label="Date range">
        <button
          type="button"
          title={`Back ${FLOW_SHIFT_DAYS} days`}
          onClick={() => setRange(shiftRange(range, -FLOW_SHIFT_DAYS))}
        >
          ‹ Previous
        </button>
        <DateRangeInputs
          start={draft.start}
          end={draft.end}
          onChange={(r) => applyDraft({ ...draft, ...r })}
        />
        <button
          type="button"
          title={`Ahead ${FLOW_SHIFT_DAYS} days`}
          onClick={() => setRange(shiftRange(range, FLOW_SHIFT_DAYS))}
        >
          Next ›
        </button>
        {problem && (
          <span className="range-problem" role="alert">
            {problem}
          </span>
        )}
      </fieldset>
      <input
        type="search"
        aria-label="Search"
        placeholder="Name, state (TX) or bid #"
        value={filters.search}
        onChange={(e) => filters.setSearch(e.target.value)}
      />
      {filters.parsed.kind === 'event' && (
        <label className="check">
          <input
            type="checkbox"
            checked={filters.includeRelated}
            onChange={(e) => filters.setIncludeRelated(e.target.checked)}
          />
          Include Related
        </label>
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={filters.staffOnly}
          onChange={(e) => filters.setStaffOnly(e.target.checked)}
        />
        Staff Only
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={view.conflictsOnly}
          onChange={(e) => view.setConflictsOnly(e.target.checked)}
        />
        Conflicts only
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={view.hideInactive}
          onChange={(e) => view.setHideInactive(e.target.checked)}
        />
        Hide cancelled &amp; stashed
      </label>
      <RoleSelect roles={roles} roleId={view.roleId} onChange={view.setRoleId} />
      <span className="legend" aria-hidden="true">
        <span className="swatch flight" /> Flight <span className="swatch drive" /> Drive{' '}
        <span className="swatch local" /> Local <span className="swatch estimated" /> Estimated{' '}
        <span className="swatch other" /> Other
      </span>
      {loadingMore && <span className="muted">Loading the rest…</span>}
    </div>
  );
}
