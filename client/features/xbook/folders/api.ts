import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { xbookCalls as calls, confirmFolderDeleteRefusal } from '../../../../contracts/xbook';
import { useDialogs } from '../../../platform/dialogs';
import { ApiError, call } from '../../../platform/http';
import { xbookKeys } from '../keys';

export const departmentsQuery = queryOptions({
  queryKey: xbookKeys.departments,
  queryFn: ({ signal }) => call(calls.departments, {}, { signal }),
  staleTime: 10 * 60_000,
});
export const useDepartments = () => useQuery(departmentsQuery);

/** A department's folder tree and all its sheets. */
export const departmentQuery = (id: number) =>
  queryOptions({
    queryKey: xbookKeys.department(id),
    queryFn: ({ signal }) => call(calls.department, { params: { id } }, { signal }),
    meta: { showsNotFound: true },
  });
export const useDepartment = (id: number | undefined) =>
  useQuery({ ...departmentQuery(id ?? 0), enabled: id !== undefined });

export const useFolder = (id: number | undefined) =>
  useQuery({
    queryKey: xbookKeys.folder(id ?? 0),
    queryFn: ({ signal }) => call(calls.folder, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== undefined,
    meta: { showsNotFound: true },
  });

export const useRecentSheets = () =>
  useQuery({
    queryKey: xbookKeys.recent,
    queryFn: ({ signal }) => call(calls.recent, {}, { signal }),
    staleTime: 0,
  });

export function useCreateFolder(departmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, parentFolderID }: { name: string; parentFolderID: number | null }) =>
      call(calls.createFolder, { body: { name, departmentID: departmentId, parentFolderID } }),
    onSuccess: () => client.invalidateQueries({ queryKey: xbookKeys.department(departmentId) }),
  });
}

/** Issue 24.6: a copy of the sheet in a folder of its department; the tree then lists it. */
export function useDuplicateSheet(departmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, folderID, name }: { id: number; folderID: number; name: string }) =>
      call(calls.duplicateSheet, { params: { id }, body: { folderID, name } }),
    onSuccess: ({ sheet }) => {
      client.setQueryData(xbookKeys.sheet(sheet.id), { sheet });
      void client.invalidateQueries({ queryKey: xbookKeys.department(departmentId) });
    },
  });
}

/** Rename, move and delete a folder of the department: each reads the tree again after. */
export function useFolderVerbs(departmentId: number) {
  const client = useQueryClient();
  const dialogs = useDialogs();
  const refresh = () => client.invalidateQueries({ queryKey: xbookKeys.department(departmentId) });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call(calls.renameFolder, { params: { id }, body: { name } }),
    onSuccess: refresh,
  });
  const move = useMutation({
    mutationFn: ({ id, parentFolderID }: { id: number; parentFolderID: number | null }) =>
      call(calls.moveFolder, { params: { id }, body: { parentFolderID } }),
    onSuccess: refresh,
  });
  /** A folder holding sheets is asked about first, in the server's words (how many); false: kept. */
  const remove = useMutation({
    mutationFn: async (id: number): Promise<boolean> => {
      try {
        await call(calls.deleteFolder, { params: { id }, query: { confirmed: false } });
        return true;
      } catch (error) {
        const question =
          error instanceof ApiError ? confirmFolderDeleteRefusal.safeParse(error.body) : undefined;
        if (!question?.success) throw error;
        if (!(await dialogs.confirm(question.data.attention))) return false;
        await call(calls.deleteFolder, { params: { id }, query: { confirmed: true } });
        return true;
      }
    },
    onSuccess: (deleted) => {
      if (!deleted) return;
      void refresh();
      void client.invalidateQueries({ queryKey: xbookKeys.recent });
    },
  });
  return { rename, move, remove };
}
