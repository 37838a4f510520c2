import { useFlowRoles } from './api';
import { FlowToolbar } from './filters/flow-toolbar';
import { useFlowFilters } from './filters/use-flow-filters';
import { useFlowRange } from './filters/use-flow-range';
import { useFlowView } from './filters/use-flow-view';
import { FlowCalendar } from './grid/flow-calendar';
import { InfoPopup } from './popups/info-popup';
import { useHoverPopup } from './popups/use-hover-popup';
import { useFlowData } from './use-flow-data';
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
