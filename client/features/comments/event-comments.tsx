import { type FormEvent, useState } from 'react';
import { useAddComment, useEventComments } from './api';

/** Staff see an event's comments and add one; open ones show on the Unresolved Comments page. */
export function EventComments({ eventId }: { eventId: number }) {
  const { data, isPending } = useEventComments(eventId, true);
  const add = useAddComment(eventId);
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <section className="event-comments">
      <h2>Comments</h2>
      {isPending ? (
        <p className="muted">Loading…</p>
      ) : data?.comments.length ? (
        <table className="grid">
          <tbody>
            {data.comments.map((c) => (
              <tr key={c.id} className={c.isResolved ? 'resolved' : undefined}>
                <td className="nowrap">{c.prettyTimestamp}</td>
                <td className="nowrap">{c.creatorName}</td>
                <td className="wrap">{c.comment}</td>
                <td className="nowrap">{c.isResolved ? 'Resolved' : <strong>Open</strong>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">No comments yet.</p>
      )}
      <form onSubmit={submit} className="comment-form">
        <label htmlFor="new-comment">Add a comment</label>
        <textarea
          id="new-comment"
          rows={2}
          maxLength={4000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="primary" disabled={!text.trim() || add.isPending}>
          Add Comment
        </button>
      </form>
    </section>
  );
}
