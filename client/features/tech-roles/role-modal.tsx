import { useState } from 'react';
import { EmptyRow } from '../../platform/empty-row';
import { Modal } from '../../platform/modal';
import { RecordPicker } from '../../platform/record-picker';
import { useAddRole, useDeleteRole, useRoles } from './api';

interface Category {
  id: number;
  name: string;
  description: string;
}

/** One contact's roles: Cat, Position, Delete, and a New Role picker. */
export function RoleModal({
  contact,
  categories,
  onClose,
}: {
  contact: { id: number; contact_name: string };
  categories: readonly Category[];
  onClose(): void;
}) {
  const { data, isPending } = useRoles(contact.id);
  const add = useAddRole(contact.id);
  const remove = useDeleteRole(contact.id);
  const [choice, setChoice] = useState<number | null>(null);
  return (
    <Modal title={contact.contact_name} onClose={onClose} width={620}>
      <div className="roles-scroll">
        <table className="grid">
          <thead>
            <tr>
              <th>Cat</th>
              <th>Position</th>
              <th>Delete</th>
            </tr>
          </thead>
          <tbody>
            {isPending && <EmptyRow colSpan={3} text="Loading…" />}
            {data?.roles.length === 0 && <EmptyRow colSpan={3} text="No Roles Yet" />}
            {data?.roles.map((r) => (
              <tr key={r.id}>
                <td className="num">{r.category.name}</td>
                <td>{r.category.description}</td>
                <td>
                  <button
                    type="button"
                    aria-label={`Delete ${r.category.description}`}
                    disabled={remove.isPending && remove.variables === r.id}
                    onClick={() => remove.mutate(r.id)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="new-role">
        <span>New Role</span>
        <RecordPicker
          label="New Role"
          records={categories}
          value={choice}
          onChange={setChoice}
          getId={(c) => c.id}
          getLabel={(c) => `${c.name} ${c.description}`}
        />
        <button
          type="button"
          className="primary"
          disabled={choice === null || add.isPending}
          onClick={() => choice !== null && add.mutate(choice, { onSuccess: () => setChoice(null) })}
        >
          Add Role
        </button>
      </div>
    </Modal>
  );
}
