import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../platform/layout/not-found-page';
import { isNotFound } from '../../platform/refusals';
import { useEvent } from './api';

/**
 * A page about one event (`:eventId` in its address) drawn only once the event is known: an
 * unknown id gets the not-found page instead of the page's own calls failing one by one.
 */
export function EventGate({ children }: { children: ReactNode }) {
  const raw = useParams().eventId;
  const id = Number(raw);
  const { error, isPending } = useEvent(id);
  if (!Number.isInteger(id) || id <= 0 || isNotFound(error))
    return <NotFoundPage what="Event">There is no event with bid number {raw}.</NotFoundPage>;
  if (error) throw error;
  if (isPending) return <p className="muted">Loading…</p>;
  return <>{children}</>;
}
