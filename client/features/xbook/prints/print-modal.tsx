import { useState } from 'react';
import type { ContentSheet } from '../../../../contracts/xbook';
import { PRINT_DEFAULTS, PRINT_LIMITS, XBOOK_TEXT } from '../../../../contracts/xbook';
import { Modal } from '../../../platform/modal';
import { useCurrentUser } from '../../../platform/session';
import { pdfUrl, useRememberPrint } from './api';

/** The settings the sheet was last printed with, or spec 9's defaults. */
function startingSettings(sheet: ContentSheet) {
  const p = sheet.print_settings;
  if (!p) return { ...PRINT_DEFAULTS, checkOff: false };
  return {
    fontSize: p.size,
    leftMargin: p.left_margin,
    lineHeight: Math.round(p.line_height * 100),
    colQty: p.column_qty,
    colorCode: p.include_color_code,
    // Not saved with the settings: a check-off copy is asked for each time.
    checkOff: false,
  };
}

/** A slider with its value beside it: one label and one cell of the print form's grid. */
function RangeField(props: {
  id: string;
  label: string;
  limits: { min: number; max: number; step?: number };
  value: number;
  unit: string;
  onChange(value: number): void;
}) {
  const { id, limits } = props;
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <span className="row">
        <input
          id={id}
          type="range"
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={props.value}
          onChange={(e) => props.onChange(Number(e.target.value))}
        />
        <output htmlFor={id}>
          {props.value}
          {props.unit}
        </output>
      </span>
    </>
  );
}

/**
 * Spec 2.7: font size, left margin, line height, columns, cable colour code, and (issue 24) check-off
 * boxes; View opens the PDF.
 */
export function PrintModal({ sheet, onClose }: { sheet: ContentSheet; onClose(): void }) {
  const user = useCurrentUser();
  const [s, setS] = useState(() => startingSettings(sheet));
  const remember = useRememberPrint(sheet.id);
  const last = sheet.print_settings;
  const view = () => {
    window.open(pdfUrl(sheet.id, s), '_blank', 'noopener');
    remember({
      id: last?.id ?? 0,
      contact_name: user.name,
      size: s.fontSize,
      column_qty: s.colQty,
      left_margin: s.leftMargin,
      line_height: s.lineHeight / 100,
      include_color_code: s.colorCode,
      printed_at: new Date().toISOString(),
      // The server words the time on its clock; until the sheet is read again, it is "just now".
      printed_at_pretty: '',
    });
  };
  return (
    <Modal
      title="Print Content Sheet"
      onClose={onClose}
      footer={
        <>
          <button type="button" onClick={onClose}>
            Done
          </button>
          <button type="button" className="primary" onClick={view}>
            View
          </button>
        </>
      }
    >
      <div className="form-grid print-form">
        <RangeField
          id="print-font"
          label="Font size"
          limits={PRINT_LIMITS.fontSize}
          value={s.fontSize}
          unit="px"
          onChange={(fontSize) => setS({ ...s, fontSize })}
        />
        <RangeField
          id="print-margin"
          label="Left margin"
          limits={PRINT_LIMITS.leftMargin}
          value={s.leftMargin}
          unit="px"
          onChange={(leftMargin) => setS({ ...s, leftMargin })}
        />
        <RangeField
          id="print-line"
          label="Line height"
          limits={PRINT_LIMITS.lineHeight}
          value={s.lineHeight}
          unit="%"
          onChange={(lineHeight) => setS({ ...s, lineHeight })}
        />
        <label htmlFor="print-columns">Number of columns</label>
        <select
          id="print-columns"
          value={s.colQty}
          onChange={(e) => setS({ ...s, colQty: Number(e.target.value) })}
        >
          {PRINT_LIMITS.colQty.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? 'Auto' : n}
            </option>
          ))}
        </select>
        <span />
        <label>
          <input
            type="checkbox"
            checked={s.colorCode}
            onChange={(e) => setS({ ...s, colorCode: e.target.checked })}
          />{' '}
          Include cable colour code
        </label>
        <span />
        <label>
          <input
            type="checkbox"
            checked={s.checkOff}
            onChange={(e) => setS({ ...s, checkOff: e.target.checked })}
          />{' '}
          Check-off boxes
        </label>
      </div>
      <p className="note">Note: {XBOOK_TEXT.printScale}</p>
      {last && (
        <p className="muted small">
          Last printed by {last.contact_name}{' '}
          {last.printed_at_pretty ? `on ${last.printed_at_pretty}` : 'just now'}
        </p>
      )}
    </Modal>
  );
}
