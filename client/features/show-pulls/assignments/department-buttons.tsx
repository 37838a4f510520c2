import type { MouseEvent } from 'react';
import type { ShowPullView } from '../../../../contracts/show-pulls';

/** Department buttons: a click picks one, Command/Ctrl+click adds or removes one, All clears. */
export function DepartmentButtons({
  departments,
  selected,
  onChange,
}: {
  departments: ShowPullView['departments'];
  selected: ReadonlySet<number>;
  onChange(next: Set<number>): void;
}) {
  const click = (id: number, isAll: boolean, e: MouseEvent) => {
    if (isAll) return onChange(new Set());
    const next = new Set(e.metaKey || e.ctrlKey ? selected : []);
    if (next.has(id) && (e.metaKey || e.ctrlKey)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <div className="dept-buttons" role="toolbar" aria-label="Departments">
      {departments.map((d) => {
        const on = d.isAll ? selected.size === 0 : selected.has(d.id);
        return (
          <button
            key={d.id}
            type="button"
            aria-pressed={on}
            title={d.isAll ? 'All departments' : 'Command/Ctrl+click to pick several'}
            style={
              on
                ? { background: d.color_hex, color: d.contrastHex, borderColor: d.color_hex }
                : { borderColor: d.color_hex }
            }
            onClick={(e) => click(d.id, d.isAll, e)}
          >
            {d.title}
          </button>
        );
      })}
    </div>
  );
}
