import { useMemo, useState } from 'react';
import type { FlowContact } from '../../../contracts/flow-contact';
import { useCurrentUser } from '../../platform/session';
import { ContactModal } from './contact-cell';
import type { ContactFilter } from './filters';
import { FlowGrid, type Highlight } from './flow-grid';
import type { FlowData } from './use-flow-data';
import { useFlowRows } from './use-flow-rows';
import type { HoverPopup } from './use-hover-popup';

/**
 * The calendar panel: the grid with its lines opened and closed, the clicked day, and the card of
 * a technician opened from their name.
 */
export function FlowCalendar({
  data,
  filter,
  hover,
}: {
  data: FlowData;
  filter: ContactFilter;
  hover: HoverPopup;
}) {
  const user = useCurrentUser();
  const { rows, eventsOpen, onToggleGroup, onToggleEvents, onToggleAllEvents } = useFlowRows(data, filter);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [card, setCard] = useState<FlowContact | null>(null);
  // Stable handlers, so the lines in view are not drawn again while the popup comes and goes.
  const hoverHandlers = useMemo(
    () => ({ enter: hover.enter, leave: hover.leave }),
    [hover.enter, hover.leave],
  );
  const { config, counts } = data;
  const myContactId = config.data?.myContactId ?? null;

  return (
    <>
      {config.data ? (
        <FlowGrid
          rows={rows}
          dates={config.data.dates}
          counts={counts}
          myContactId={myContactId}
          highlight={highlight}
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
