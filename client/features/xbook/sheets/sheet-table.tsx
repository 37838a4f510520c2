import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SheetSummary } from '../../../../contracts/xbook';

/**
 * Content sheets as Name (opens here), Folder and Open (a new tab): All Content Sheets and search
 * results; a list mixing departments (the search) names each sheet's department.
 */
export function SheetTable({
  sheets,
  before,
  showDepartment = false,
}: {
  sheets: readonly SheetSummary[];
  before?: ReactNode;
  showDepartment?: boolean;
}) {
  return (
    <table className="grid">
      <thead>
        <tr>
          <th>Name</th>
          {showDepartment && <th>Department</th>}
          <th>Folder</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {before}
        {sheets.map((s) => (
          <tr key={s.id}>
            <td>
              <Link to={s.route}>{s.name}</Link>
            </td>
            {showDepartment && <td>{s.department}</td>}
            <td className="muted">{s.folder_path}</td>
            <td>
              <a href={s.route} target="_blank" rel="noopener" aria-label={`Open ${s.name} in a new tab`}>
                Open
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
