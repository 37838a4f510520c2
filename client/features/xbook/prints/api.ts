import { useQueryClient } from '@tanstack/react-query';
import { type ContentSheet, xbookCalls as calls, type PrintSettings } from '../../../../contracts/xbook';
import { callUrl } from '../../../platform/http';
import { xbookKeys } from '../keys';

/** The PDF address with the chosen settings (spec 7 query names); opening it saves them. */
export const pdfUrl = (
  sheetId: number,
  s: {
    fontSize: number;
    leftMargin: number;
    lineHeight: number;
    colQty: number;
    colorCode: boolean;
    checkOff?: boolean;
  },
) =>
  callUrl(calls.sheetPdf, {
    params: { id: sheetId },
    query: {
      fontSize: s.fontSize,
      leftMargin: s.leftMargin,
      lineHeight: s.lineHeight,
      colQty: s.colQty,
      colorCode: s.colorCode,
      checkOff: s.checkOff || undefined,
    },
  });

/** After a print, the sheet shows the settings used and who printed (what the server saved). */
export function useRememberPrint(sheetId: number) {
  const client = useQueryClient();
  return (settings: PrintSettings) =>
    client.setQueryData<{ sheet: ContentSheet }>(xbookKeys.sheet(sheetId), (old) =>
      old ? { sheet: { ...old.sheet, print_settings: settings } } : old,
    );
}
