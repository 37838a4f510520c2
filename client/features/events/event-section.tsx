import { type ReactNode, useId } from 'react';
import './event-lines.css';

/**
 * One of the event page's record sections (bid items, commitments, crew positions, travel): a
 * heading with its Add button, a word when the bid is locked (the server refuses its changes, in
 * its words), then the section's table once loaded, and its editor dialog when one is open.
 */
export function EventSection({
  className,
  title,
  addLabel,
  onAdd,
  answer,
  isPending,
  note,
  editor,
  children,
}: {
  className: string;
  title: string;
  addLabel: string;
  onAdd(): void;
  /** The section's answer, once it came: whether the bid is locked. */
  answer: { isLocked: boolean } | undefined;
  isPending: boolean;
  note?: ReactNode;
  editor?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`event-lines ${className}`} aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <button type="button" onClick={onAdd} disabled={!answer || answer.isLocked}>
          {addLabel}
        </button>
      </div>
      {note}
      {answer?.isLocked && <p className="muted">The bid is locked: changes are refused.</p>}
      {isPending ? <p className="muted">Loading…</p> : children}
      {editor}
    </section>
  );
}
