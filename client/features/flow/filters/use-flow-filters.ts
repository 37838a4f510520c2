import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useRelatedEvents } from '../api';
import { type ContactFilter, classifySearch, type Search } from './filters';

export interface FlowFilters {
  search: string;
  setSearch(text: string): void;
  /** What the search reads as: a name, a home state or a bid number. */
  parsed: Search;
  includeRelated: boolean;
  setIncludeRelated(on: boolean): void;
  staffOnly: boolean;
  setStaffOnly(on: boolean): void;
  /** Searches one event ('View All Techs'). */
  searchEvent(eventId: number): void;
  /** What the lines are filtered by, the related bids included when asked for. */
  filter: ContactFilter;
}

/** The toolbar's search and checkboxes, and the filter they make. */
export function useFlowFilters(): FlowFilters {
  const [search, setSearch] = useState('');
  const [includeRelated, setIncludeRelated] = useState(false);
  const [staffOnly, setStaffOnly] = useState(false);
  const searchEvent = useCallback((id: number) => setSearch(String(id)), []);

  // Typing stays quick: the lines are filtered again once the input is idle.
  const query = useDeferredValue(search);
  const parsed = useMemo(() => classifySearch(query), [query]);
  const eventId = parsed.kind === 'event' ? parsed.id : null;
  const related = useRelatedEvents(eventId, includeRelated);
  const filter = useMemo<ContactFilter>(() => {
    const ids = eventId === null ? [] : [eventId, ...(includeRelated ? (related.data?.ids ?? []) : [])];
    return { search: parsed, eventIds: new Set(ids), staffOnly };
  }, [parsed, eventId, includeRelated, related.data, staffOnly]);

  return {
    search,
    setSearch,
    parsed,
    includeRelated,
    setIncludeRelated,
    staffOnly,
    setStaffOnly,
    searchEvent,
    filter,
  };
}
