import { useState } from 'react';
import type { PullItem, ShowPullView } from '../../../../contracts/show-pulls';
import { showPullCalls as calls } from '../../../../contracts/show-pulls';
import { useDialogs } from '../../../platform/dialogs';
import { EmptyRow } from '../../../platform/empty-row';
import { RecordPicker } from '../../../platform/record-picker';
import { useCurrentUser } from '../../../platform/session';
import { AssignmentActions } from '../assignments/assignment-actions';
import { usePullWrite } from '../write/pull-write';
import { SystemComponentAdd } from './system-component-add';

/** System Manager: add N systems; each component's quantity defaults to its per-system quantity x N. */
export function SystemsMode({ view }: { view: ShowPullView }) {
  const dialogs = useDialogs();
  const canWrite = useCurrentUser().canEdit;
  const pullId = view.showPull.id;
  const [systemId, setSystemId] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  const [overrides, setOverrides] = useState<Record<number, string>>({});
  const system = view.systems.find((s) => s.id === systemId);
  const add = usePullWrite(pullId, calls.addSystem);
  const qtyOf = (item: { id: number; quantity: number }) =>
    Math.max(0, Math.floor(Number(overrides[item.id] ?? item.quantity * count)) || 0);
  const submit = () => {
    // Spec 5: the system is required.
    if (!system) return void dialogs.alert('Please choose a system');
    add.mutate(
      {
        showPullID: pullId,
        systemCategoryID: system.id,
        quantities: system.system_items.map(qtyOf),
        categoryIDs: system.system_items.map((i) => i.category_id),
      },
      { onSuccess: () => setOverrides({}) },
    );
  };
  // A role that cannot write has nothing to do here; the assignments mode shows what systems added.
  if (!canWrite) return <p className="muted">Read-only: your role cannot add systems.</p>;
  return (
    <div className="systems-mode">
      <div className="add-row">
        <RecordPicker
          label="System"
          records={view.systems}
          value={systemId}
          onChange={(id) => {
            setSystemId(id);
            setOverrides({});
          }}
          getId={(s) => s.id}
          getLabel={(s) => `${s.categoryNumber} ${s.description}`}
        />
        <label>
          Number of systems{' '}
          <input
            type="number"
            min={1}
            step={1}
            value={count}
            onChange={(e) => setCount(Math.max(1, Math.floor(Number(e.target.value)) || 1))}
          />
        </label>
      </div>
      {system && (
        <table className="grid pull-grid">
          <thead>
            <tr>
              <th>Item</th>
              <th className="num">Per system</th>
              <th className="num">Qty to add</th>
            </tr>
          </thead>
          <tbody>
            {system.system_items.map((i) => (
              <tr key={i.id}>
                <td>{i.description}</td>
                <td className="num">{i.quantity}</td>
                <td className="num">
                  <input
                    type="number"
                    min={0}
                    step={1}
                    aria-label={`Quantity of ${i.description}`}
                    value={overrides[i.id] ?? String(i.quantity * count)}
                    onChange={(e) => setOverrides((o) => ({ ...o, [i.id]: e.target.value }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" className="primary" disabled={!system || add.isPending} onClick={submit}>
        Add System
      </button>
      <SystemComponentAdd view={view} />
    </div>
  );
}

/** Quantities systems added: change (0 deletes it, after a prompt) or delete ('Are you sure?'). */
export function SystemAssignmentsMode({ view, line }: { view: ShowPullView; line: PullItem | undefined }) {
  const update = usePullWrite(view.showPull.id, calls.updateSystemAssignmentQty);
  const systems = new Map(view.systems.map((s) => [s.id, s]));
  const categories = new Map(view.categories.map((c) => [c.id, c]));
  const rows = view.systemAssignments.filter((a) => !line || a.category_id === line.category_id);
  return (
    <table className="grid pull-grid">
      <thead>
        <tr>
          <th>System</th>
          <th>Item</th>
          <th className="num">Qty</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && <EmptyRow colSpan={4} text="No Results" />}
        {rows.map((a) => (
          <tr key={a.id}>
            <td>{systems.get(a.system_category_id)?.description ?? a.system_category_id}</td>
            <td>{categories.get(a.category_id)?.description ?? a.category_id}</td>
            <td className="num">{a.quantity}</td>
            <td className="nowrap">
              <AssignmentActions
                quantity={a.quantity}
                onSet={(qty) => update.mutate({ assignmentID: a.id, qty })}
                onDelete={() => update.mutate({ assignmentID: a.id, qty: 0 })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
