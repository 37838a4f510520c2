import type { PullItem, ShowPullView } from '../../../../contracts/show-pulls';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import { useDialogs } from '../../../platform/dialogs';
import { EmptyRow } from '../../../platform/empty-row';
import { useCurrentUser } from '../../../platform/session';
import { useCategoryOptions } from '../api';
import { AssignmentActions } from '../assignments/assignment-actions';
import { askQuantity } from '../assignments/prompts';
import { CONFIRM_ALL_QUESTION, useToggleSatisfaction } from '../write/own-answer-writes';
import { usePullWrite } from '../write/pull-write';

/**
 * Issue 38.6: a dependency's added quantity whose line is no longer on the pull (at 0, or gone)
 * outlives what needed it: flagged, so the writer takes it off or keeps it on purpose.
 */
export const isOrphaned = (
  view: Pick<ShowPullView, 'pullItems'>,
  a: ShowPullView['dependencyAssignments'][number],
) => !view.pullItems.some((l) => l.id === a.for_show_pull_item_id && l.quantity > 0);

/** The line's dependencies: what they require, whether it is on the pull, Satisfy / Un-Satisfy. */
export function DependenciesMode({ view, line }: { view: ShowPullView; line: PullItem | undefined }) {
  const toggle = useToggleSatisfaction(view.showPull.id);
  const dialogs = useDialogs();
  const canWrite = useCurrentUser().canEdit;
  const deps = view.dependencies.filter((d) => !line || d.for_show_pull_item_id === line.id);
  if (!deps.length) return <p className="muted">No Results</p>;
  return (
    <table className="grid pull-grid">
      <thead>
        <tr>
          <th>Dependency</th>
          <th>Requires</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {deps.map((d) => (
          <tr
            key={`${d.id}:${d.for_show_pull_item_id}`}
            className={d.satisfied?.is_satisfied ? 'done' : undefined}
          >
            <td className="wrap">
              {d.message}{' '}
              <span className="muted small">({d.logic_type === 'all' ? 'all of' : 'one of'})</span>
            </td>
            <td className="wrap small">
              {d.required_items.map((r) => (
                <div key={r.id}>
                  {r.isOnPull ? '✓' : '○'} {r.categoryNumberAndDescription}
                </div>
              ))}
            </td>
            <td>
              <button
                type="button"
                disabled={toggle.isPending || !canWrite}
                onClick={async () => {
                  const key = { pullItemID: d.for_show_pull_item_id, dependencyID: d.id };
                  const asks = !d.satisfied?.is_satisfied && d.logic_type === 'all' && !d.requirementMet;
                  if (!asks) return toggle.mutate(key);
                  if (await dialogs.confirm(CONFIRM_ALL_QUESTION)) toggle.mutate(key);
                }}
              >
                {d.satisfied?.is_satisfied ? 'Un-Satisfy' : 'Satisfy'}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How the server names a requirement that is a pull group, not a category. */
const PULL_GROUP = 'Pull group: ';

/** Quantities added for the line's dependencies: add for a required item, change (0 deletes), delete. */
export function DependencyAssignmentsMode({
  view,
  line,
}: {
  view: ShowPullView;
  line: PullItem | undefined;
}) {
  const dialogs = useDialogs();
  const canWrite = useCurrentUser().canEdit;
  const pullId = view.showPull.id;
  const add = usePullWrite(pullId, calls.addDependencyAssignment);
  const update = usePullWrite(pullId, calls.updateDependencyAssignmentQty);
  const remove = usePullWrite(pullId, calls.deleteDependencyAssignment);
  const rows = view.dependencyAssignments.filter((a) => !line || a.for_show_pull_item_id === line.id);
  const categories = new Map(view.categories.map((c) => [c.id, c]));
  const requirable = view.dependencies
    .filter((d) => line && d.for_show_pull_item_id === line.id)
    .flatMap((d) => d.required_items.map((r) => ({ dep: d, item: r })));
  // A required category not yet on the bid or the pull (the usual case) is found in the catalogue;
  // a pull group's requirement takes a category of that group the screen lists.
  const catalogue = useCategoryOptions().data?.categories ?? [];
  const categoryFor = (label: string): { id: number } | undefined => {
    const group = label.startsWith(PULL_GROUP) ? label.slice(PULL_GROUP.length) : null;
    if (group !== null) return view.categories.find((c) => c.pullGroupName === group);
    return (
      view.categories.find((c) => label.startsWith(`${c.name} `)) ??
      catalogue.find((c) => label.startsWith(`${c.name} `))
    );
  };
  return (
    <div>
      <table className="grid pull-grid">
        <thead>
          <tr>
            <th>Category</th>
            <th className="num">Qty</th>
            <th>For</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRow colSpan={4} text="No Results" />}
          {rows.map((a) => (
            <tr key={a.id}>
              <td>{categories.get(a.category_id)?.description ?? a.category_id}</td>
              <td className="num">{a.quantity}</td>
              <td className="wrap">
                {a.forItemDescription}
                {isOrphaned(view, a) && (
                  <span
                    className="badge unmet-badge"
                    title={`${a.forItemDescription} is no longer on the pull: this quantity is not needed for it`}
                  >
                    orphaned
                  </span>
                )}
              </td>
              <td className="nowrap">
                <AssignmentActions
                  quantity={a.quantity}
                  onSet={(qty) => update.mutate({ assignmentID: a.id, qty })}
                  onDelete={() => remove.mutate({ assignmentID: a.id })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {line && requirable.length > 0 && (
        <div className="add-row">
          <span>Add for this line:</span>
          {requirable.map(({ item }) => {
            const c = categoryFor(item.categoryNumberAndDescription);
            return (
              <button
                key={item.id}
                type="button"
                disabled={!c || !canWrite}
                title={c ? undefined : 'No category of this pull group is on the bid or the pull'}
                onClick={async () => {
                  const qty = await askQuantity(
                    dialogs,
                    `Quantity of ${item.categoryNumberAndDescription} to add`,
                    line.quantity,
                  );
                  if (c && qty)
                    add.mutate({
                      showPullID: pullId,
                      dependencyItemID: item.id,
                      forPullItemID: line.id,
                      categoryID: c.id,
                      qty,
                    });
                }}
              >
                + {item.categoryNumberAndDescription}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
