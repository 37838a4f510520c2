import { memo } from 'react';
import type { DayCounts } from '../../../../contracts/flow';
import type { FlowLine } from '../../../../contracts/flow-lines';
import type { HoverPopup } from '../popups/use-hover-popup';
import { EventTimeline, TechTimeline } from './bars';
import { ContactCell } from './contact-cell';
import { DepartmentDays } from './department-days';
import { NAME_WIDTH, pastNames } from './geometry';
import { layoutRow } from './layout';
import { EVENT_LINES_SHOWN, type FlowRow } from './rows';

/** What every line gets from the grid, the same for all of them. */
export interface LineProps {
  /** The range's dates, for the per-day counts of a department's line. */
  dates: readonly string[];
  counts: DayCounts | undefined;
  myContactId: number | null;
  eventsOpen: boolean;
  /** Stable handlers, so lines in view are not drawn again while scrolling. */
  hover: Pick<HoverPopup, 'enter' | 'leave'>;
  onToggleGroup(rowKey: string): void;
  onToggleEvents(): void;
  onToggleAllEvents(): void;
  onOpenContact(c: FlowLine): void;
}

type RowProps = LineProps & {
  row: FlowRow;
  range: { start: string; days: number };
  width: number;
};

/** One line of the grid: its name cell and its timeline, by the kind of line. */
export const RowContent = memo(function RowContent(props: RowProps) {
  const { row, range, width } = props;
  switch (row.kind) {
    case 'events-head':
      return (
        <div className="section-cell" style={{ width: NAME_WIDTH }}>
          <button
            type="button"
            className="link-button toggle"
            aria-expanded={props.eventsOpen}
            onClick={props.onToggleEvents}
          >
            {props.eventsOpen ? '▾' : '▸'} Events <span className="muted">({row.count})</span>
          </button>
          {props.eventsOpen && row.lines > EVENT_LINES_SHOWN && (
            <button type="button" className="link-button more-lines" onClick={props.onToggleAllEvents}>
              {row.shownLines < row.lines ? `Show all ${row.lines} lines` : 'Show fewer'}
            </button>
          )}
        </div>
      );
    case 'event-row':
      return (
        <>
          <div className="name-cell blank" style={{ width: NAME_WIDTH }} />
          <div className="timeline" style={{ width }}>
            <EventTimeline events={row.events} range={range} hover={props.hover} />
          </div>
        </>
      );
    case 'department':
      return (
        <>
          <div
            className="department-cell"
            style={{ width: NAME_WIDTH, background: row.color, color: row.contrast }}
          >
            {row.title}&nbsp;<span className="count">({row.count})</span>
          </div>
          {row.days && <DepartmentDays title={row.title} days={row.days} dates={props.dates} width={width} />}
        </>
      );
    case 'group':
      return (
        <div className="group-cell" style={{ width: NAME_WIDTH }}>
          <button
            type="button"
            className="link-button toggle"
            aria-expanded={row.open}
            onClick={() => props.onToggleGroup(row.key)}
          >
            {row.open ? '▾' : '▸'} {row.title} <span className="muted">({row.count})</span>
          </button>
        </div>
      );
    case 'tech':
      return (
        <>
          <ContactCell
            contact={row.contact}
            counts={props.counts}
            isMine={row.contact.id === props.myContactId}
            onOpen={props.onOpenContact}
          />
          <div className="timeline" style={{ width }}>
            <TechTimeline
              contact={row.contact}
              layout={row.layout ?? layoutRow(row.contact, range.start, range.days, false)}
              range={range}
              hover={props.hover}
            />
          </div>
        </>
      );
    case 'empty':
      return (
        <div className="empty-cell" style={{ width: pastNames(width) }}>
          {row.text}
        </div>
      );
  }
});
