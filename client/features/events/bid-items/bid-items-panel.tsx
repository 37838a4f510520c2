import { useState } from 'react';
import type { BidItem } from '../../../../contracts/events/bid-items';
import { useDialogs } from '../../../platform/dialogs';
import { EmptyRow } from '../../../platform/empty-row';
import { EventSection } from '../event-section';
import { type BidItemWriteAnswer, useBidItems, useBidItemWrite } from './api';
import { BidItemEditor } from './bid-item-editor';

const held = (i: BidItem) => i.pulls.reduce((n, p) => n + p.quantity, 0);

/**
 * The event's bid items (issue 34.1): add, edit, stash and remove. A line the pulls hold more of
 * than its quantity says so; a stashed line is struck through, as on its pulls. The server's
 * refusals (a locked event, a line a pull holds) are shown in its words.
 */
export function BidItemsPanel({ eventId }: { eventId: number }) {
  const { data, isPending } = useBidItems(eventId);
  const write = useBidItemWrite(eventId);
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<BidItem | 'new' | null>(null);
  const save = (change: Parameters<typeof write.mutateAsync>[0]) =>
    write.mutateAsync(change).catch(() => undefined);
  const afterEdit = async (answer: BidItemWriteAnswer) => {
    if ('overAssigned' in answer && answer.overAssigned.length)
      await dialogs.alert(
        `The pulls now hold more than ${answer.item.qty} of this line (${answer.overAssigned
          .map((p) => `${p.pullName}: ${p.quantity}`)
          .join(', ')}): it is flagged over-assigned on them.`,
      );
  };
  const remove = async (i: BidItem) => {
    if (await dialogs.confirm(`Remove bid item ${i.lineKey} (${i.description})?`))
      await save({ kind: 'remove', id: i.id });
  };
  const items = data?.items ?? [];
  return (
    <EventSection
      className="bid-items-panel"
      title="Bid Items"
      addLabel="Add Bid Item"
      onAdd={() => setEditing('new')}
      answer={data}
      isPending={isPending}
      editor={
        editing && (
          <BidItemEditor
            eventId={eventId}
            item={editing === 'new' ? null : editing}
            vendors={data?.vendors ?? []}
            onClose={() => setEditing(null)}
            onSaved={(a) => void afterEdit(a)}
          />
        )
      }
    >
      {/* A long bid scrolls in its own box, its header kept in view. */}
      <div className="lines-box">
        <table className="grid">
          <thead>
            <tr>
              <th>Line</th>
              <th>Cat.</th>
              <th className="num">Qty</th>
              <th className="num">On pulls</th>
              <th>Group</th>
              <th>Description</th>
              <th>Internal Notes</th>
              <th>Vendor</th>
              <th>Action</th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 && <EmptyRow colSpan={9} text="No bid items yet" />}
            {items.map((i) => (
              <tr
                key={i.id}
                className={[i.isStashed && 'stashed', !i.isActive && 'inactive'].filter(Boolean).join(' ')}
              >
                <td>{i.lineKey}</td>
                <td>{i.categoryNumber}</td>
                <td className="num">{i.qty}</td>
                <td className="num" title={i.pulls.map((p) => `${p.pullName}: ${p.quantity}`).join('\n')}>
                  {i.isOverAssigned ? (
                    <span className="over" title="The pulls hold more than the bid asks for">
                      {held(i)} over-assigned
                    </span>
                  ) : (
                    held(i)
                  )}
                </td>
                <td>{i.group}</td>
                <td className="line-text">
                  {i.description}
                  {i.isStashed && <span className="muted small"> (stashed)</span>}
                </td>
                <td className="wrap">{i.internalNote}</td>
                <td>{i.vendorName}</td>
                <td className="actions">
                  <button type="button" onClick={() => setEditing(i)} aria-label={`Edit ${i.lineKey}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => void save({ kind: 'stash', id: i.id, stashed: !i.isStashed })}
                    aria-label={`${i.isStashed ? 'Unstash' : 'Stash'} ${i.lineKey}`}
                  >
                    {i.isStashed ? 'Unstash' : 'Stash'}
                  </button>
                  <button type="button" onClick={() => void remove(i)} aria-label={`Remove ${i.lineKey}`}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </EventSection>
  );
}
