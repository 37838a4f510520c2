import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { DayCounts, FlowDate } from '../../../contracts/flow';
import type { FlowContact } from '../../../contracts/flow-contact';
import { todayIso } from '../../platform/dates';
import { EventTimeline, TechTimeline } from './bars';
import { ContactCell } from './contact-cell';
import { EVENT_LINES_SHOWN, type FlowRow, ROW_HEIGHT } from './filters';
import { DAY_WIDTH, dayIndex, HEADER_HEIGHT, NAME_WIDTH } from './geometry';
import type { HoverPopup } from './use-hover-popup';

export interface Highlight {
  date: string;
  rowKey: string;
}

interface GridProps {
  rows: FlowRow[];
  dates: FlowDate[];
  counts: DayCounts | undefined;
  myContactId: number | null;
  highlight: Highlight | null;
  /** Stable handlers, so lines in view are not drawn again while scrolling. */
  hover: Pick<HoverPopup, 'enter' | 'leave'>;
  onCellClick(h: Highlight): void;
  onToggleGroup(rowKey: string): void;
  onToggleEvents(): void;
  onToggleAllEvents(): void;
  onOpenContact(c: FlowContact): void;
  eventsOpen: boolean;
}

/**
 * The calendar: a date header, then the virtualised lines (only those in view are in the page).
 * Day columns are one background; weekends, today and the clicked date are one strip each; bars
 * are placed by date, so an empty day costs nothing.
 */
export function FlowGrid(props: GridProps) {
  const { rows, dates, highlight } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => ROW_HEIGHT[rows[i]!.kind],
    getItemKey: (i) => rows[i]!.key,
    scrollMargin: HEADER_HEIGHT,
    overscan: 8,
  });
  const start = dates[0]?.date ?? todayIso();
  const range = useMemo(() => ({ start, days: dates.length }), [start, dates.length]);
  const width = NAME_WIDTH + dates.length * DAY_WIDTH;
  const today = todayIso();
  const todayAt = dayIndex(start, today);
  const highlightAt = highlight ? dayIndex(start, highlight.date) : -1;

  // One click listener for every line: a click on a day highlights that date and that line.
  const body = useRef<HTMLDivElement>(null);
  const { onCellClick } = props;
  useEffect(() => {
    const el = body.current;
    if (!el) return;
    const onClick = (e: globalThis.MouseEvent) => {
      const timeline = (e.target as HTMLElement).closest<HTMLElement>('.timeline');
      const rowKey = timeline?.parentElement?.dataset.rowKey;
      if (!timeline || !rowKey) return;
      const x = e.clientX - timeline.getBoundingClientRect().left;
      const date = dates[Math.floor(x / DAY_WIDTH)]?.date;
      if (date) onCellClick({ date, rowKey });
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [dates, onCellClick]);

  return (
    <div className="flow-scroll" ref={scroller}>
      <div className="flow-canvas" style={{ width }}>
        <div className="flow-header" style={{ height: HEADER_HEIGHT }}>
          <div className="corner" style={{ width: NAME_WIDTH }}>
            Technician
          </div>
          {dates.map((d, i) => (
            <div
              key={d.date}
              className={[
                'date-head',
                d.isWeekend && 'weekend',
                i === todayAt && 'today',
                i === highlightAt && 'highlighted',
                d.isFirstOfMonth && 'month-start',
              ]
                .filter(Boolean)
                .join(' ')}
              style={{ width: DAY_WIDTH }}
              title={d.date}
            >
              <span className="month">{d.isFirstOfMonth || i === 0 ? d.month : '\u00a0'}</span>
              <span className="weekday">{d.weekday.slice(0, 2)}</span>
              <span className="day">{d.day}</span>
            </div>
          ))}
        </div>
        <div className="flow-body" ref={body} style={{ height: virtual.getTotalSize() }}>
          <div className="columns" style={{ left: NAME_WIDTH }}>
            {dates.map((d, i) =>
              d.isWeekend ? (
                <div key={d.date} className="column weekend" style={{ left: i * DAY_WIDTH }} />
              ) : null,
            )}
            {todayAt >= 0 && todayAt < dates.length && (
              <div className="column today" style={{ left: todayAt * DAY_WIDTH }} />
            )}
            {highlightAt >= 0 && highlightAt < dates.length && (
              <div className="column highlighted" style={{ left: highlightAt * DAY_WIDTH }} />
            )}
          </div>
          {virtual.getVirtualItems().map((v) => {
            const row = rows[v.index]!;
            return (
              <div
                key={row.key}
                className={`flow-row ${row.kind}${highlight?.rowKey === row.key ? ' highlighted' : ''}`}
                data-row-key={row.key}
                style={{ height: v.size, transform: `translateY(${v.start - HEADER_HEIGHT}px)` }}
              >
                <RowContent
                  row={row}
                  range={range}
                  width={dates.length * DAY_WIDTH}
                  counts={props.counts}
                  myContactId={props.myContactId}
                  eventsOpen={props.eventsOpen}
                  hover={props.hover}
                  onToggleGroup={props.onToggleGroup}
                  onToggleEvents={props.onToggleEvents}
                  onToggleAllEvents={props.onToggleAllEvents}
                  onOpenContact={props.onOpenContact}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

type RowProps = Pick<
  GridProps,
  | 'counts'
  | 'myContactId'
  | 'eventsOpen'
  | 'hover'
  | 'onToggleGroup'
  | 'onToggleEvents'
  | 'onToggleAllEvents'
  | 'onOpenContact'
> & {
  row: FlowRow;
  range: { start: string; days: number };
  width: number;
};

const RowContent = memo(function RowContent(props: RowProps) {
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
        <div
          className="department-cell"
          style={{ width: NAME_WIDTH, background: row.color, color: row.contrast }}
        >
          {row.title}&nbsp;<span className="count">({row.count})</span>
        </div>
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
            <TechTimeline contact={row.contact} range={range} hover={props.hover} />
          </div>
        </>
      );
    case 'empty':
      return (
        <div className="empty-cell" style={{ width: NAME_WIDTH + width }}>
          {row.text}
        </div>
      );
  }
});
