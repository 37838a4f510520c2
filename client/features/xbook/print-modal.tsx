import { useState } from 'react';
import type { ContentSheet } from '../../../contracts/xbook';
import { PRINT_DEFAULTS, PRINT_LIMITS, XBOOK_TEXT } from '../../../contracts/xbook';
import { Modal } from '../../platform/modal';
import { useCurrentUser } from '../../platform/session';
import { pdfUrl, useRememberPrint } from './api/sheet';

/** The settings the sheet was last printed with, or spec 9's defaults. */
function startingSettings(sheet: ContentSheet) {
  const p = sheet.print_settings;
  if (!p) return { ...PRINT_DEFAULTS };
  return {
    fontSize: p.size,
    leftMargin: p.left_margin,
    lineHeight: Math.round(p.line_height * 100),
    colQty: p.column_qty,
    colorCode: p.include_color_code,
  };
}

/** Spec 2.7: font size, left margin, line height, columns, cable colour code; View opens the PDF. */
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
        <label htmlFor="print-font">Font size</label>
        <span className="row">
          <input
            id="print-font"
            type="range"
            min={PRINT_LIMITS.fontSize.min}
            max={PRINT_LIMITS.fontSize.max}
            value={s.fontSize}
            onChange={(e) => setS({ ...s, fontSize: Number(e.target.value) })}
          />
          <output htmlFor="print-font">{s.fontSize}px</output>
        </span>
        <label htmlFor="print-margin">Left margin</label>
        <span className="row">
          <input
            id="print-margin"
            type="range"
            min={PRINT_LIMITS.leftMargin.min}
            max={PRINT_LIMITS.leftMargin.max}
            value={s.leftMargin}
            onChange={(e) => setS({ ...s, leftMargin: Number(e.target.value) })}
          />
          <output htmlFor="print-margin">{s.leftMargin}px</output>
        </span>
        <label htmlFor="print-line">Line height</label>
        <span className="row">
          <input
            id="print-line"
            type="range"
            min={PRINT_LIMITS.lineHeight.min}
            max={PRINT_LIMITS.lineHeight.max}
            step={PRINT_LIMITS.lineHeight.step}
            value={s.lineHeight}
            onChange={(e) => setS({ ...s, lineHeight: Number(e.target.value) })}
          />
          <output htmlFor="print-line">{s.lineHeight}%</output>
        </span>
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
      </div>
      <p className="note">Note: {XBOOK_TEXT.printScale}</p>
      {last && (
        <p className="muted small">
          Last printed by {last.contact_name} on {new Date(last.printed_at).toLocaleString('en-US')}
        </p>
      )}
    </Modal>
  );
}
