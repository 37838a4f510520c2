import { memo } from 'react';
import { DAY_WIDTH } from './geometry';
import type { DayCounts } from './rows';

/**
 * A department's line, day by day: how many of its technicians (those the search matches) are
 * free, over how many are booked.
 */
export const DepartmentDays = memo(function DepartmentDays({
  title,
  days,
  dates,
  width,
}: {
  title: string;
  days: DayCounts;
  dates: readonly string[];
  width: number;
}) {
  return (
    <div className="timeline day-counts" style={{ width }}>
      {dates.map((date, i) => (
        <span
          key={date}
          className="day-count"
          style={{ left: i * DAY_WIDTH, width: DAY_WIDTH }}
          title={`${title}, ${date}: ${days.free[i]} free, ${days.booked[i]} booked`}
        >
          <span className="free-n">
            {days.free[i]}
            <span className="sr-only"> free</span>
          </span>
          <span className="booked-n">
            {days.booked[i]}
            <span className="sr-only"> booked</span>
          </span>
        </span>
      ))}
    </div>
  );
});
