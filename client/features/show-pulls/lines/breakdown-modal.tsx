import { Modal } from '../../../platform/modal';
import { useBreakdown } from '../api';

/** The qty breakdown of one category (spec 2.1): the event's bid items grouped by description. */
export function BreakdownModal({
  eventId,
  category,
  onClose,
}: {
  eventId: number;
  category: { id: number; name: string; description: string };
  onClose(): void;
}) {
  const { data, isPending } = useBreakdown(eventId, category.id);
  const groups = Object.entries(data?.itemsByDescription ?? {});
  return (
    <Modal title={`Breakdown: ${category.name} ${category.description}`} onClose={onClose}>
      {isPending ? (
        <p className="muted">Loading…</p>
      ) : groups.length === 0 ? (
        <p className="muted">No Results</p>
      ) : (
        <table className="grid">
          <thead>
            <tr>
              <th>Description</th>
              <th className="num">Bid Qty</th>
              <th className="num">Assigned</th>
            </tr>
          </thead>
          <tbody>
            {groups.map(([description, items]) => (
              <tr key={description}>
                <td>{description}</td>
                <td className="num">{items.reduce((n, i) => n + i.quantity, 0)}</td>
                <td className="num">{items.reduce((n, i) => n + i.assignedQty, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
