import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { LibraryDepartment, SheetSummary } from '../../../contracts/xbook';
import { XBOOK_TEXT } from '../../../contracts/xbook';
import { useDialogs } from '../../platform/dialogs';
import { EmptyRow } from '../../platform/empty-row';
import { useCurrentUser } from '../../platform/session';
import { useCreateFolder, useDepartment, useDepartments, useFolder, useRecentSheets } from './api/browse';
import { CreateSheetModal } from './create-sheet-modal';
import { FolderTree, folderPaths } from './folder-tree';
import { SearchPanel } from './search-panel';
import { SheetTable } from './sheet-table';
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
  const folderId = params.folderId ? Number(params.folderId) : undefined;
  const folder = useFolder(folderId);
  const departmentId = params.departmentId ? Number(params.departmentId) : folder.data?.folder.department_id;
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

  const toggle = (id: number) => setOpen((old) => toggled(old, id));

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

function RecentSheets() {
  const { data, isPending } = useRecentSheets();
  return (
    <section className="panel" aria-label="Recent Sheets">
      <h2>Recent Sheets</h2>
      {isPending ? (
        <p className="muted">Loading…</p>
      ) : data?.sheets.length ? (
        <ul className="plain recent">
          {data.sheets.map((s) => (
            <li key={s.id}>
              <Link to={s.route}>{s.name}</Link>
              <div className="muted small">{s.folder_path}</div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No sheets opened yet.</p>
      )}
    </section>
  );
}

/** The department buttons, by group; the one being loaded says so. */
function DepartmentButtons({
  departments,
  selected,
  loading,
  onPick,
}: {
  departments: readonly LibraryDepartment[];
  selected: number | undefined;
  loading: number | undefined;
  onPick(id: number): void;
}) {
  const groups = new Map<string, LibraryDepartment[]>();
  for (const d of departments) {
    const name = d.groups[0]?.name ?? 'Departments';
    groups.set(name, [...(groups.get(name) ?? []), d]);
  }
  return (
    <section className="panel" aria-label="Departments">
      <h2>Departments</h2>
      {[...groups].map(([name, list]) => (
        <div key={name} className="dept-group">
          <div className="muted small">{name}</div>
          <div className="dept-buttons">
            {list.map((d) => {
              const on = d.id === selected;
              const busy = d.id === loading;
              return (
                <button
                  key={d.id}
                  type="button"
                  aria-pressed={on}
                  aria-busy={busy}
                  disabled={busy}
                  style={
                    on
                      ? { background: d.color_hex, color: d.contrastHex, borderColor: d.color_hex }
                      : { borderColor: d.color_hex }
                  }
                  onClick={() => onPick(d.id)}
                >
                  {busy ? `${d.title} (Loading…)` : d.title}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}

/** Add Folder (inside the selected folder, or at the top) and Add Content Sheet (in the selected folder). */
function AdminButtons({
  departmentId,
  selected,
  selectedPath,
  onCreated,
  onAddSheet,
}: {
  departmentId: number;
  selected: number | null;
  selectedPath: string | undefined;
  onCreated(id: number, parent: number | null): void;
  onAddSheet(): void;
}) {
  const dialogs = useDialogs();
  const create = useCreateFolder(departmentId);
  const addFolder = async () => {
    const where = selectedPath ? ` in ${selectedPath}` : ' at the top';
    const name = await dialogs.prompt(`New folder name${where}`);
    if (name === null) return;
    if (!name.trim()) return dialogs.alert(XBOOK_TEXT.folderNameRequired);
    create.mutate(
      { name: name.trim(), parentFolderID: selected },
      { onSuccess: ({ folder }) => onCreated(folder.id, folder.content_sheet_folder_id) },
    );
  };
  return (
    <div className="panel-actions">
      <button type="button" onClick={addFolder} disabled={create.isPending}>
        Add Folder
      </button>
      <button
        type="button"
        className="primary"
        disabled={selected === null}
        title={selected === null ? 'Select a folder first' : undefined}
        onClick={onAddSheet}
      >
        Add Content Sheet
      </button>
    </div>
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
