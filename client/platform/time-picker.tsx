/** Spec 9: the time picker's default step is 30 minutes; a day is 86,400 seconds. */
export const DEFAULT_TIME_STEP = 1800;
export const SECONDS_PER_DAY = 86_400;

/** "8:30 AM" for 30600 seconds after midnight. */
export function formatTimeOfDay(seconds: number): string {
  const h = Math.floor(seconds / 3600) % 24;
  const m = Math.floor((seconds % 3600) / 60);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Every choice of a day at the step: 0, step, 2 x step, ... below 86,400. */
export function timeChoices(step = DEFAULT_TIME_STEP): number[] {
  if (!Number.isInteger(step) || step <= 0 || step > SECONDS_PER_DAY)
    throw new Error(`bad time step ${step}`);
  const out: number[] = [];
  for (let t = 0; t < SECONDS_PER_DAY; t += step) out.push(t);
  return out;
}

/** A time of day as seconds after midnight (null: none chosen), for every time the app edits. */
export function TimePicker({
  label,
  value,
  onChange,
  step = DEFAULT_TIME_STEP,
  disabled,
}: {
  label: string;
  value: number | null;
  onChange(seconds: number | null): void;
  step?: number;
  disabled?: boolean;
}) {
  const choices = timeChoices(step);
  // A saved time off the step stays choosable.
  if (value !== null && !choices.includes(value)) {
    choices.push(value);
    choices.sort((a, b) => a - b);
  }
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
    >
      <option value="">No Selection</option>
      {choices.map((t) => (
        <option key={t} value={t}>
          {formatTimeOfDay(t)}
        </option>
      ))}
    </select>
  );
}
