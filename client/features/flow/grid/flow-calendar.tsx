import { useMemo, useState } from 'react';
import type { FlowRole } from '../../../../contracts/flow';
import type { FlowLine } from '../../../../contracts/flow-lines';
import { useCurrentUser } from '../../../platform/session';
import type { ContactFilter } from '../filters/filters';
import { FreePanel } from '../filters/free-panel';
import type { FlowView } from '../filters/use-flow-view';
import type { HoverPopup } from '../popups/use-hover-popup';
import type { FlowData } from '../use-flow-data';
import { ContactModal } from './contact-cell';
import { FlowGrid, type Highlight } from './flow-grid';
import { dayIndex } from './geometry';
import { layoutRow, type RowLayout } from './layout';
import type { RowView } from './rows';
import { useFlowRows } from './use-flow-rows';

/**
 * The calendar panel: the grid with its lines opened and closed, the clicked day, who is free on
 * the dates selected, and the card of a technician opened from their name.
 */
export function FlowCalendar({
  data,
  filter: baseFilter,
  view,
  roles,
  hover,
}: {
  data: FlowData;
  filter: ContactFilter;
  view: FlowView;
  roles: readonly FlowRole[] | undefined;
  hover: HoverPopup;
}) {
  const user = useCurrentUser();
  const { config, counts, contacts } = data;
  const dates = config.data?.dates;
  const start = dates?.[0]?.date ?? '';
  const days = dates?.length ?? 0;
  const { hideInactive, conflictsOnly, selection, roleId } = view;
  // Lanes and conflicts of every technician, once per answer (not per line drawn).
  const layouts = useMemo(() => {
    const out = new Map<number, RowLayout>();
    if (days) for (const c of contacts) out.set(c.id, layoutRow(c, start, days, hideInactive));
    return out;
  }, [contacts, start, days, hideInactive]);
  const freeOn = useMemo(() => {
    if (!selection || !days) return null;
    const from = Math.max(0, dayIndex(start, selection.from));
    const to = Math.min(days - 1, dayIndex(start, selection.to));
    return from <= to ? { from, to } : null;
  }, [selection, start, days]);
  const rowView = useMemo<RowView>(
    () => ({ layouts, conflictsOnly, freeOn, hideInactive }),
    [layouts, conflictsOnly, freeOn, hideInactive],
  );
  const roleIds = useMemo(() => {
    const ids = roleId === null ? undefined : roles?.find((r) => r.id === roleId)?.contactIds;
    return ids ? new Set(ids) : null;
  }, [roleId, roles]);
  const filter = useMemo(() => ({ ...baseFilter, roleIds }), [baseFilter, roleIds]);
  const { rows, eventsOpen, onToggleGroup, onToggleEvents, onToggleAllEvents } = useFlowRows(
    data,
    filter,
    rowView,
    days,
  );
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [card, setCard] = useState<FlowLine | null>(null);
  // Stable handlers, so the lines in view are not drawn again while the popup comes and goes.
  const hoverHandlers = useMemo(
    () => ({ enter: hover.enter, leave: hover.leave }),
    [hover.enter, hover.leave],
  );
  const myContactId = config.data?.myContactId ?? null;

  return (
    <>
      {selection && freeOn && (
        <FreePanel
          selection={selection}
          rows={rows}
          roles={roles}
          roleId={roleId}
          onClear={view.clearSelection}
        />
      )}
      {config.data ? (
        <FlowGrid
          rows={rows}
          dates={config.data.dates}
          counts={counts}
          myContactId={myContactId}
          highlight={highlight}
          selection={freeOn ? selection : null}
          onSelectDate={view.selectDate}
          hover={hoverHandlers}
          onCellClick={setHighlight}
          onToggleGroup={onToggleGroup}
          onToggleEvents={onToggleEvents}
          onToggleAllEvents={onToggleAllEvents}
          onOpenContact={setCard}
          eventsOpen={eventsOpen}
        />
      ) : (
        <p className="muted">{config.error ? config.error.message : 'Loading…'}</p>
      )}
      {card && (
        <ContactModal
          contact={card}
          counts={counts}
          mayShareFeed={user.canEdit || card.id === myContactId}
          onClose={() => setCard(null)}
        />
      )}
    </>
  );
}
