import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { SheetSummary } from '../../../contracts/xbook';
import { EmptyRow } from '../../platform/empty-row';
import { NotFoundPage } from '../../platform/layout/not-found-page';
import { isNotFound } from '../../platform/refusals';
import { useCurrentUser } from '../../platform/session';
import { AdminButtons } from './folders/admin-buttons';
import { useDepartment, useDepartments, useFolder } from './folders/api';
import { FolderActions, folderName } from './folders/folder-actions';
import { FolderTree, folderPaths } from './folders/folder-tree';
import { DepartmentButtons, RecentSheets } from './folders/side-panels';
import { SearchPanel } from './search/search-panel';
import { CreateSheetModal } from './sheets/create-sheet-modal';
import { SheetTable } from './sheets/sheet-table';
import './xbook.css';
import { toggled } from '../../platform/helpers';

/**
 * The Xbook browser (spec 2.2): search, recent sheets, department buttons, the department's folder
 * tree and all its content sheets. /xbook/departments/{id} and /xbook/folders/{id} open it there.
 */
export function XbookPage() {
  const params = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const asId = (v: string | undefined) =>
    Number(v) > 0 && Number.isInteger(Number(v)) ? Number(v) : undefined;
  const folderId = asId(params.folderId);
  const folder = useFolder(folderId);
  const departmentId = asId(params.departmentId) ?? folder.data?.folder.department_id;
  const departments = useDepartments();
  const department = useDepartment(departmentId);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<number | null>(null);
  const [creatingSheet, setCreatingSheet] = useState(false);

  // A folder's address opens the folders above it and selects it.
  useEffect(() => {
    const f = folder.data?.folder;
    if (!f) return;
    setOpen((old) => new Set([...old, ...f.path.map((p) => p.id)]));
    setSelected(f.id);
  }, [folder.data]);
  // Another department (not reached through a folder's address): a fresh tree.
  useEffect(() => {
    if (folderId === undefined && departmentId !== undefined) {
      setOpen(new Set());
      setSelected(null);
    }
  }, [departmentId, folderId]);

  const tree = department.data?.folders ?? [];
  const sheetsByFolder = useMemo(() => {
    const map = new Map<number, SheetSummary[]>();
    for (const s of department.data?.sheets ?? [])
      map.set(s.content_sheet_folder_id, [...(map.get(s.content_sheet_folder_id) ?? []), s]);
    return map;
  }, [department.data]);
  const paths = useMemo(() => folderPaths(tree), [tree]);
  const current = departments.data?.departments.find((d) => d.id === departmentId);
  const selectedPath = selected === null ? undefined : paths.get(selected);
  const selectedFolder =
    selected !== null && selectedPath !== undefined
      ? { id: selected, name: folderName(tree, selected) ?? '', path: selectedPath }
      : undefined;

  const toggle = (id: number) => setOpen((old) => toggled(old, id));

  // An address naming no folder or department is the not-found page, not an empty library.
  const badId = [params.folderId, params.departmentId].some((v) => v !== undefined && asId(v) === undefined);
  if (badId || isNotFound(folder.error) || isNotFound(department.error))
    return (
      <NotFoundPage what={params.folderId ? 'Folder' : 'Department'}>
        The library has no{' '}
        {params.folderId ? `folder ${params.folderId}` : `department ${params.departmentId}`}.
      </NotFoundPage>
    );

  return (
    <section className="xbook">
      <div className="toolbar">
        <h1>Xbook</h1>
        <span className="muted">Content sheet library</span>
      </div>
      <SearchPanel departments={departments.data?.departments ?? []} />
      <div className="xbook-columns">
        <aside className="xbook-side">
          <RecentSheets />
          <DepartmentButtons
            departments={departments.data?.departments ?? []}
            selected={departmentId}
            loading={department.isFetching ? departmentId : undefined}
            onPick={(id) => navigate(`/xbook/departments/${id}`)}
          />
        </aside>
        <div className="xbook-main">
          {departmentId === undefined ? (
            <p className="muted">Choose a department to browse its folders and content sheets.</p>
          ) : (
            <>
              <section className="panel" aria-label="Folders">
                <div className="panel-head">
                  <h2>{current ? `${current.title} Folders` : 'Folders'}</h2>
                  {user.isAdmin && current && (
                    <AdminButtons
                      departmentId={current.id}
                      selected={selected}
                      selectedPath={selected === null ? undefined : paths.get(selected)}
                      onCreated={(id, parent) => {
                        setOpen((old) => new Set([...old, ...(parent === null ? [] : [parent])]));
                        setSelected(id);
                      }}
                      onAddSheet={() => setCreatingSheet(true)}
                    />
                  )}
                </div>
                {user.isAdmin && current && selectedFolder && (
                  <FolderActions
                    departmentId={current.id}
                    tree={tree}
                    folder={selectedFolder}
                    onDeleted={() => setSelected(null)}
                  />
                )}
                {department.isPending ? (
                  <p className="muted">Loading…</p>
                ) : (
                  <FolderTree
                    folders={tree}
                    sheetsByFolder={sheetsByFolder}
                    open={open}
                    selected={selected}
                    onToggle={toggle}
                    onSelect={setSelected}
                  />
                )}
              </section>
              <AllSheets sheets={department.data?.sheets ?? []} loading={department.isPending} />
            </>
          )}
        </div>
      </div>
      {creatingSheet && current && selected !== null && (
        <CreateSheetModal
          department={current}
          folder={{ id: selected, path: paths.get(selected) ?? '' }}
          onClose={() => setCreatingSheet(false)}
          onCreated={(route) => navigate(route)}
        />
      )}
    </section>
  );
}

function AllSheets({ sheets, loading }: { sheets: readonly SheetSummary[]; loading: boolean }) {
  return (
    <section className="panel" aria-label="All Content Sheets">
      <h2>All Content Sheets</h2>
      <div className="all-sheets">
        <SheetTable
          sheets={sheets}
          before={
            <>
              {loading && <EmptyRow colSpan={3} text="Loading…" />}
              {!loading && !sheets.length && <EmptyRow colSpan={3} text="No content sheets yet" />}
            </>
          }
        />
      </div>
    </section>
  );
}
