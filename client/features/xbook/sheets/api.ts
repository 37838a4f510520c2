import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contracts/call';
import { type ContentSheet, xbookCalls as calls } from '../../../../contracts/xbook';
import { call } from '../../../platform/http';
import { xbookKeys } from '../keys';

export const sheetQuery = (id: number) =>
  queryOptions({
    queryKey: xbookKeys.sheet(id),
    queryFn: ({ signal }) => call(calls.sheet, { params: { id } }, { signal }),
    // An unknown or deleted sheet is the not-found page, not an alert.
    meta: { showsNotFound: true },
  });
/** Off once the sheet is deleted, so nothing asks for it again. */
export const useSheet = (id: number, enabled = true) => useQuery({ ...sheetQuery(id), enabled });

/** The spec's form of POST /xbook/sheet: departmentID, folderID, categoryID ('' for none), name. */
export type CreateSheetFields = CallInput<typeof calls.createSheet>['body'];

/** POST /xbook/sheet (the anti-forgery token goes with the form). */
export function useCreateSheet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CreateSheetFields) => call(calls.createSheet, { body: form }),
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
      call(calls.deleteSheetByForm, { params: { id: sheet.id }, body: { _method: 'DELETE' } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: xbookKeys.sheet(sheet.id) });
      client.removeQueries({ queryKey: xbookKeys.items(sheet.id) });
      void client.invalidateQueries({ queryKey: xbookKeys.department(sheet.department_id) });
      void client.invalidateQueries({ queryKey: xbookKeys.recent });
    },
  });
}

type Body<C extends Parameters<typeof call>[0]> = CallInput<C>['body'];
type SheetPatch =
  | { field: 'name'; body: Body<typeof calls.renameSheet> }
  | { field: 'notes'; body: Body<typeof calls.setSheetNotes> }
  | { field: 'category'; body: Body<typeof calls.setSheetCategory> }
  | { field: 'folder'; body: Body<typeof calls.setSheetFolder> };

function sendPatch(id: number, patch: SheetPatch) {
  const params = { id };
  switch (patch.field) {
    case 'name':
      return call(calls.renameSheet, { params, body: patch.body });
    case 'notes':
      return call(calls.setSheetNotes, { params, body: patch.body });
    case 'category':
      return call(calls.setSheetCategory, { params, body: patch.body });
    case 'folder':
      return call(calls.setSheetFolder, { params, body: patch.body });
  }
}

/** The four PATCH calls of a sheet; the sheet is read again after, and its department's lists. */
export function usePatchSheet(sheet: ContentSheet) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SheetPatch) => sendPatch(sheet.id, patch),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: xbookKeys.sheet(sheet.id) });
      void client.invalidateQueries({ queryKey: xbookKeys.department(sheet.department_id) });
      void client.invalidateQueries({ queryKey: xbookKeys.recent });
    },
  });
}
