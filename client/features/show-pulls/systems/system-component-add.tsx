import { useState } from 'react';
import { showPullCalls as calls, type ShowPullView } from '../../../../contracts/show-pulls';
import { usePullWrite } from '../write/pull-write';

/**
 * System Manager: add one component to a system already on the pull (more cables for the stage
 * box, say) without adding a whole system: POST /show-pull/item/system-assignment/add.
 */
export function SystemComponentAdd({ view }: { view: ShowPullView }) {
  const pullId = view.showPull.id;
  const onPull = new Set(view.systemAssignments.map((a) => a.system_category_id));
  const systems = view.systems.filter((s) => onPull.has(s.id));
  const [systemId, setSystemId] = useState<number | null>(null);
  const [componentId, setComponentId] = useState<number | null>(null);
  const [qty, setQty] = useState('1');
  const add = usePullWrite(pullId, calls.addSystemAssignment);
  const system = systems.find((s) => s.id === systemId);
  const component = system?.system_items.find((i) => i.category_id === componentId);
  if (!systems.length) return null;
  const n = Math.max(0, Math.floor(Number(qty)) || 0);
  return (
    <fieldset className="add-row component-add">
      <legend>Add a component to a system on the pull</legend>
      <select
        aria-label="System on the pull"
        value={systemId ?? ''}
        onChange={(e) => {
          setSystemId(e.target.value ? Number(e.target.value) : null);
          setComponentId(null);
        }}
      >
        <option value="">No Selection</option>
        {systems.map((s) => (
          <option key={s.id} value={s.id}>
            {s.categoryNumber} {s.description}
          </option>
        ))}
      </select>
      <select
        aria-label="Component"
        value={componentId ?? ''}
        disabled={!system}
        onChange={(e) => {
          const id = e.target.value ? Number(e.target.value) : null;
          setComponentId(id);
          // The per-system quantity is the likely answer.
          const item = system?.system_items.find((i) => i.category_id === id);
          if (item) setQty(String(item.quantity));
        }}
      >
        <option value="">No Selection</option>
        {system?.system_items.map((i) => (
          <option key={i.id} value={i.category_id}>
            {i.description}
          </option>
        ))}
      </select>
      <label>
        Qty{' '}
        <input
          type="number"
          min={1}
          step={1}
          aria-label="Component quantity"
          value={qty}
          onChange={(e) => setQty(e.target.value)}
        />
      </label>
      <button
        type="button"
        disabled={!system || !component || n < 1 || add.isPending}
        onClick={() =>
          system &&
          component &&
          add.mutate({
            showPullID: pullId,
            systemCategoryID: system.id,
            categoryID: component.category_id,
            qty: n,
          })
        }
      >
        Add Component
      </button>
    </fieldset>
  );
}
