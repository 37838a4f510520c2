/** Rows of many technicians, each technician's in their order: how the flow calendar and the picker read a set-based query. */
export function groupByContact<T extends { contactId: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(r.contactId);
    if (list) list.push(r);
    else out.set(r.contactId, [r]);
  }
  return out;
}
