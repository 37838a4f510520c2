import { useFlowRoles } from './api';
import { FlowCalendar } from './flow-calendar';
import { FlowToolbar } from './flow-toolbar';
import { InfoPopup } from './info-popup';
import { useFlowData } from './use-flow-data';
import { useFlowFilters } from './use-flow-filters';
import { useFlowRange } from './use-flow-range';
import { useFlowView } from './use-flow-view';
import { useHoverPopup } from './use-hover-popup';
import './flow.css';

/**
 * /flow/techs?startDate&endDate: the technician flow calendar (spec 2.11). Three panels: the
 * toolbar (range and filters), the calendar (grid and contact card), and the popup of a hovered bar.
 */
export function FlowPage() {
  const range = useFlowRange();
  const filters = useFlowFilters();
  const data = useFlowData(range.range);
  const hover = useHoverPopup();
  const view = useFlowView();
  const roles = useFlowRoles().data?.roles;
  return (
    <section className="flow-page" data-complete={data.complete}>
      <FlowToolbar range={range} filters={filters} view={view} roles={roles} loadingMore={data.loadingMore} />
      <FlowCalendar data={data} filter={filters.filter} view={view} roles={roles} hover={hover} />
      <InfoPopup hover={hover} onViewAll={filters.searchEvent} />
    </section>
  );
}
