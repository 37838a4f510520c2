/**
 * A start and an end date, each bounding the other (min / max), labelled for screen readers.
 * The labor invites and flow calendar toolbars both use it; what a change does is theirs.
 */
export function DateRangeInputs({
  start,
  end,
  onChange,
}: {
  start: string;
  end: string;
  onChange(range: { start: string; end: string }): void;
}) {
  return (
    <>
      <input
        type="date"
        aria-label="Start date"
        value={start}
        max={end}
        onChange={(e) => onChange({ start: e.target.value, end })}
      />
      <span>to</span>
      <input
        type="date"
        aria-label="End date"
        value={end}
        min={start}
        onChange={(e) => onChange({ start, end: e.target.value })}
      />
    </>
  );
}
