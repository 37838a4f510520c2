import type { ReactNode } from 'react';

/*
 * The editors' fields: each a <label> holding its control, so the label names it for the keyboard,
 * screen readers and tests.
 */

export function TextField({
  label,
  value,
  onChange,
  required,
  maxLength,
  type = 'text',
  autoFocus,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'email' | 'tel' | 'color' | 'date';
  autoFocus?: boolean;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        // A phone number is text to the app's styles; the keyboard a phone shows is the dial pad.
        type={type === 'tel' ? 'text' : type}
        inputMode={type === 'tel' ? 'tel' : undefined}
        value={value}
        required={required}
        maxLength={maxLength}
        data-autofocus={autoFocus || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  step = 1,
  min = 0,
}: {
  label: string;
  value: number | string;
  onChange(v: string): void;
  step?: number;
  min?: number;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input type="number" value={value} step={step} min={min} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  children,
  required,
}: {
  label: string;
  value: string | number;
  onChange(v: string): void;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value} required={required} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </label>
  );
}

/** '' from an emptied number box is 0; the server checks the rest. */
export const toNumber = (v: string | number) => (v === '' ? 0 : Number(v));
