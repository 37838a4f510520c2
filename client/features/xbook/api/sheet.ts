import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '../../../../contracts/common';
import { type ContentSheet, type PrintSettings, sheetResponse } from '../../../../contracts/xbook';
import { request } from '../../../platform/http';
import { xbookKeys } from './keys';

export const sheetQuery = (id: number) =>
  queryOptions({
    queryKey: xbookKeys.sheet(id),
    queryFn: ({ signal }) =>
      request({ method: 'GET', path: `/xbook/sheets/${id}`, answer: sheetResponse, signal }),
  });
/** Off once the sheet is deleted, so nothing asks for it again. */
export const useSheet = (id: number, enabled = true) => useQuery({ ...sheetQuery(id), enabled });

/** POST /xbook/sheet: the spec's form (departmentID, folderID, categoryID, name and the token). */
export function useCreateSheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: { departmentID: number; folderID: number; categoryID: number | null; name: string }) =>
      request({
        method: 'POST',
        path: '/xbook/sheet',
        form: { ...form, categoryID: form.categoryID ?? '' },
        answer: sheetResponse,
      }),
    onSuccess: ({ sheet }) => {
      client.setQueryData(xbookKeys.sheet(sheet.id), { sheet });
      void client.invalidateQueries({ queryKey: xbookKeys.department(sheet.department_id) });
    },
  });
}

/** Spec 7: a form post with _method=DELETE to the sheet's own route. */
export function useDeleteSheet(sheet: ContentSheet) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request({ method: 'POST', path: sheet.route, form: { _method: 'DELETE' }, answer: okResponse }),
    onSuccess: () => {
      client.removeQueries({ queryKey: xbookKeys.sheet(sheet.id) });
      client.removeQueries({ queryKey: xbookKeys.items(sheet.id) });
      void client.invalidateQueries({ queryKey: xbookKeys.department(sheet.department_id) });
      void client.invalidateQueries({ queryKey: xbookKeys.recent });
    },
  });
}

type SheetPatch =
  | { field: 'name'; body: { name: string } }
  | { field: 'notes'; body: { notes: string } }
  | { field: 'category'; body: { categoryID: number | null; shouldUpdateName: boolean } }
  | { field: 'folder'; body: { folderID: number } };

/** The four PATCH calls of a sheet; the sheet is read again after, and its department's lists. */
export function usePatchSheet(sheet: ContentSheet) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SheetPatch) =>
      request({
        method: 'PATCH',
        path: `/xbook/sheets/${sheet.id}/${patch.field}`,
        json: patch.body,
        answer: okResponse,
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: xbookKeys.sheet(sheet.id) });
      void client.invalidateQueries({ queryKey: xbookKeys.department(sheet.department_id) });
      void client.invalidateQueries({ queryKey: xbookKeys.recent });
    },
  });
}

/** The PDF address with the chosen settings (spec 7 query names); opening it saves them. */
export const pdfUrl = (
  sheetId: number,
  s: { fontSize: number; leftMargin: number; lineHeight: number; colQty: number; colorCode: boolean },
) =>
  `/xbook/sheets/${sheetId}/pdf?${new URLSearchParams({
    fontSize: String(s.fontSize),
    leftMargin: String(s.leftMargin),
    lineHeight: String(s.lineHeight),
    colQty: String(s.colQty),
    colorCode: String(s.colorCode),
  })}`;

/** After a print, the sheet shows the settings used and who printed (what the server saved). */
export function useRememberPrint(sheetId: number) {
  const client = useQueryClient();
  return (settings: PrintSettings) =>
    client.setQueryData<{ sheet: ContentSheet }>(xbookKeys.sheet(sheetId), (old) =>
      old ? { sheet: { ...old.sheet, print_settings: settings } } : old,
    );
}
