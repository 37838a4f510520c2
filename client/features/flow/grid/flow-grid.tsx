import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import type { FlowDate } from '../../../../contracts/flow';
import { todayIso } from '../../../platform/dates';
import { FlowHeader } from './flow-header';
import { DAY_WIDTH, dayIndex, HEADER_HEIGHT, NAME_WIDTH, pastNames } from './geometry';
import { type LineProps, RowContent } from './grid-row';
import { type FlowRow, rowHeight } from './rows';

export interface Highlight {
  date: string;
  rowKey: string;
}

interface GridProps extends Omit<LineProps, 'dates'> {
  rows: FlowRow[];
  dates: FlowDate[];
  highlight: Highlight | null;
  onCellClick(h: Highlight): void;
  selection: { from: string; to: string } | null;
  onSelectDate(date: string, extend: boolean): void;
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
    estimateSize: (i) => rowHeight(rows[i]!),
    getItemKey: (i) => rows[i]!.key,
    scrollMargin: HEADER_HEIGHT,
    overscan: 8,
  });
  const start = dates[0]?.date ?? todayIso();
  const range = useMemo(() => ({ start, days: dates.length }), [start, dates.length]);
  const dateList = useMemo(() => dates.map((d) => d.date), [dates]);
  const width = pastNames(dates.length * DAY_WIDTH);
  const today = todayIso();
  const todayAt = dayIndex(start, today);
  const highlightAt = highlight ? dayIndex(start, highlight.date) : -1;
  const sel = props.selection;
  const selectedSpan = sel && {
    from: Math.max(0, dayIndex(start, sel.from)),
    to: Math.min(dates.length - 1, dayIndex(start, sel.to)),
  };

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
        <FlowHeader
          dates={dates}
          rows={rows}
          todayAt={todayAt}
          highlightAt={highlightAt}
          selection={props.selection}
          onSelectDate={props.onSelectDate}
        />
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
            {selectedSpan && (
              <div
                className="column selected"
                style={{
                  left: selectedSpan.from * DAY_WIDTH,
                  width: (selectedSpan.to - selectedSpan.from + 1) * DAY_WIDTH,
                }}
              />
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
                  dates={dateList}
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
